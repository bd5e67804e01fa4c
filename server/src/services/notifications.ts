import type { Db } from '../db/connect.js';
import type { Role } from '../db/schema.js';
import { newId, nowIso } from '../lib/ids.js';

export interface NewNotification {
  membershipId: string;
  type: string;
  title: string;
  body?: string;
  link?: string | null;
}

/** Stores a notification for a member (live delivery on the socket comes with the realtime adapter). */
export async function notify(db: Db, n: NewNotification): Promise<string> {
  const id = newId();
  await db
    .insertInto('notification')
    .values({ id, membership_id: n.membershipId, type: n.type, title: n.title, body: n.body ?? '', link: n.link ?? null, read_at: null, created_at: nowIso() })
    .execute();
  return id;
}

/** The SPA page about a member of a given role. */
export function memberPage(role: Role, membershipId: string): string {
  switch (role) {
    case 'marketer':
      return `/marketers/${membershipId}`;
    case 'agent':
      return `/materials/agent/${membershipId}`;
    case 'client':
      return `/clients/${membershipId}`;
    default:
      return '/marketers';
  }
}
