import { existsSync, readFileSync } from 'node:fs';

/** Log files of the services `npm run test:e2e` starts; absent when Playwright runs on its own. */
export const LOG_FILES = {
  api: process.env.E2E_API_LOG,
  nginxAccess: process.env.E2E_NGINX_ACCESS_LOG,
  nginxError: process.env.E2E_NGINX_ERROR_LOG,
};

export const readLog = (file: string | undefined): string => (file && existsSync(file) ? readFileSync(file, 'utf8') : '');

/** Waits until `file` contains `needle` (logs are written after the response is sent). */
export async function waitForLog(file: string | undefined, needle: string, timeoutMs = 5_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const text = readLog(file);
    if (text.includes(needle) || Date.now() > deadline) return text;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
