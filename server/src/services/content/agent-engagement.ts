import type { ExpressionBuilder } from 'kysely';
import type { Static } from 'typebox';
import type { Db } from '../../db/connect.js';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { scopeOf } from '../../policy/index.js';
import type { Actor } from '../../policy/actor.js';
import type { AgentEngagementSchema } from '../../schemas/content/engagement.js';
import type { Refs } from '../../schemas/refs.js';
import type { DeliveryRecorder } from './delivery-record.js';
import { NOT_IN_REACH } from './holdings.js';

/**
 * A marketer's roll-up (docs/distribution.md, "Engagement"): for each of their active agents, the
 * materials the marketer sent them — how many, how many the agent opened, how many not yet — and the
 * copies of those same materials the agent's clients hold, opened or not. The marketer reads their own;
 * an admin any marketer's (`readEngagement`, the policy table). Two statements per page: the marketer
 * with the count of their agents, then one row per agent with every figure as a correlated count on
 * the listing and delivery-record indexes.
 */

export type AgentEngagement = Static<typeof AgentEngagementSchema, Refs>;

export interface AgentEngagementPage {
  marketer: { id: string; full_name: string };
  items: AgentEngagement[];
  total: number;
  page: number;
  size: number;
  pages: number;
}

const OPENS = ['opened', 'previewed', 'downloaded'] as const;
type AgentEb = ExpressionBuilder<Database & { a: Database['user_company'] }, 'a'>;

export async function agentEngagement(
  db: Db,
  recorder: DeliveryRecorder,
  actor: Actor,
  query: { page: number; size: number; marketer_id?: string | undefined },
): Promise<AgentEngagementPage> {
  const { page, size } = query;
  const marketerId = query.marketer_id ?? actor.membershipId;
  await recorder.flush();
  const agentsOf = (eb: ExpressionBuilder<Database & { m: Database['user_company'] }, 'm'>) =>
    eb
      .selectFrom('user_company as a')
      .whereRef('a.invited_by_id', '=', 'm.id')
      .where('a.role', '=', 'agent')
      .where('a.status', '=', 'active');
  const marketer = await db
    .selectFrom('user_company as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select((eb) => [
      'm.id',
      'u.first_name',
      'u.last_name',
      agentsOf(eb)
        .select((a) => a.fn.countAll<number | string>().as('n'))
        .as('total'),
    ])
    .where('m.id', '=', marketerId)
    .where('m.role', '=', 'marketer')
    .where((eb) => scopeOf(actor, 'readEngagement')(eb))
    .executeTakeFirst();
  if (!marketer) throw notFound(NOT_IN_REACH);
  const total = Number(marketer.total ?? 0);
  const head = {
    marketer: { id: marketer.id, full_name: `${marketer.first_name} ${marketer.last_name}`.trim() },
    total,
    page,
    size,
    pages: Math.ceil(total / size),
  };
  if (total === 0 || (page - 1) * size >= total) return { ...head, items: [] };

  /** What the marketer sent this agent: copies in the agent's "shared with me" from the marketer (material_shared_by_idx). */
  const sentToAgent = (eb: AgentEb) =>
    eb
      .selectFrom('material as c')
      .whereRef('c.owner_id', '=', 'a.id')
      .where('c.space', '=', 'shared')
      .where('c.shared_by_id', '=', marketer.id)
      .where('c.link', '=', 'copy');
  /** The agent's clients' copies of those materials. */
  const heldByClients = (eb: AgentEb) =>
    eb
      .selectFrom('material as k')
      .innerJoin('user_company as cl', 'cl.id', 'k.owner_id')
      .whereRef('cl.invited_by_id', '=', 'a.id')
      .where('cl.role', '=', 'client')
      .where('k.space', '=', 'shared')
      .where('k.link', '=', 'copy')
      .where('k.origin_id', 'in', sentToAgent(eb).select('c.origin_id'));
  const rows = await db
    .selectFrom('user_company as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select((eb) => [
      'a.id',
      'u.first_name',
      'u.last_name',
      'u.email',
      sentToAgent(eb)
        .select((c) => c.fn.countAll<number | string>().as('n'))
        .as('sent'),
      sentToAgent(eb)
        .select((c) => c.fn.countAll<number | string>().as('n'))
        .where((c) =>
          c.exists(
            c
              .selectFrom('material_event as e')
              .select('e.id')
              .whereRef('e.origin_id', '=', 'c.origin_id')
              .whereRef('e.member_id', '=', 'c.owner_id')
              .where('e.kind', 'in', OPENS),
          ),
        )
        .as('opened'),
      heldByClients(eb)
        .select((k) => k.fn.countAll<number | string>().as('n'))
        .as('client_copies'),
      heldByClients(eb)
        .select((k) => k.fn.countAll<number | string>().as('n'))
        .where((k) =>
          k.exists(
            k
              .selectFrom('material_event as e')
              .select('e.id')
              .whereRef('e.origin_id', '=', 'k.origin_id')
              .whereRef('e.member_id', '=', 'k.owner_id')
              .where('e.kind', 'in', OPENS),
          ),
        )
        .as('client_opened'),
      eb
        .selectFrom('material_event as e')
        .select((e) => e.fn.max('e.at').as('x'))
        .where('e.origin_id', 'in', sentToAgent(eb).select('c.origin_id'))
        .where((e) =>
          e.or([
            e('e.member_id', '=', e.ref('a.id')),
            e('e.member_id', 'in', e.selectFrom('user_company as cl').select('cl.id').whereRef('cl.invited_by_id', '=', 'a.id')),
          ]),
        )
        .where('e.kind', 'in', OPENS)
        .as('last_open'),
    ])
    .where('a.invited_by_id', '=', marketer.id)
    .where('a.role', '=', 'agent')
    .where('a.status', '=', 'active')
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .orderBy('a.id')
    .limit(size)
    .offset((page - 1) * size)
    .execute();

  const reach = (sent: unknown, opened: unknown) => {
    const s = Number(sent ?? 0);
    const o = Number(opened ?? 0);
    return { sent: s, opened: o, pending: s - o };
  };
  return {
    ...head,
    items: rows.map((r) => ({
      agent: { id: r.id, full_name: `${r.first_name} ${r.last_name}`.trim(), email: r.email },
      materials: reach(r.sent, r.opened),
      clients: reach(r.client_copies, r.client_opened),
      last_open: r.last_open === null ? null : String(r.last_open),
    })),
  };
}
