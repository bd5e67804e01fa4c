import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from './app.js';
import { drainOf } from './lib/drain.js';
import { ConfigError, loadConfig } from './config.js';

/** Idle connections left after the drain began are closed after this long (the proxy closes its own after 1 s). */
const IDLE_GRACE_MS = 1000;

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

  // Listening comes first, also while the database is away: liveness answers at once and readiness says
  // what the server waits for; every other API route answers 503 until the database is prepared and
  // the demo seeded (plugins/starting.ts).
  app.lifecycle.starting = true;
  const drain = drainOf(app.server);
  await app.listen({ host: config.host, port: config.port });
  if (config.metrics.port !== null) {
    const at = await app.metrics.listen(config.metrics.port, config.metrics.host);
    app.log.info({ host: at.address, port: at.port }, 'metrics listening');
  }

  // A deploy: readiness turns false first (the proxy stops sending new requests here), then the server
  // stops accepting, finishes what is in flight (a long upload included), closes sockets with 1001 and
  // exits 0. Only a drain longer than SHUTDOWN_DRAIN_SECONDS ends it with status 1.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.lifecycle.draining = true;
    app.log.info(
      { signal, delaySeconds: config.shutdownDelaySeconds, drainSeconds: config.shutdownDrainSeconds },
      'shutting down',
    );
    const force = setTimeout(
      () => {
        app.log.error({ drainSeconds: config.shutdownDrainSeconds }, 'requests still running after the drain limit; exiting');
        process.exit(1);
      },
      (config.shutdownDelaySeconds + config.shutdownDrainSeconds) * 1000,
    );
    force.unref();
    await sleep(config.shutdownDelaySeconds * 1000);
    // Stops accepting; every connection already accepted is served to its end, then closes.
    await drain.stopAccepting(IDLE_GRACE_MS);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.database.whenReady;
  } catch (error) {
    // A migration failed for a reason other than an unreachable database: the server cannot serve.
    if (closing) return;
    throw error;
  }
  if (closing) return;

  // The demo's seeding (and the PDF and image libraries its materials are made with) is loaded only for the demo.
  const logins = config.seedDemo
    ? await (await import('./services/demo/seed.js')).seedDemo(app.db, { materialApproval: config.seedDemoApproval })
    : null;
  if (logins && config.seedDemoContent) {
    const { seedDemoContent } = await import('./services/demo/content.js');
    await seedDemoContent(app.db, app.storage, app.contentEvents, app.maxUploadBytes);
  }
  app.lifecycle.starting = false;

  const lines = [`Cascade is running on ${config.publicUrl}`];
  if (config.mode === 'embedded')
    lines.push(`  data: ${config.dataDir}`, `  API reference: ${config.publicUrl}/api/frontend/docs`);
  if (logins) {
    lines.push('  demo company seeded; sign in as:');
    for (const login of logins) lines.push(`    ${login.role.padEnd(9)} ${login.email}  password: ${login.password}`);
  }
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
