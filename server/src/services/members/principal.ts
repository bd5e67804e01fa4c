import type { Db } from '../../db/connect.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { requireInCompany } from '../../policy/index.js';
import type { Actor } from '../../policy/actor.js';
import { MATERIAL_POLICY, type MaterialRelation } from '../../policy/table.js';
import { recordAudit } from '../audit/index.js';
import { NOT_FOUND } from './lifecycle.js';
import { findMemberInReach, withDetails, type MemberDetails } from './queries.js';

/**
 * Marks a member as a principal (an approver of materials) or unmarks them: only the roles the policy
 * table lets approve as principals can be marked; the change is in the audit trail.
 */
export async function markPrincipal(db: Db, actor: Actor, memberId: string, principal: boolean): Promise<MemberDetails> {
  requireInCompany(actor, 'markPrincipal', 'Only admins mark members as principals.');
  const member = await findMemberInReach(db, actor, memberId);
  if (!member) throw notFound(NOT_FOUND);
  const relations: readonly MaterialRelation[] = MATERIAL_POLICY.approveMaterial[member.role];
  if (principal && !relations.includes('principal'))
    throw badRequest(
      member.role === 'client'
        ? 'A client cannot be a principal: principals approve what reaches clients.'
        : 'Admins approve materials already; only marketers and agents are marked as principals.',
    );
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('user_company')
      .set({ principal: principal ? 1 : 0 })
      .where('id', '=', member.id)
      .execute();
    await recordAudit(
      { db: trx },
      {
        companyId: actor.companyId,
        actorId: actor.membershipId,
        action: 'member.principal_changed',
        target: { type: 'member', id: member.id, name: member.full_name },
        detail: { principal },
        source: actor.source,
      },
    );
  });
  return withDetails(db, member);
}
