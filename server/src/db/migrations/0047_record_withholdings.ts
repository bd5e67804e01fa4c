import { sql, SqliteAdapter, type Kysely } from 'kysely';

/**
 * The delivery record (docs/distribution.md) keeps what took a copy out of use and gave it back:
 *
 * - `material_event.kind` also `withheld` (its holder stopped qualifying: licence or state; `reason`
 *   says why in words), `restored` (they qualify again) and `expired` (the original's "use until" passed;
 *   one per original, at that date, like a recall).
 * - `material_event_kind_idx` (origin, kind, version, at): each version's first and last use, the recalls
 *   and the expiries are read at the ends of this index, not by a pass over an original's events.
 *
 * SQLite cannot change a check constraint: the table is copied into one that has the new check.
 */
const KINDS = `'sent', 'opened', 'previewed', 'downloaded', 'recalled', 'withheld', 'restored', 'expired'`;
const OLD_KINDS = `'sent', 'opened', 'previewed', 'downloaded', 'recalled'`;
const COLUMNS = 'id, company_id, origin_id, version, kind, member_id, copy_id, by_id, ceilings, at';

async function withKinds(db: Kysely<any>, kinds: string, reason: boolean): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
    await sql`alter table material_event drop constraint material_event_kind_check`.execute(db);
    await sql.raw(`alter table material_event add constraint material_event_kind_check check (kind in (${kinds}))`).execute(db);
    return;
  }
  let table = db.schema
    .createTable('material_event_next')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('company_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('origin_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('kind', 'varchar(12)', (c) => c.notNull())
    .addColumn('member_id', 'varchar(36)')
    .addColumn('copy_id', 'varchar(36)')
    .addColumn('by_id', 'varchar(36)')
    .addColumn('ceilings', 'varchar(40)')
    .addColumn('at', 'varchar(32)', (c) => c.notNull());
  if (reason) table = table.addColumn('reason', 'varchar(400)');
  await table.addCheckConstraint('material_event_kind_check', sql.raw(`kind in (${kinds})`)).execute();
  const columns = reason ? `${COLUMNS}, reason` : COLUMNS;
  const from = reason ? `${COLUMNS}, null` : COLUMNS;
  await sql
    .raw(`insert into material_event_next (${columns}) select ${from} from material_event where kind in (${kinds})`)
    .execute(db);
  await db.schema.dropTable('material_event').execute();
  await sql`alter table material_event_next rename to material_event`.execute(db);
  await db.schema
    .createIndex('material_event_origin_idx')
    .on('material_event')
    .columns(['origin_id', 'member_id', 'kind', 'at'])
    .execute();
  await db.schema.createIndex('material_event_company_at_idx').on('material_event').columns(['company_id', 'at']).execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  if (!sqlite) await db.schema.alterTable('material_event').addColumn('reason', 'varchar(400)').execute();
  await withKinds(db, KINDS, true);
  await db.schema
    .createIndex('material_event_kind_idx')
    .on('material_event')
    .columns(['origin_id', 'kind', 'version', 'at'])
    .execute();
  if (!sqlite) await sql`analyze material_event`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema.dropIndex('material_event_kind_idx').ifExists().execute();
  if (!sqlite) {
    await sql.raw(`delete from material_event where kind not in (${OLD_KINDS})`).execute(db);
    await withKinds(db, OLD_KINDS, false);
    await db.schema.alterTable('material_event').dropColumn('reason').execute();
    return;
  }
  await withKinds(db, OLD_KINDS, false);
}
