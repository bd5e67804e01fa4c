import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/** `node scripts/screenshots.mjs`: the screenshot tour only (tests/e2e/*.capture.ts), one worker. */
export default defineConfig({
  ...base,
  testMatch: '**/*.capture.ts',
  workers: 1,
  reporter: [['list']],
});
