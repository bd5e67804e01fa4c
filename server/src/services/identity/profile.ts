import { invalidFields } from '../../lib/errors.js';
import { nowIso } from '../../lib/ids.js';
import type { AuthContext } from './auth-context.js';
import type { UserUpdate } from '../../db/schema.js';
import { avatars } from '../images/avatars.js';
import type { ServiceContext } from '../context.js';
import { assertNewPassword } from './password-policy.js';
import { hashPassword, verifyPassword } from './passwords.js';
import type { TokenPair } from './sessions.js';
import type { Upload } from '../images/stored-images.js';
import { getCurrentUser, type CurrentUser } from './users.js';

export interface ProfileChanges {
  first_name?: string;
  last_name?: string;
  phone?: string;
  address?: string;
  national_producer_number?: string | null;
  has_security_license?: boolean | null;
  gender?: string | null;
  state?: string | null;
}

const blankToNull = (value: string | null | undefined) => (value === undefined ? undefined : value?.trim() || null);

export async function updateProfile(ctx: ServiceContext, auth: AuthContext, changes: ProfileChanges): Promise<CurrentUser> {
  const set: UserUpdate = { updated_at: nowIso() };
  for (const key of ['first_name', 'last_name', 'phone', 'address'] as const) {
    const value = changes[key];
    if (value !== undefined) set[key] = value.trim();
  }
  for (const key of ['national_producer_number', 'gender', 'state'] as const) {
    const value = blankToNull(changes[key]);
    if (value !== undefined) set[key] = value;
  }
  if (changes.has_security_license !== undefined) {
    set.has_security_license = changes.has_security_license === null ? null : Number(changes.has_security_license);
  }
  await ctx.db.updateTable('users').set(set).where('id', '=', auth.userId).execute();
  return getCurrentUser(ctx.db, auth.membershipId, ctx.config.publicUrl);
}

export const WRONG_CURRENT_PASSWORD = 'The current password is incorrect.';

/**
 * Changes the password after checking the current one. Every session of the member ends — the other
 * devices sign in again — and this device gets a fresh token pair in the answer.
 */
export async function changePassword(
  ctx: ServiceContext,
  auth: AuthContext,
  input: { current_password: string; new_password: string; confirm_password: string },
): Promise<TokenPair> {
  const user = await ctx.db.selectFrom('users').select('password_hash').where('id', '=', auth.userId).executeTakeFirstOrThrow();
  if (!(await verifyPassword(user.password_hash, input.current_password))) {
    throw invalidFields(WRONG_CURRENT_PASSWORD, [{ field: 'current_password', message: WRONG_CURRENT_PASSWORD }]);
  }
  assertNewPassword(input.new_password, input.confirm_password, 'new_password');
  const passwordHash = await hashPassword(input.new_password);
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: nowIso() })
      .where('id', '=', auth.userId)
      .execute();
    await ctx.sessions.revokeAll(auth.membershipId, trx);
  });
  const membership = await ctx.db
    .selectFrom('user_company')
    .selectAll()
    .where('id', '=', auth.membershipId)
    .executeTakeFirstOrThrow();
  return ctx.sessions.start(membership);
}

/**
 * Replaces the avatar: the new bytes are durable before the row points to them; the replaced image
 * gives its blob reference back in the same transaction (the janitor removes its bytes later).
 */
export async function setAvatar(ctx: ServiceContext, auth: AuthContext, upload: Upload): Promise<CurrentUser> {
  await avatars.replace(ctx, upload, {
    read: async (trx) =>
      (await trx.selectFrom('users').select('avatar').where('id', '=', auth.userId).executeTakeFirstOrThrow()).avatar,
    writeIf: async (trx, expected, key) => {
      const result = await trx
        .updateTable('users')
        .set({ avatar: key, updated_at: nowIso() })
        .where('id', '=', auth.userId)
        .where('avatar', expected === null ? 'is' : '=', expected)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  });
  return getCurrentUser(ctx.db, auth.membershipId, ctx.config.publicUrl);
}
