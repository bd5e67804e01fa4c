import type { Db } from '../../db/connect.js';
import type { MemberEventType } from '../../db/schema.js';
import { newOrderedId, nowIso } from '../../lib/ids.js';

export type MemberEventDetail = Record<string, unknown>;

export interface NewMemberEvent {
  companyId: string;
  /** The membership the event is about. */
  memberId: string;
  /** Who did it; null when the system did. */
  actorId: string | null;
  type: MemberEventType;
  detail?: MemberEventDetail;
  /** When it happened, if not now (an invitation is recorded when its link is used, dated when it was sent). */
  createdAt?: string;
}

export interface RecordedMemberEvent extends Required<NewMemberEvent> {
  id: string;
  createdAt: string;
}

/**
 * Writes one entry of a member's history. Pass the transaction that makes the change, so the change and
 * its record commit together. Invitations call this with 'invited' and 'joined'.
 */
export async function recordMemberEvent(db: Db, event: NewMemberEvent): Promise<RecordedMemberEvent> {
  const recorded: RecordedMemberEvent = { detail: {}, ...event, id: newOrderedId(), createdAt: event.createdAt ?? nowIso() };
  await db
    .insertInto('member_event')
    .values({
      id: recorded.id,
      company_id: recorded.companyId,
      member_id: recorded.memberId,
      actor_id: recorded.actorId,
      type: recorded.type,
      detail: JSON.stringify(recorded.detail),
      created_at: recorded.createdAt,
    })
    .execute();
  return recorded;
}

export interface MemberHistoryItem {
  id: string;
  type: MemberEventType;
  member_id: string;
  actor: { id: string; full_name: string; role: string } | null;
  detail: MemberEventDetail;
  created_at: string;
}

/** A member's history, newest first. The caller has checked that the member is within reach. */
export async function listMemberEvents(db: Db, memberId: string, page: number, size: number) {
  const total = Number(
    (
      await db
        .selectFrom('member_event')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('member_id', '=', memberId)
        .executeTakeFirstOrThrow()
    ).n,
  );
  const rows = await db
    .selectFrom('member_event as e')
    .leftJoin('user_company as a', 'a.id', 'e.actor_id')
    .leftJoin('users as au', 'au.id', 'a.user_id')
    .select([
      'e.id',
      'e.type',
      'e.member_id',
      'e.actor_id',
      'e.detail',
      'e.created_at',
      'a.role as actor_role',
      'au.first_name',
      'au.last_name',
    ])
    .where('e.member_id', '=', memberId)
    .orderBy('e.created_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(size)
    .offset((page - 1) * size)
    .execute();
  const items: MemberHistoryItem[] = rows.map((row) => ({
    id: row.id,
    type: row.type,
    member_id: row.member_id,
    actor:
      row.actor_id && row.actor_role
        ? { id: row.actor_id, full_name: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim(), role: row.actor_role }
        : null,
    detail: JSON.parse(row.detail) as MemberEventDetail,
    created_at: row.created_at,
  }));
  return { items, total, page, size, pages: Math.ceil(total / size) };
}
