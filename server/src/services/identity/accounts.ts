import type { Db } from '../../db/connect.js';
import type { Membership, Role } from '../../db/schema.js';
import { conflict } from '../../lib/errors.js';
import { newId, nowIso } from '../../lib/ids.js';
import { normalizeEmail } from './email-address.js';

export const EMAIL_TAKEN = 'An account with this email address already exists. Sign in instead.';

/** The personal fields a new member fills in (sign-up and company registration). */
export interface PersonFields {
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  address: string;
  national_producer_number?: string;
  has_security_license?: boolean;
  gender?: string;
  state?: string;
}

export async function emailTaken(db: Db, email: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('email', '=', normalizeEmail(email)).executeTakeFirst();
  return row !== undefined;
}

export async function assertEmailFree(db: Db, email: string): Promise<void> {
  if (await emailTaken(db, email)) throw conflict(EMAIL_TAKEN);
}

/** Creates a user and their membership; call inside the transaction that consumed the invitation. */
export async function createAccount(
  trx: Db,
  person: PersonFields,
  passwordHash: string,
  membership: { companyId: string; role: Role; invitedById: string | null; avatar?: string | null },
): Promise<Membership> {
  await assertEmailFree(trx, person.email);
  const now = nowIso();
  const userId = newId();
  await trx
    .insertInto('users')
    .values({
      id: userId,
      email: normalizeEmail(person.email),
      first_name: person.first_name.trim(),
      last_name: person.last_name.trim(),
      phone: person.phone.trim(),
      address: person.address.trim(),
      password_hash: passwordHash,
      national_producer_number: person.national_producer_number?.trim() || null,
      has_security_license: person.has_security_license === undefined ? null : Number(person.has_security_license),
      gender: person.gender?.trim() || null,
      state: person.state?.trim() || null,
      avatar: membership.avatar ?? null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const row: Membership = {
    id: newId(),
    user_id: userId,
    company_id: membership.companyId,
    role: membership.role,
    invited_by_id: membership.invitedById,
    status: 'active',
    archived_at: null,
    created_at: now,
    content_version: 0,
    tokens_valid_after: 0,
    principal: 0,
  };
  await trx.insertInto('user_company').values(row).execute();
  return row;
}
