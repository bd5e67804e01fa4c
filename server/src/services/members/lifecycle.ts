import type { Db, DialectName } from '../../db/connect.js';
import type { Membership, MemberEventType, Role } from '../../db/schema.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { nowIso } from '../../lib/ids.js';
import { fullName, findMember, findMemberInReach, type MemberView } from './queries.js';
import { recordMemberEvent, type RecordedMemberEvent } from './events.js';
import { may, ROLES, ruleOf, scopeOf, UPLINE_ROLE, type Actor } from '../../policy/index.js';
import type { ServiceContext } from '../context.js';
import { recordAudit, type AuditAction } from '../audit/index.js';

export { recordMemberEvent } from './events.js';

/**
 * What a change did — the member as it is now, the history entry written, and the memberships it
 * concerns (the member, their old and new upline) — so that a caller can tell those people about it.
 * `event` is null when nothing changed (a reassign to the current upline).
 */
export interface MemberChange {
  type: MemberEventType;
  member: MemberView;
  event: RecordedMemberEvent | null;
  concerns: string[];
}

export const NOT_FOUND = 'This member does not exist or is not one of yours.';

const PLURAL: Record<Role, string> = { admin: 'admins', marketer: 'marketers', agent: 'agents', client: 'clients' };
const counted = (n: number, role: Role) => `${n} ${n === 1 ? role : PLURAL[role]}`;
const article = (role: Role) => (role === 'admin' || role === 'agent' ? 'an' : 'a');

