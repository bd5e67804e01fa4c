/**
 * The server process of the realistic benchmark: the real app on a fresh SQLite file or a fresh
 * PostgreSQL schema, seeded, and the bare Fastify hello route beside it; tells the parent the ports and
 * the seeded members, and cleans up when the parent goes.
 */
import Fastify from 'fastify';
import { sql } from 'kysely';
import { benchPostgresUrl, freshDatabase, openApp } from '../fresh-app.js';
import { benchArgs } from '../list-harness.js';
import { seedCompany, type Seeded } from './seed.js';

export interface Ready {
  dialect: string;
  appPort: number;
  barePort: number;
  seedMs: number;
  seeded: Seeded;
}

export async function serveRealistic(): Promise<void> {
  const postgres = benchArgs.db === 'postgres';
  const database = await freshDatabase('realistic', postgres ? benchPostgresUrl() : undefined);
  const app = await openApp(database);
  const started = Date.now();
  const seeded = await seedCompany(app, Number(benchArgs.items ?? 100_000));
  // Fresh statistics, as a database that has lived with its data has.
  await sql.raw(postgres ? 'analyze folder, material, users, user_company' : 'analyze').execute(app.db);
  const seedMs = Date.now() - started;
  await app.listen({ host: '127.0.0.1', port: 0 });
  const bare = Fastify({ logger: false });
  bare.get('/', async () => ({ hello: 'world' }));
  await bare.listen({ host: '127.0.0.1', port: 0 });
  const port = (server: { server: { address(): unknown } }) => (server.server.address() as { port: number }).port;
  process.send!({
    dialect: database.dialect,
    appPort: port(app),
    barePort: port(bare),
    seedMs,
    seeded,
  } satisfies Ready);
  process.on('disconnect', async () => {
    await Promise.allSettled([app.close(), bare.close()]);
    await database.drop();
    process.exit(0);
  });
}
