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
    /** Whether the migrations have run: a server started while its database was away waits for it. */
    database: DatabaseStart;
  }
}

export interface DatabaseStart {
  /** The migrations have run: routes that need the database may be served. */
  ready: boolean;
  /** Resolves once they have; rejects if a migration failed for a reason other than an unreachable database. */
  whenReady: Promise<void>;
}

export interface DatabasePluginOptions {
  url: string;
  /** An already open handle (tests share one); otherwise the plugin opens and closes its own. */
  handle?: DbHandle;
  schema?: string;
}

/** Waits between attempts while the database cannot be reached: short, so the server is ready soon after it returns. */
const DATABASE_RETRY_MIN_MS = 100;
export const DATABASE_RETRY_MAX_MS = 1000;

/** Runs the migrations and keeps the planner's statistics: what the server needs before it serves. */
async function prepare(handle: DbHandle, schema: string | undefined): Promise<void> {
  await migrateToLatest(handle.db, schema);
  await keepPlannerStatistics(handle.db, true);
}

/**
 * Prepares the database, waiting for it while it cannot be reached (it may start after the API, or be
 * restarting), with a backoff capped at DATABASE_RETRY_MAX_MS. A migration that fails for any other
 * reason rejects (the server stops). `stopped` ends the wait when the server closes first.
 */
async function prepareWhenReachable(
  handle: DbHandle,
  schema: string | undefined,
  log: { warn(o: object, m: string): void },
  stopped: () => boolean,
): Promise<void> {
  let delay = DATABASE_RETRY_MIN_MS;
  for (let attempt = 2; !stopped(); attempt++) {
    await sleep(delay);
    try {
      await prepare(handle, schema);
      return;
    } catch (error) {
      if (!isUnavailable(error)) throw error;
      if (attempt % 10 === 0) log.warn({ err: error, attempt }, 'database still not reachable, waiting for it');
      delay = Math.min(delay * 2, DATABASE_RETRY_MAX_MS);
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
    app.decorate('db', handle.db);
    app.decorate('dbDialect', handle.dialect);
    app.decorate('dbLocation', { url: handle.url, schema });
    app.decorate('dbPool', handle.pool ?? null);
    const start: DatabaseStart = { ready: false, whenReady: Promise.resolve() };
    app.decorate('database', start);
    let closed = false;
    try {
      await prepare(handle, schema);
      start.ready = true;
    } catch (error) {
      // Away at start: the server starts anyway (liveness answers, readiness names the database, other
      // routes answer 503) and prepares the database once it answers.
      if (!isUnavailable(error)) throw error;
      app.log.warn({ err: error }, 'database not reachable at start; serving health checks and waiting for it');
      start.whenReady = prepareWhenReachable(handle, schema, app.log, () => closed).then(() => {
        if (closed) return;
        start.ready = true;
        app.log.info({}, 'database reachable: migrations done, serving');
      });
      // Observed by server.ts (a failed migration ends the process); never an unhandled rejection.
      start.whenReady.catch(() => undefined);
    }
    app.addHook('onClose', async () => {
      closed = true;
    });
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
