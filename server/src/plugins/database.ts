import fp from 'fastify-plugin';
import { setTimeout as sleep } from 'node:timers/promises';
import { connect, migrateToLatest, type Db, type DbHandle, type DialectName } from '../db/connect.js';
import { isUnavailable } from '../lib/unavailable.js';
import { keepPlannerStatistics, OPTIMIZE_EVERY_MS } from '../db/planner-statistics.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbDialect: DialectName;
    /** Where the database is: the realtime adapter opens its own connection to it on PostgreSQL. */
    dbLocation: { url: string; schema: string | undefined };
    /** PostgreSQL only: the connection pool, for its metrics; null on SQLite. */
    dbPool: DbHandle['pool'] | null;
  }
}

export interface DatabasePluginOptions {
  url: string;
  /** An already open handle (tests share one); otherwise the plugin opens and closes its own. */
  handle?: DbHandle;
  schema?: string;
}

const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 5000;

/**
 * Runs the migrations, waiting for the database while it cannot be reached (it may start after the
 * API, or be restarting): a deployment comes up by itself once the database answers. A migration that
 * fails for any other reason still stops the start.
 */
async function migrateWhenReachable(
  handle: DbHandle,
  schema: string | undefined,
  log: { warn(o: object, m: string): void },
): Promise<void> {
  let delay = RETRY_MIN_MS;
  for (let attempt = 1; ; attempt++) {
    try {
      await migrateToLatest(handle.db, schema);
      return;
    } catch (error) {
      if (!isUnavailable(error)) throw error;
      log.warn({ err: error, attempt, retryInMs: delay }, 'database not reachable yet, waiting for it');
      await sleep(delay);
      delay = Math.min(delay * 2, RETRY_MAX_MS);
    }
  }
}

/**
 * Opens the database, runs migrations, keeps the planner's statistics (db/planner-statistics.ts), and
 * closes it when the server closes.
 */
export const databasePlugin = fp<DatabasePluginOptions>(
  async (app, options) => {
    const handle =
      options.handle ??
      connect(options.url, {
        schema: options.schema,
        onConnectionError: (error) => app.log.warn({ err: error }, 'database connection lost'),
      });
    const schema = handle.dialect === 'postgres' ? (options.schema ?? handle.schema) : undefined;
    await migrateWhenReachable(handle, schema, app.log);
    app.decorate('db', handle.db);
    app.decorate('dbDialect', handle.dialect);
    app.decorate('dbLocation', { url: handle.url, schema });
    app.decorate('dbPool', handle.pool ?? null);
    await keepPlannerStatistics(handle.db, true);
    const optimize = setInterval(() => {
      keepPlannerStatistics(handle.db, false).catch((error: unknown) =>
        app.log.warn({ err: error }, 'refreshing the query planner statistics failed; trying again later'),
      );
    }, OPTIMIZE_EVERY_MS).unref();
    app.addHook('onClose', async () => clearInterval(optimize));
    if (!options.handle) app.addHook('onClose', () => handle.close());
  },
  { name: 'database' },
);
