// Types for chromium.mjs, for the TypeScript callers (playwright.config.ts).
export const CHROMIUM: string;
export const CHROMIUM_ARGS: readonly string[];
export const FAKE_MEDIA_ARGS: readonly string[];
