import { badRequest } from '../../lib/errors.js';
import { takingAtLeast } from '../../lib/steady-time.js';
import { hashSecret, isoIn, newId, newSecret, nowIso } from '../../lib/ids.js';
import { compose, link } from '../../mail/compose.js';
import { normalizeEmail } from './email-address.js';
import type { ServiceContext } from '../context.js';
import { assertNewPassword } from './password-policy.js';
import { hashPassword } from './passwords.js';

export const RESET_TTL_SECONDS = 3600;
export const RESET_REQUESTED = 'If an account exists for this email address, we have sent it a link to choose a new password.';
export const RESET_LINK_INVALID = 'This password reset link is not valid any more. Ask for a new one.';
export const PASSWORD_CHANGED = 'Your password has been changed. Sign in with the new one.';

/**
 * How long a reset request takes at least, found or not: the mail is only queued (never waits for the
 * mail server), and this covers the few database writes that a known address costs.
 */
export const RESET_ANSWER_MS = 150;

/** Mails a reset link when the account exists; it takes the same time and the caller answers the same either way. */
export function requestPasswordReset(ctx: ServiceContext, rawEmail: string): Promise<void> {
  return takingAtLeast(RESET_ANSWER_MS, () => queueResetMail(ctx, rawEmail));
}

async function queueResetMail(ctx: ServiceContext, rawEmail: string): Promise<void> {
  const user = await ctx.db
    .selectFrom('users as u')
    .innerJoin('user_company as m', 'm.user_id', 'u.id')
    .innerJoin('company as c', 'c.id', 'm.company_id')
    .select(['u.id', 'u.email', 'u.first_name', 'c.id as company_id', 'c.name as company_name'])
    .where('u.email', '=', normalizeEmail(rawEmail))
    .executeTakeFirst();
  if (!user) return;
  const token = newSecret();
  await ctx.db
    .insertInto('password_reset')
    .values({
      id: newId(),
      user_id: user.id,
      token_hash: hashSecret(token),
      expires_at: isoIn(RESET_TTL_SECONDS),
      used_at: null,
      created_at: nowIso(),
    })
    .execute();
  const url = link(ctx.config.publicUrl, 'passwordNew', { token });
  const message = compose(user.company_name, 'Choose a new password', [
    `Hello ${user.first_name},`,
    'Someone (hopefully you) asked to reset the password of your Cascade account.',
    `Open this link within one hour to choose a new password (it works once):\n${url}`,
    'If you did not ask for this, your password stays as it is.',
  ]);
  await ctx.mailer.send({ to: user.email, companyId: user.company_id, ...message });
}

/** Sets the new password, spends the token (and any other open reset link) and ends every session; answers the membership. */
export async function confirmPasswordReset(
  ctx: ServiceContext,
  token: string,
  password: string,
  confirmation: string,
): Promise<string | null> {
  const row = await ctx.db
    .selectFrom('password_reset')
    .selectAll()
    .where('token_hash', '=', hashSecret(token))
    .executeTakeFirst();
  if (!row || row.used_at !== null || row.expires_at <= nowIso()) throw badRequest(RESET_LINK_INVALID);
  assertNewPassword(password, confirmation);
  const passwordHash = await hashPassword(password);
  return ctx.db.transaction().execute(async (trx) => {
    const now = nowIso();
    const claimed = await trx
      .updateTable('password_reset')
      .set({ used_at: now })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw badRequest(RESET_LINK_INVALID);
    await trx
      .updateTable('password_reset')
      .set({ used_at: now })
      .where('user_id', '=', row.user_id)
      .where('used_at', 'is', null)
      .execute();
    await trx.updateTable('users').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', row.user_id).execute();
    const membership = await trx.selectFrom('user_company').select('id').where('user_id', '=', row.user_id).executeTakeFirst();
    if (membership) await ctx.sessions.revokeAll(membership.id, trx);
    return membership?.id ?? null;
  });
}
