/** A second API (fresh SQLite, the demo company) behind its own nginx, for a journey that needs other settings. */
export interface OwnStack {
  baseUrl: string;
  stop: () => Promise<void>;
}

/**
 * Starts the API from source with `env` over the journeys' settings, and this repository's nginx.conf in front
 * of it serving the built SPA — the stack the browser benchmarks use (`scripts/lib/app-stack.mjs`). Needs
 * E2E_NGINX_BIN (set by `scripts/e2e.mjs`).
 */
export async function startOwnStack(env: Record<string, string>): Promise<OwnStack> {
  const nginxBinary = process.env.E2E_NGINX_BIN;
  if (!nginxBinary) throw new Error('Run the journeys with `node scripts/e2e.mjs` (E2E_NGINX_BIN is not set).');
  // Loaded at run time: Playwright's static-import transform would turn this ES module into CommonJS.
  const { startAppStack } = await import('../../../scripts/lib/app-stack.mjs');
  const { baseUrl, stop } = await startAppStack({ env, nginxBinary });
  return { baseUrl, stop };
}