function listed(parts: string[]): string {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** Loads the target inside a transaction, checking reach (404) and the right to archive/restore (403). */
async function manageableTarget(trx: Db, actor: Actor, memberId: string, verb: string): Promise<MemberView> {
  const target = await findMemberInReach(trx, actor, memberId);
  if (!target) throw notFound(NOT_FOUND);
  if (!(await may(trx, actor, 'manage', target.id))) {
    throw forbidden(
      actor.role === 'client'
        ? `Clients cannot ${verb} members.`
        : `You can only ${verb} the ${actor.role === 'marketer' ? 'agents' : 'clients'} you invited.`,
    );
  }
  return target;
}

/** On PostgreSQL, locks the company's active admins so two admins cannot archive each other at once. */
async function activeAdminIds(trx: Db, dialect: DialectName, companyId: string): Promise<string[]> {
  const query = trx
    .selectFrom('user_company')
    .select('id')
    .where('company_id', '=', companyId)
    .where('role', '=', 'admin')
    .where('status', '=', 'active');
  const rows = await (dialect === 'postgres' ? query.forUpdate() : query).execute();
  return rows.map((r) => r.id);
}

function auditMember(
  trx: Db,
  actor: Actor,
  action: AuditAction,
  target: { id: string; full_name: string; role: Role },
  detail: Record<string, unknown> = {},
) {
  return recordAudit(
    { db: trx },
    {
      companyId: actor.companyId,
      actorId: actor.membershipId,
      action,
      target: { type: 'member', id: target.id, name: target.full_name },
      detail: { role: target.role, ...detail },
      source: actor.source,
    },
  );
}

/**
 * Why a member with active downline cannot be archived yet, pointing only at what the actor can do:
 * reassign the downline when the policy table lets them move it, or ask an admin otherwise.
 */
async function downlineInTheWay(trx: Db, actor: Actor, target: MemberView, downline: string): Promise<string> {
  const first = await trx
    .selectFrom('user_company')
    .select('id')
    .where('invited_by_id', '=', target.id)
    .where('status', '=', 'active')
    .where('id', '!=', actor.membershipId)
    .executeTakeFirst();
  if (!first || !(await may(trx, actor, 'reassign', first.id))) {
    return `This ${target.role} still has ${downline}. Ask an admin to move them to another ${target.role}; then you can archive this ${target.role}.`;
  }
  const others = await trx
    .selectFrom('user_company as m')
    .select('m.id')
    .where('m.company_id', '=', actor.companyId)
    .where('m.role', '=', target.role)
    .where('m.status', '=', 'active')
    .where('m.id', '!=', target.id)
    .where((eb) => scopeOf(actor, 'see')(eb))
    .limit(1)
    .execute();
  if (others.length === 0) {
    return `This ${target.role} still has ${downline}, and there is no other active ${target.role} of yours to move them to. Invite another ${target.role} first, then reassign them.`;
  }
  return `Reassign this ${target.role}'s ${downline} to another ${target.role} before archiving them: open each one and choose Reassign.`;
}

/** Who may move members, in words, from the policy table (for a refusal). */
function whoMayReassign(actor: Actor): string {
  if (actor.role === 'marketer') return "You can move only your agents' clients, to another of your agents.";
  const roles = ROLES.filter((role) => ruleOf(role, 'reassign').relations.length > 0).map((role) => PLURAL[role]);
  return `Only ${listed(roles)} can move members to another upline.`;
}

/**
 * Archives a member: they can no longer sign in, their refresh tokens are revoked at once (the auth
 * plugin already refuses their access tokens), and everything they own is kept for a restore.
 */
export async function archiveMember(
  deps: Pick<ServiceContext, 'db' | 'dbDialect' | 'sessions'>,
  actor: Actor,
  memberId: string,
): Promise<MemberChange> {
  if (memberId === actor.membershipId) {
    throw badRequest('You cannot archive yourself. Ask another admin, or your upline, to do it.');
  }
  const event = await deps.db.transaction().execute(async (trx) => {
    const target = await manageableTarget(trx, actor, memberId, 'archive');
    if (target.status === 'archived') throw conflict('This member is already archived.');

    const downline = await trx
      .selectFrom('user_company')
      .select((eb) => ['role', eb.fn.countAll().as('n')])
      .where('invited_by_id', '=', target.id)
      .where('status', '=', 'active')
      .groupBy('role')
      .execute();
    if (downline.length > 0) {
      const parts = downline
        .map((d) => ({ role: d.role, n: Number(d.n) }))
        .sort((a, b) => Object.keys(PLURAL).indexOf(a.role) - Object.keys(PLURAL).indexOf(b.role))
        .map((d) => counted(d.n, d.role));
      throw conflict(await downlineInTheWay(trx, actor, target, listed(parts)));
    }
    if (target.role === 'admin') {
      const admins = await activeAdminIds(trx, deps.dbDialect, actor.companyId);
      if (admins.filter((id) => id !== target.id).length === 0) {
        throw conflict('This is the last active admin of the company. Make another member an admin before archiving them.');
      }
    }

    const updated = await trx
      .updateTable('user_company')
      .set({ status: 'archived', archived_at: nowIso() })
      .where('id', '=', target.id)
      .where('status', '=', 'active')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw conflict('This member is already archived.');
    await deps.sessions.revokeAll(target.id, trx);
    await auditMember(trx, actor, 'member.archived', target);
    return recordMemberEvent(trx, {
      companyId: actor.companyId,
      memberId: target.id,
      actorId: actor.membershipId,
      type: 'archived',
    });
  });
  const member = await findMember(deps.db, actor.companyId, memberId);
  return {
    type: 'archived',
    member: member!,
    event,
    concerns: [memberId, ...(member!.invited_by_id ? [member!.invited_by_id] : [])],
  };
}

/**
 * Restores an archived member (same permission as archiving). A member whose upline is archived stays
 * archived until that upline is restored or the member is reassigned: they would otherwise hang under
 * someone who cannot act for them.
 */
export async function restoreMember(
  deps: Pick<ServiceContext, 'db' | 'dbDialect' | 'sessions'>,
  actor: Actor,
  memberId: string,
): Promise<MemberChange> {
  const event = await deps.db.transaction().execute(async (trx) => {
    const target = await manageableTarget(trx, actor, memberId, 'restore');
    if (target.status === 'active') throw conflict('This member is already active.');
    if (target.invited_by_id) {
      const upline = await trx
        .selectFrom('user_company as m')
        .innerJoin('users as u', 'u.id', 'm.user_id')
        .select(['m.status', 'm.role', 'u.first_name', 'u.last_name'])
        .where('m.id', '=', target.invited_by_id)
        .executeTakeFirstOrThrow();
      if (upline.status !== 'active') {
        throw conflict(
          `${target.full_name}'s upline, ${fullName(upline.first_name, upline.last_name)}, is archived. Restore that ${upline.role} or reassign ${target.full_name} to an active ${UPLINE_ROLE[target.role]} first.`,
        );
      }
    }
    const updated = await trx
      .updateTable('user_company')
      .set({ status: 'active', archived_at: null })
      .where('id', '=', target.id)
      .where('status', '=', 'archived')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw conflict('This member is already active.');
    // Tokens issued before the archive must not come back to life with the membership.
    await deps.sessions.revokeAll(target.id, trx);
    await auditMember(trx, actor, 'member.restored', target);
    return recordMemberEvent(trx, {
      companyId: actor.companyId,
      memberId: target.id,
      actorId: actor.membershipId,
      type: 'restored',
    });
  });
  const member = await findMember(deps.db, actor.companyId, memberId);
  return {
    type: 'restored',
    member: member!,
    event,
    concerns: [memberId, ...(member!.invited_by_id ? [member!.invited_by_id] : [])],
  };
}

type UplineRow = Pick<Membership, 'id' | 'role' | 'status' | 'invited_by_id'> & { first_name: string; last_name: string };

async function loadUpline(trx: Db, companyId: string, id: string): Promise<UplineRow | undefined> {
  return trx
    .selectFrom('user_company as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.id', 'm.role', 'm.status', 'm.invited_by_id', 'u.first_name', 'u.last_name'])
    .where('m.id', '=', id)
    .where('m.company_id', '=', companyId)
    .executeTakeFirst();
}

