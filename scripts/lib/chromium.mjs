// How every browser run here starts chromium: Debian's package (CHROMIUM_PATH elsewhere), headless, with
// no background traffic of its own. Playwright's own browser download is never used.

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Meetings: a fake camera and microphone (a test pattern and a beep), permission prompts accepted, sound without a gesture. */
export const FAKE_MEDIA_ARGS = [
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
  '--autoplay-policy=no-user-gesture-required',
];
