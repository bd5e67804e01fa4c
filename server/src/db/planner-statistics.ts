import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.js';
import { isSqlite } from './dialect.js';

/**
 * Index entries ANALYZE reads per index on SQLite (`pragma analysis_limit`, set on every connection in
 * connect.ts): enough for the per-index averages the planner uses (`sqlite_stat1`), in about 0.1 s on a
 * file of 100,000 materials. With a limit, ANALYZE writes no value samples (`sqlite_stat4`).
 */
export const ANALYSIS_LIMIT = 400;

/** How often the server lets SQLite look whether its statistics went stale. */
export const OPTIMIZE_EVERY_MS = 60 * 60 * 1000;

/**
 * Keeps SQLite's planner statistics: averages per index, never value samples. Our statements are
 * prepared once per shape and run with each request's values. With samples in `sqlite_stat4`, SQLite
 * prepares a statement again whenever a value compared with an indexed column changes (the
 * sqlite3_prepare_v2 documentation) — on nearly every run here: a page of 20 materials cost ~35% more,
 * a member count five to seven times as much (docs/perf-figures.md). The averages choose the same plans.
 *
 * `opening`: the first run of a process — looks at every table (`optimize=0x10002`, as SQLite advises
 * when a connection opens), and replaces samples that a full ANALYZE left (an earlier version's
 * migration, an operator's shell) with averages. Later runs are SQLite's periodic `optimize`, usually
 * nothing. PostgreSQL keeps its statistics itself (autovacuum): nothing to do there.
 */
export async function keepPlannerStatistics(db: Kysely<Database>, opening: boolean): Promise<void> {
  if (!isSqlite(db)) return;
  if (opening && (await hasSamples(db))) await sql`analyze`.execute(db);
  else await sql.raw(`pragma optimize${opening ? '=0x10002' : ''}`).execute(db);
}

async function hasSamples(db: Kysely<Database>): Promise<boolean> {
  const table = await sql<{ n: number }>`select count(*) as n from sqlite_schema where name = 'sqlite_stat4'`.execute(db);
  if (Number(table.rows[0]?.n ?? 0) === 0) return false;
  const rows = await sql<{ n: number }>`select count(*) as n from (select 1 from sqlite_stat4 limit 1)`.execute(db);
  return Number(rows.rows[0]?.n ?? 0) > 0;
}
