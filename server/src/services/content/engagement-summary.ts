import { sql } from 'kysely';
import type { Static } from 'typebox';
import type { Db } from '../../db/connect.js';
import type { Role } from '../../db/schema.js';
import { requireInCompany } from '../../policy/index.js';
import type { Actor } from '../../policy/actor.js';
import type { EngagementSummarySchema, MaterialReachSchema } from '../../schemas/content/engagement.js';
import type { Refs } from '../../schemas/refs.js';
import type { DeliveryRecorder } from './delivery-record.js';
import { lifecycleClock } from './lifecycle.js';
import { qualificationRefusal, rulesOf } from './qualification.js';

/**
 * The admin's start page (docs/distribution.md, "Engagement"): what the company sent in the last days
 * and how much of it was opened, the most- and least-opened materials, what waits for approval, what
 * expired, was recalled or expires within 14 days, and the copies withheld from holders whose licence or
 * state does not qualify. Four statements whatever the company's size: the delivery record's sends of
 * the period ranked in one (company and time index, opens by the record's index), the counts in one,
 * the next expiries in one (origins with dates or rules: material_origin_states_idx), and the holders of
 * gated originals grouped by what decides their qualification in one (decided here by the one rule).
 */

export type EngagementSummary = Static<typeof EngagementSummarySchema, Refs>;
type MaterialReach = Static<typeof MaterialReachSchema, Refs>;

const DAY_MS = 86_400_000;
const EXPIRING_DAYS = 14;
const TOP = 5;
const origin = sql.lit<'origin'>('origin');

interface RankedRow {
  origin_id: string;
  title: string | null;
  recipients: number | string;
  opened: number | string;
  last_sent: string;
  by_recent: number | string;
  by_most: number | string;
  by_least: number | string;
  materials: number | string;
  all_recipients: number | string;
  all_opened: number | string;
}

/** The period's sends per original, ranked three ways in one statement (a member counted once per original). */
async function reachOf(db: Db, companyId: string, since: string, now: string) {
  const { rows } = await sql<RankedRow>`
    with sends as (
      select origin_id, member_id, max(at) as last_sent from material_event
      where company_id = ${companyId} and at >= ${since} and at <= ${now} and kind = ${sql.lit('sent')} and member_id is not null
      group by origin_id, member_id
    ), reach as (
      select s.origin_id, count(*) as recipients, max(s.last_sent) as last_sent,
        sum(case when exists (
          select 1 from material_event e where e.origin_id = s.origin_id and e.member_id = s.member_id
            and e.kind in (${sql.lit('opened')}, ${sql.lit('previewed')}, ${sql.lit('downloaded')})
        ) then 1 else 0 end) as opened
      from sends s group by s.origin_id
    ), ranked as (
      select r.origin_id, r.recipients, r.opened, r.last_sent,
        row_number() over (order by r.last_sent desc, r.origin_id) as by_recent,
        row_number() over (order by r.opened * 1.0 / r.recipients desc, r.opened desc, r.origin_id) as by_most,
        row_number() over (order by r.opened * 1.0 / r.recipients, r.recipients desc, r.origin_id) as by_least,
        count(*) over () as materials,
        sum(r.recipients) over () as all_recipients,
        sum(r.opened) over () as all_opened
      from reach r
    )
    select k.*, coalesce(o.title, (
      select v.title from material_version v where v.material_id = k.origin_id order by v.number desc limit 1
    )) as title
    from ranked k left join material o on o.id = k.origin_id
    where k.by_recent <= ${TOP} or k.by_most <= ${TOP} or k.by_least <= ${2 * TOP}`.execute(db);
  const item = (r: RankedRow): MaterialReach => {
    const recipients = Number(r.recipients);
    const opened = Number(r.opened);
    return {
      origin_id: r.origin_id,
      title: r.title ?? '',
      recipients,
      opened,
      open_rate: recipients === 0 ? 0 : opened / recipients,
      last_sent: String(r.last_sent),
    };
  };
  const by = (key: 'by_recent' | 'by_most' | 'by_least') => [...rows].sort((a, b) => Number(a[key]) - Number(b[key]));
  // Few materials are split between the two lists; many give five each, never one in both.
  const n = Number(rows[0]?.materials ?? 0);
  const mostCount = Math.min(TOP, Math.ceil(n / 2));
  const most = by('by_most').filter((r) => Number(r.by_most) <= mostCount);
  const inMost = new Set(most.map((r) => r.origin_id));
  const recipients = Number(rows[0]?.all_recipients ?? 0);
  const opened = Number(rows[0]?.all_opened ?? 0);
  return {
    sent: {
      materials: Number(rows[0]?.materials ?? 0),
      recipients,
      opened,
      open_rate: recipients === 0 ? null : opened / recipients,
    },
    recent: by('by_recent')
      .filter((r) => Number(r.by_recent) <= TOP)
      .map(item),
    most_opened: most.map(item),
    least_opened: by('by_least')
      .filter((r) => !inMost.has(r.origin_id))
      .slice(0, Math.min(TOP, n - mostCount))
      .map(item),
  };
}

