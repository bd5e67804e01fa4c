import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS, FAKE_MEDIA_ARGS } from './scripts/lib/chromium.mjs';

/**
 * Browser journeys against the built SPA behind nginx. Run them with `npm run test:e2e`, which starts
 * nginx and the API and sets BASE_URL (and the log paths the smoke test reads).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: process.env.CI ? 1 : 2,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL: process.env.BASE_URL ?? 'http://127.0.0.1:8080',
    screenshot: 'only-on-failure',
    trace: 'off',
    video: 'off',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: /meetings\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: CHROMIUM, args: [...CHROMIUM_ARGS] },
      },
    },
    {
      // Meetings: fake camera and microphone (a test pattern and a beep), permission prompts accepted.
      name: 'meetings',
      testMatch: /meetings\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: CHROMIUM,
          args: [...CHROMIUM_ARGS, ...FAKE_MEDIA_ARGS, '--auto-select-desktop-capture-source=Entire screen'],
        },
      },
    },
  ],
});
