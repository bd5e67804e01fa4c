import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/** `node scripts/screenshots.mjs`: the screenshot tour only (tests/e2e/*.capture.ts), one worker, in the plain browser. */
export default defineConfig({
  ...base,
  testMatch: '**/*.capture.ts',
  // The meetings project has its own testMatch, which would bring the meeting journeys along.
  projects: base.projects?.filter((project) => project.name === 'chromium'),
  workers: 1,
  reporter: [['list']],
});
