import { sql, SqliteAdapter, type Kysely } from 'kysely';

/**
 * Distribution rules (docs/distribution.md): who may hold an original's copies, and what a copy allows.
 *
 * On the original (copies read them through `origin_id`, like the lifecycle; a new version keeps them):
 * - `requires_license` (0/1): agents need a securities licence (`users.has_security_license`) to hold it;
 * - `allowed_states`: a comma-separated list of US state codes; clients outside them (or with no state on
 *   file) may not hold it; null: anywhere;
 * - `watermark_clients` (0/1): the PDF pages and images a client opens carry their name, email and date.
 *
 * On each copy (its ceilings, set by the send that made it, never more than the sender's own copy):
 * - `view_only` (0/1): previewed in the app only — no download, zip or print;
 * - `no_resend` (0/1): its holder cannot send it on.
 *
 * Whether a holder qualifies is read when they ask (their licence and state against the original's
 * rules), so a change of licence or state withholds and restores copies without writing any of them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const flag = (name: string) =>
    db.schema
      .alterTable('material')
      .addColumn(name, 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  await flag('requires_license');
  await db.schema.alterTable('material').addColumn('allowed_states', 'varchar(200)').execute();
  await flag('watermark_clients');
  await flag('view_only');
  await flag('no_resend');
  if (!sqlite) await sql`analyze material`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['requires_license', 'allowed_states', 'watermark_clients', 'view_only', 'no_resend'])
    await db.schema.alterTable('material').dropColumn(column).execute();
}
