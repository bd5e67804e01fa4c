import { Migrator, sql } from 'kysely';
import type { Db } from '../../src/db/connect.js';
import { migrationProvider } from '../../src/db/migrations/index.js';

/**
 * The app's migrations over a test's database, to go down and up again. On PostgreSQL the migrator's
 * bookkeeping is in the test's own schema, as at start-up.
 */
export async function testMigrator(db: Db): Promise<Migrator> {
  const schema = process.env.TEST_DATABASE_URL
    ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]!.s
    : undefined;
  return new Migrator({
    db,
    provider: migrationProvider,
    allowUnorderedMigrations: true,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
}
