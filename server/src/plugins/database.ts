import fp from 'fastify-plugin';
import { connect, migrateToLatest, type Db, type DbHandle, type DialectName } from '../db/connect.js';

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

/** Opens the database, runs migrations, and closes it when the server closes. */
export const databasePlugin = fp<DatabasePluginOptions>(
  async (app, options) => {
    const handle = options.handle ?? connect(options.url, { schema: options.schema });
    const schema = handle.dialect === 'postgres' ? (options.schema ?? handle.schema) : undefined;
    await migrateToLatest(handle.db, schema);
    app.decorate('db', handle.db);
    app.decorate('dbDialect', handle.dialect);
    app.decorate('dbLocation', { url: handle.url, schema });
    app.decorate('dbPool', handle.pool ?? null);
    if (!options.handle) app.addHook('onClose', () => handle.close());
  },
  { name: 'database' },
);
