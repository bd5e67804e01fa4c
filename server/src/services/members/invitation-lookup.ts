import type { Db } from '../../db/connect.js';
import type { Invitation } from '../../db/schema.js';
import { badRequest } from '../../lib/errors.js';
import { hashSecret, nowIso } from '../../lib/ids.js';
import { normalizeEmail } from '../identity/email-address.js';
import type { Static } from 'typebox';
import type { InvitationDetailsSchema } from '../../schemas/members/invitation.js';
import type { Refs } from '../../schemas/refs.js';

export const INVITATION_INVALID = 'This invitation link is not valid any more. Ask the person who invited you to send a new one.';

/** What an invitation link shows before sign-up (the `InvitationDetails` schema). */
export type InvitationDetails = Static<typeof InvitationDetailsSchema, Refs>;

export interface ValidInvitation extends Invitation {
  company_name: string;
  inviter_name: string;
}

/**
 * The pending invitation proven by `token` for `email`, or a 400 — the same answer for an unknown email,
 * a wrong, used, revoked or expired token, or an inviter whose membership is archived.
 */
export async function findValidInvitation(db: Db, email: string, token: string): Promise<ValidInvitation> {
  const row = await db
    .selectFrom('invitation as i')
    .innerJoin('company as c', 'c.id', 'i.company_id')
    .innerJoin('user_company as m', 'm.id', 'i.inviter_id')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .selectAll('i')
    .select([
      'c.name as company_name',
      'u.first_name as inviter_first',
      'u.last_name as inviter_last',
      'm.status as inviter_status',
    ])
    .where('i.token_hash', '=', hashSecret(token))
    .executeTakeFirst();
  const valid =
    row !== undefined &&
    row.email === normalizeEmail(email) &&
    row.used_at === null &&
    row.revoked_at === null &&
    row.expires_at > nowIso() &&
    row.inviter_status === 'active';
  if (!valid) throw badRequest(INVITATION_INVALID);
  const { inviter_first, inviter_last, inviter_status: _status, ...invitation } = row;
  return { ...invitation, inviter_name: `${inviter_first} ${inviter_last}`.trim() };
}

export async function invitationDetails(db: Db, email: string, token: string): Promise<InvitationDetails> {
  const i = await findValidInvitation(db, email, token);
  return {
    email: i.email,
    role: i.role,
    company_name: i.company_name,
    inviter_name: i.inviter_name,
    first_name: i.first_name,
    last_name: i.last_name,
  };
}
