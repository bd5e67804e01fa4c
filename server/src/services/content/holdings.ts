import type { ExpressionBuilder } from 'kysely';
import type { Static } from 'typebox';
import type { Db } from '../../db/connect.js';
import type { Database, Role } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { scopeOf } from '../../policy/index.js';
import type { Actor } from '../../policy/actor.js';
import type { HoldingSchema } from '../../schemas/content/engagement.js';
import type { Refs } from '../../schemas/refs.js';
import type { DeliveryRecorder } from './delivery-record.js';
import { statesOf } from './lifecycle.js';
import { NO_RULES, qualificationRefusal, rulesOf } from './qualification.js';

/**
 * What one member holds of the company's materials and whether they opened it (docs/distribution.md,
 * "Engagement"): the copies in their "shared with me", each with its state as its holder meets it
 * (recalled, expired, a version not approved, withheld by their licence or state) and their first and
 * last open. Read by whoever the policy table lets `readEngagement` the member (an agent: their
 * clients). Two statements per page whatever its size: the member with the count, then the page, each
 * row's original, version and opens joined in (the opens from the delivery record's index).
 */

export type Holding = Static<typeof HoldingSchema, Refs>;

export const NOT_IN_REACH = 'This member is not in your part of the company.';
const OPENS = ['opened', 'previewed', 'downloaded'] as const;

type CopyEb = ExpressionBuilder<Database & { c: Database['material'] }, 'c'>;

/** The member's copies (linked to an original) in their "shared with me", opened or not as asked. */
function heldBy(eb: CopyEb, opened: 'yes' | 'no' | undefined) {
  const conditions = [eb('c.space', '=', 'shared'), eb('c.link', '=', 'copy'), eb('c.origin_id', 'is not', null)];
  if (opened) {
    const opens = eb
      .selectFrom('material_event as e')
      .select('e.id')
      .whereRef('e.origin_id', '=', 'c.origin_id')
      .whereRef('e.member_id', '=', 'c.owner_id')
      .where('e.kind', 'in', OPENS);
    conditions.push(opened === 'yes' ? eb.exists(opens) : eb.not(eb.exists(opens)));
  }
  return eb.and(conditions);
}

export interface HoldingsPage {
  member: { id: string; full_name: string; role: Role };
  items: Holding[];
  total: number;
  page: number;
  size: number;
  pages: number;
}

export async function memberHoldings(
  db: Db,
  recorder: DeliveryRecorder,
  actor: Actor,
  memberId: string,
  query: { page: number; size: number; opened?: 'yes' | 'no' | undefined },
): Promise<HoldingsPage> {
  const { page, size, opened } = query;
  // What this process holds is written first: a reader sees the opens they were just told about.
  await recorder.flush();
  const member = await db
    .selectFrom('user_company as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select((eb) => [
      'm.id',
      'm.role',
      'u.first_name',
      'u.last_name',
      'u.email',
      'u.state',
      'u.has_security_license',
      eb
        .selectFrom('material as c')
        .select((c) => c.fn.countAll<number | string>().as('n'))
        .whereRef('c.owner_id', '=', 'm.id')
        .where((c) => heldBy(c, opened))
        .as('total'),
    ])
    .where('m.id', '=', memberId)
    .where((eb) => scopeOf(actor, 'readEngagement')(eb))
    .executeTakeFirst();
  if (!member) throw notFound(NOT_IN_REACH);
  const total = Number(member.total ?? 0);
  const fullName = `${member.first_name} ${member.last_name}`.trim();
  const head = {
    member: { id: member.id, full_name: fullName, role: member.role },
    total,
    page,
    size,
    pages: Math.ceil(total / size),
  };
  if (total === 0 || (page - 1) * size >= total) return { ...head, items: [] };

  const opensOf = (eb: CopyEb) =>
    eb
      .selectFrom('material_event as e')
      .whereRef('e.origin_id', '=', 'c.origin_id')
      .whereRef('e.member_id', '=', 'c.owner_id')
      .where('e.kind', 'in', OPENS);
  const rows = await db
    .selectFrom('material as c')
    .leftJoin('material as o', 'o.id', 'c.origin_id')
    .leftJoin('material_version as v', (j) => j.onRef('v.material_id', '=', 'c.origin_id').onRef('v.number', '=', 'c.version'))
    .leftJoin('user_company as sm', 'sm.id', 'c.shared_by_id')
    .leftJoin('users as su', 'su.id', 'sm.user_id')
    .select((eb) => [
      'c.id',
      'c.origin_id',
      'c.title',
      'c.content_type',
      'c.version',
      'c.created_at',
      'c.view_only',
      'c.no_resend',
      'o.use_until',
      'o.withdrawn_at',
      'o.requires_license',
      'o.allowed_states',
      'v.state as version_state',
      'su.first_name as sender_first',
      'su.last_name as sender_last',
      opensOf(eb)
        .select((e) => e.fn.min('e.at').as('x'))
        .as('first_open'),
      opensOf(eb)
        .select((e) => e.fn.max('e.at').as('x'))
        .as('last_open'),
      opensOf(eb)
        .select((e) => e.fn.countAll<number | string>().as('x'))
        .as('opens'),
    ])
    .where('c.owner_id', '=', member.id)
    .where('c.company_id', '=', actor.companyId)
    .where((eb) => heldBy(eb, opened))
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id')
    .limit(size)
    .offset((page - 1) * size)
    .execute();

  const holder = {
    id: member.id,
    role: member.role,
    fullName,
    email: member.email,
    license: Number(member.has_security_license ?? 0) === 1,
    state: member.state,
  };
  const items = rows.map((r): Holding => {
    // An original that was deleted (kept for the record) has no row: no rules, no dates.
    const rules =
      r.requires_license === null
        ? NO_RULES
        : rulesOf({ requires_license: r.requires_license, allowed_states: r.allowed_states, watermark_clients: 0 });
    const states: Holding['states'] = statesOf({
      title: r.title,
      holdsOrigin: false,
      versionState: r.version_state,
      useUntil: r.use_until,
      withdrawnAt: r.withdrawn_at,
      withdrawnReason: null,
      approvedById: null,
      approvedAt: null,
      rules,
      viewOnly: false,
      noResend: false,
    });
    const withheld = qualificationRefusal(r.title, rules, holder, false);
    if (withheld) states.push('withheld');
    return {
      copy_id: r.id,
      origin_id: r.origin_id!,
      title: r.title,
      content_type: r.content_type,
      version: r.version,
      received_at: r.created_at,
      sent_by: r.sender_first !== null ? `${r.sender_first} ${r.sender_last ?? ''}`.trim() : null,
      view_only: Number(r.view_only) === 1,
      no_resend: Number(r.no_resend) === 1,
      states,
      withheld_reason: withheld,
      version_state: r.version_state,
      use_until: r.use_until,
      first_open: r.first_open === null ? null : String(r.first_open),
      last_open: r.last_open === null ? null : String(r.last_open),
      opens: Number(r.opens ?? 0),
    };
  });
  return { ...head, items };
}