/** Copies withheld now: the holders of gated originals, grouped by what decides it, each group decided once. */
async function withheldOf(db: Db, companyId: string) {
  const groups = await db
    .selectFrom('material as o')
    .innerJoin('material as c', 'c.origin_id', 'o.id')
    .innerJoin('user_company as m', 'm.id', 'c.owner_id')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select((eb) => [
      'o.id',
      'o.title',
      'o.requires_license',
      'o.allowed_states',
      'm.role',
      'u.state',
      'u.has_security_license',
      eb.fn.countAll<number | string>().as('copies'),
    ])
    .where('o.company_id', '=', companyId)
    .where('o.link', '=', origin)
    .where((eb) => eb.or([eb('o.requires_license', '=', sql.lit(1)), eb('o.allowed_states', 'is not', null)]))
    .where('c.link', '=', sql.lit('copy'))
    .whereRef('c.owner_id', '<>', 'o.owner_id')
    .where('m.role', 'in', ['agent', 'client'])
    .groupBy(['o.id', 'o.title', 'o.requires_license', 'o.allowed_states', 'm.role', 'u.state', 'u.has_security_license'])
    .execute();
  const perOrigin = new Map<string, { origin_id: string; title: string; copies: number }>();
  for (const g of groups) {
    const member = {
      id: '',
      role: g.role as Role,
      fullName: '',
      email: '',
      license: Number(g.has_security_license ?? 0) === 1,
      state: g.state,
    };
    if (!qualificationRefusal(g.title, rulesOf({ ...g, watermark_clients: 0 }), member, false)) continue;
    const entry = perOrigin.get(g.id) ?? { origin_id: g.id, title: g.title, copies: 0 };
    entry.copies += Number(g.copies);
    perOrigin.set(g.id, entry);
  }
  const materials = [...perOrigin.values()].sort((a, b) => b.copies - a.copies || a.title.localeCompare(b.title));
  return { copies: materials.reduce((n, m) => n + m.copies, 0), materials: materials.slice(0, TOP) };
}

export async function engagementSummary(
  db: Db,
  recorder: DeliveryRecorder,
  actor: Actor,
  days: number,
): Promise<EngagementSummary> {
  requireInCompany(actor, 'readCompanyEngagement', "Only admins read the company's engagement summary.");
  await recorder.flush();
  const nowMs = lifecycleClock.now();
  const now = new Date(nowMs).toISOString();
  const since = new Date(nowMs - days * DAY_MS).toISOString();
  const horizon = new Date(nowMs + EXPIRING_DAYS * DAY_MS).toISOString();
  const company = actor.companyId;
  const origins = () => db.selectFrom('material as o').where('o.company_id', '=', company).where('o.link', '=', origin);
  const count = () => sql<number | string>`count(*)`;

  const reach = await reachOf(db, company, since, now);
  const counts = await db
    .selectNoFrom([
      origins().select(count().as('n')).where('o.withdrawn_at', 'is not', null).as('withdrawn'),
      origins()
        .select(count().as('n'))
        .where('o.use_until', 'is not', null)
        .where('o.use_until', '<=', now)
        .where('o.withdrawn_at', 'is', null)
        .as('expired'),
      origins()
        .select(count().as('n'))
        .where('o.use_until', 'is not', null)
        .where('o.use_until', '>', now)
        .where('o.use_until', '<=', horizon)
        .where('o.withdrawn_at', 'is', null)
        .as('expiring'),
      db
        .selectFrom('material_version as v')
        .innerJoin('material as o', 'o.id', 'v.material_id')
        .select(count().as('n'))
        .where('v.company_id', '=', company)
        .where('v.state', '=', sql.lit('pending'))
        .where('o.withdrawn_at', 'is', null)
        .as('awaiting'),
    ])
    .executeTakeFirstOrThrow();
  const expiring = await origins()
    .select(['o.id', 'o.title', 'o.use_until'])
    .where('o.use_until', 'is not', null)
    .where('o.use_until', '>', now)
    .where('o.use_until', '<=', horizon)
    .where('o.withdrawn_at', 'is', null)
    .orderBy('o.use_until')
    .orderBy('o.id')
    .limit(10)
    .execute();
  return {
    since,
    ...reach,
    awaiting_approval: Number(counts.awaiting ?? 0),
    expired: Number(counts.expired ?? 0),
    withdrawn: Number(counts.withdrawn ?? 0),
    expiring: expiring.map((e) => ({ origin_id: e.id, title: e.title, use_until: e.use_until! })),
    expiring_total: Number(counts.expiring ?? 0),
    withheld: await withheldOf(db, company),
  };
}
