import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { AuditLogTable, Database } from '../../db/schema.js';
import { badRequest } from '../../lib/errors.js';
import type { AuditAction } from './record.js';
import type { Static } from 'typebox';
import type { AuditEntrySchema } from '../../schemas/audit.js';
import type { Refs } from '../../schemas/refs.js';

export interface AuditFilter {
  /** Entries where this membership acted or was acted upon. */
  member_id?: string;
  action?: AuditAction;
  /** From this day or instant (inclusive); a bare date means its start, UTC. */
  from?: string;
  /** Up to this day or instant (inclusive); a bare date means its end, UTC. */
  to?: string;
}

/** One entry of the trail as its schema (`AuditEntry`) says. */
export type AuditItem = Static<typeof AuditEntrySchema, Refs>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function bound(raw: string | undefined, field: 'from' | 'to'): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  const text = DAY.test(raw) ? `${raw}T${field === 'from' ? '00:00:00.000' : '23:59:59.999'}Z` : raw;
  const time = new Date(text);
  if (Number.isNaN(time.getTime())) throw badRequest(`"${raw}" is not a date: use YYYY-MM-DD or an ISO 8601 date and time.`);
  return time.toISOString();
}

type AuditQuery = SelectQueryBuilder<Database & { a: AuditLogTable }, 'a', object>;

function filtered(db: Kysely<Database>, companyId: string, filter: AuditFilter): AuditQuery {
  const from = bound(filter.from, 'from');
  const to = bound(filter.to, 'to');
  if (from && to && from > to) throw badRequest('The start of the period is after its end: swap the two dates.');
  let query = db.selectFrom('audit_log as a').where('a.company_id', '=', companyId);
  if (filter.member_id) {
    const member = filter.member_id;
    query = query.where((eb) =>
      eb.or([eb('a.actor_id', '=', member), eb.and([eb('a.target_type', '=', 'member'), eb('a.target_id', '=', member)])]),
    );
  }
  if (filter.action) query = query.where('a.action', '=', filter.action);
  if (from) query = query.where('a.created_at', '>=', from);
  if (to) query = query.where('a.created_at', '<=', to);
  return query;
}

function rows(query: AuditQuery) {
  return query
    .leftJoin('user_company as m', 'm.id', 'a.actor_id')
    .leftJoin('users as u', 'u.id', 'm.user_id')
    .select([
      'a.id',
      'a.action',
      'a.created_at',
      'a.actor_id',
      'a.target_type',
      'a.target_id',
      'a.target_name',
      'a.detail',
      'a.ip',
      'a.user_agent',
    ])
    .select(['m.role', 'u.first_name', 'u.last_name', 'u.email'])
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc');
}

type Row = Awaited<ReturnType<ReturnType<typeof rows>['execute']>>[number];

const item = (row: Row): AuditItem => ({
  id: row.id,
  // Only recordAudit writes the table, and only AUDIT_ACTIONS.
  action: row.action as AuditAction,
  created_at: row.created_at,
  actor:
    row.actor_id && row.role
      ? {
          id: row.actor_id,
          full_name: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim(),
          email: row.email ?? '',
          role: row.role,
        }
      : null,
  target: row.target_type ? { type: row.target_type, id: row.target_id, name: row.target_name } : null,
  detail: JSON.parse(row.detail) as Record<string, unknown>,
  ip: row.ip,
  user_agent: row.user_agent,
});

/** One page of a company's audit trail, newest first. The caller has checked that the reader is an admin. */
export async function listAudit(db: Kysely<Database>, companyId: string, filter: AuditFilter, page: number, size: number) {
  const query = filtered(db, companyId, filter);
  const total = Number((await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const found = await rows(query)
    .limit(size)
    .offset((page - 1) * size)
    .execute();
  return { items: found.map(item), total, page, size, pages: Math.ceil(total / size) };
}

/** Every matching entry, newest first, read in batches so an export of any length holds one batch in memory. */
export async function* auditEntries(
  db: Kysely<Database>,
  companyId: string,
  filter: AuditFilter,
  batch = 500,
): AsyncGenerator<AuditItem> {
  const query = filtered(db, companyId, filter);
  let after: { created_at: string; id: string } | null = null;
  for (;;) {
    const last: { created_at: string; id: string } | null = after;
    const page: Row[] = await rows(
      last
        ? query.where((eb) =>
            eb.or([
              eb('a.created_at', '<', last.created_at),
              eb.and([eb('a.created_at', '=', last.created_at), eb('a.id', '<', last.id)]),
            ]),
          )
        : query,
    )
      .limit(batch)
      .execute();
    for (const row of page) yield item(row);
    if (page.length < batch) return;
    const tail: Row = page[page.length - 1]!;
    after = { created_at: tail.created_at, id: tail.id };
  }
}

/** Deletes entries older than the retention period; answers how many went. */
export async function pruneAudit(db: Kysely<Database>, olderThan: Date): Promise<number> {
  const result = await db.deleteFrom('audit_log').where('created_at', '<', olderThan.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
