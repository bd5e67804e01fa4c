import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { seedDemo } from './services/demo/seed.js';

/** Starts the API (and, in embedded mode, the SPA) and shuts down cleanly on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }

  const app = await buildApp(config);
  await app.ready();

  const logins = config.seedDemo ? await seedDemo(app.db) : null;
  await app.listen({ host: config.host, port: config.port });
  if (config.metrics.port !== null) {
    const at = await app.metrics.listen(config.metrics.port, config.metrics.host);
    app.log.info({ host: at.address, port: at.port }, 'metrics listening');
  }

  const lines = [`Cascade is running on ${config.publicUrl}`];
  if (config.mode === 'embedded') lines.push(`  data: ${config.dataDir}`, `  API reference: ${config.publicUrl}/api/frontend/docs`);
  if (logins) {
    lines.push('  demo company seeded; sign in as:');
    for (const login of logins) lines.push(`    ${login.role.padEnd(9)} ${login.email}  password: ${login.password}`);
  }
  console.log(lines.join('\n'));

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
