import type { Db } from '../db/connect.js';
import type { Actor } from './actor.js';
import { allows, type TargetFacts } from '../contract/policy.js';
import type { Action } from './table.js';

/** Reads what the decision needs about the targets — their upline chain and the actor's upline — in one query. */
async function targetFacts(db: Db, actor: Actor, ids: readonly string[]): Promise<Map<string, TargetFacts>> {
  const facts = new Map<string, TargetFacts>();
  if (ids.length === 0) return facts;
  const rows = await db
    .selectFrom('user_company as t')
    .leftJoin('user_company as p1', 'p1.id', 't.invited_by_id')
    .leftJoin('user_company as p2', 'p2.id', 'p1.invited_by_id')
    .select((eb) => [
      't.id',
      't.role',
      't.status',
      't.company_id',
      't.invited_by_id as up1',
      'p1.invited_by_id as up2',
      'p2.invited_by_id as up3',
      eb.selectFrom('user_company as a').select('a.invited_by_id').where('a.id', '=', actor.membershipId).as('actor_upline'),
    ])
    .where('t.id', 'in', ids)
    .where('t.company_id', '=', actor.companyId)
    .execute();
  for (const row of rows) {
    facts.set(row.id, {
      id: row.id,
      role: row.role,
      status: row.status,
      companyId: row.company_id,
      uplines: [row.up1, row.up2, row.up3],
      actorUplineId: row.actor_upline ?? null,
    });
  }
  return facts;
}

/** The target evaluator: whether `actor` may do `action` to the member `targetId` (false when it does not exist here). */
export async function may(db: Db, actor: Actor, action: Action, targetId: string): Promise<boolean> {
  const facts = (await targetFacts(db, actor, [targetId])).get(targetId);
  return facts !== undefined && allows(actor, action, facts);
}

/** The same for many targets at once, in one query: the ids the actor may not act on. */
export async function refused(db: Db, actor: Actor, action: Action, targetIds: readonly string[]): Promise<string[]> {
  const facts = await targetFacts(db, actor, targetIds);
  return targetIds.filter((id) => {
    const target = facts.get(id);
    return !target || !allows(actor, action, target);
  });
}
