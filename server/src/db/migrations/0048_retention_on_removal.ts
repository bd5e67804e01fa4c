import { sql, SqliteAdapter, type Kysely } from 'kysely';

/**
 * Retention when a member or a company is removed (docs/distribution.md, "Retention"). The app never
 * deletes either (a member is archived; nothing deletes a company), but the rows can still go — an
 * operator erasing a person, a script — and the foreign keys would take the record with them. The
 * database itself keeps the rule:
 *
 * - A membership deleted: every material it holds is kept in `material_retained` first (deleted then, by
 *   nobody named, with the holder's name, email and role as they were: the record still says who
 *   received it), exactly as a member's own delete keeps it; the cascade then removes the rows from
 *   `material`, and the kept rows take over their blob references (the cascade drops none). The retention
 *   sweep removes them after the company's period, as any kept row.
 * - A company deleted: refused while it has any record — a material, a kept row or a version. Its
 *   versions, approvals, audit trail and delivery record hang from it, and an examiner's export needs its
 *   admins; the company goes once the sweep has removed its last record.
 */
const RETAINED = `id, company_id, owner_id, title, blob_sha256, size, content_type, space, shared_by_id, link,
  origin_id, version, delivered_version, seen_version, created_at`;

export const COMPANY_KEEPS_RECORDS =
  'This company still has material records under retention (SEA Rule 17a-4): its materials, versions and approvals are kept until the retention sweep removes them after its period.';

const hasRecords = (company: string) => `exists (select 1 from material where company_id = ${company})
  or exists (select 1 from material_retained where company_id = ${company})
  or exists (select 1 from material_version where company_id = ${company})`;

const KEPT = `${RETAINED}, deleted_at, deleted_by_id, holder_name, holder_email, holder_role`;
const holder = `(select trim(u.first_name || ' ' || u.last_name) from users u where u.id = old.user_id),
  (select u.email from users u where u.id = old.user_id), old.role`;

export async function up(db: Kysely<any>): Promise<void> {
  for (const [column, type] of [
    ['holder_name', 'varchar(255)'],
    ['holder_email', 'varchar(320)'],
    ['holder_role', 'varchar(16)'],
  ] as const)
    await db.schema.alterTable('material_retained').addColumn(column, type).execute();
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await sql
      .raw(
        `create trigger user_company_retain_materials before delete on user_company begin
          insert into material_retained (${KEPT})
          select ${RETAINED}, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), null, ${holder} from material where owner_id = old.id;
        end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger company_keeps_records before delete on company when ${hasRecords('old.id')} begin
          select raise(abort, '${COMPANY_KEEPS_RECORDS}');
        end`,
      )
      .execute(db);
    return;
  }
  await sql
    .raw(
      `create function retain_member_materials() returns trigger language plpgsql as $$
      begin
        insert into material_retained (${KEPT})
        select ${RETAINED}, to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), null, ${holder}
        from material where owner_id = old.id;
        return old;
      end $$`,
    )
    .execute(db);
  await sql`create trigger user_company_retain_materials before delete on user_company
    for each row execute function retain_member_materials()`.execute(db);
  await sql
    .raw(
      `create function company_keeps_records() returns trigger language plpgsql as $$
      begin
        if ${hasRecords('old.id')} then
          raise exception using errcode = 'restrict_violation', message = '${COMPANY_KEEPS_RECORDS}';
        end if;
        return old;
      end $$`,
    )
    .execute(db);
  await sql`create trigger company_keeps_records before delete on company
    for each row execute function company_keeps_records()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await sql.raw(`drop trigger company_keeps_records${sqlite ? '' : ' on company'}`).execute(db);
  await sql.raw(`drop trigger user_company_retain_materials${sqlite ? '' : ' on user_company'}`).execute(db);
  if (!sqlite) {
    await sql`drop function company_keeps_records()`.execute(db);
    await sql`drop function retain_member_materials()`.execute(db);
  }
  for (const column of ['holder_role', 'holder_email', 'holder_name'])
    await db.schema.alterTable('material_retained').dropColumn(column).execute();
}