/**
 * Moves a member (with their own downline, content and history) under another upline of the right
 * role: marketer → admin, agent → marketer, client → agent; an admin goes under another admin or to the
 * top (null), never under their own downline. Who may move whom is the policy table's `reassign` (admins
 * anyone; a marketer their agents' clients), and the new upline must be someone the actor sees. Archived members can be moved too, which is
 * how one restores a member whose upline stays archived.
 */
export async function reassignMember(
  deps: Pick<ServiceContext, 'db' | 'dbDialect' | 'sessions'>,
  actor: Actor,
  memberId: string,
  newUplineId: string | null,
): Promise<MemberChange> {
  if (!(await may(deps.db, actor, 'reassign', memberId))) {
    if (await findMemberInReach(deps.db, actor, memberId)) {
      throw forbidden(memberId === actor.membershipId ? 'You cannot move yourself; ask another admin.' : whoMayReassign(actor));
    }
    throw notFound(NOT_FOUND);
  }
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const target = await findMember(trx, actor.companyId, memberId);
    if (!target) throw notFound(NOT_FOUND);
    const wanted = UPLINE_ROLE[target.role];
    if (newUplineId === null) {
      if (target.role !== 'admin') throw badRequest(`A ${target.role} needs an upline: choose an active ${wanted}.`);
    } else if (newUplineId === target.id) {
      throw badRequest('A member cannot be their own upline.');
    }
    const upline = newUplineId === null ? null : await loadUpline(trx, actor.companyId, newUplineId);
    if (newUplineId !== null) {
      if (!upline || upline.status !== 'active') throw badRequest('The new upline must be an active member of your company.');
      if (!(await may(trx, actor, 'see', upline.id))) {
        throw badRequest(`You can only move ${PLURAL[target.role]} to ${PLURAL[wanted]} of your own.`);
      }
      if (upline.role !== wanted) {
        throw badRequest(
          `${article(target.role) === 'an' ? 'An' : 'A'} ${target.role} can only be placed under ${article(wanted)} ${wanted}; ${fullName(upline.first_name, upline.last_name)} is ${article(upline.role)} ${upline.role}.`,
        );
      }
      // Admins form chains among themselves: refuse a move that would make a loop.
      let cursor: string | null = upline.invited_by_id;
      for (let hops = 0; cursor && hops < 10_000; hops += 1) {
        if (cursor === target.id) throw badRequest('An admin cannot be placed under someone they brought in themselves.');
        cursor = (await loadUpline(trx, actor.companyId, cursor))?.invited_by_id ?? null;
      }
    }
    if (target.invited_by_id === newUplineId) return { event: null, from: target.invited_by_id };

    const previous = target.invited_by_id ? await loadUpline(trx, actor.companyId, target.invited_by_id) : undefined;
    await trx.updateTable('user_company').set({ invited_by_id: newUplineId }).where('id', '=', target.id).execute();
    const summary = (row: UplineRow | null | undefined) =>
      row ? { id: row.id, full_name: fullName(row.first_name, row.last_name), role: row.role } : null;
    await auditMember(trx, actor, 'member.reassigned', target, { from: summary(previous), to: summary(upline) });
    const event = await recordMemberEvent(trx, {
      companyId: actor.companyId,
      memberId: target.id,
      actorId: actor.membershipId,
      type: 'reassigned',
      detail: { from: summary(previous), to: summary(upline) },
    });
    return { event, from: target.invited_by_id };
  });
  const member = await findMember(deps.db, actor.companyId, memberId);
  const concerns = [memberId, outcome.from, newUplineId].filter((id): id is string => typeof id === 'string');
  return { type: 'reassigned', member: member!, event: outcome.event, concerns: [...new Set(concerns)] };
}
