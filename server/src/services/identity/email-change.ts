import { badRequest, conflict, invalidFields } from '../../lib/errors.js';
import { hashSecret, isoIn, newId, newSecret, nowIso } from '../../lib/ids.js';
import { compose, link } from '../../mail/compose.js';
import type { AuthContext } from './auth-context.js';
import { EMAIL_TAKEN, emailTaken } from './accounts.js';
import { normalizeEmail } from './email-address.js';
import type { ServiceContext } from '../context.js';
import { verifyPassword } from './passwords.js';

export const EMAIL_CHANGE_TTL_SECONDS = 24 * 3600;
export const EMAIL_CHANGE_SENT = 'We have sent a confirmation link to the new address. The change takes effect when you open it.';
export const EMAIL_CHANGED = 'Your email address has been changed.';
export const EMAIL_LINK_INVALID = 'This email confirmation link is not valid any more. Ask for the change again.';
export const WRONG_PASSWORD = 'The password is incorrect.';

async function account(ctx: ServiceContext, userId: string) {
  return ctx.db
    .selectFrom('users as u')
    .innerJoin('user_company as m', 'm.user_id', 'u.id')
    .innerJoin('company as c', 'c.id', 'm.company_id')
    .select(['u.id', 'u.email', 'u.first_name', 'u.password_hash', 'c.id as company_id', 'c.name as company_name'])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** Checks the password and mails a confirmation link to the new address. */
export async function requestEmailChange(
  ctx: ServiceContext,
  auth: AuthContext,
  rawEmail: string,
  password: string,
): Promise<void> {
  const user = await account(ctx, auth.userId);
  if (!(await verifyPassword(user.password_hash, password))) {
    throw invalidFields(WRONG_PASSWORD, [{ field: 'password', message: WRONG_PASSWORD }]);
  }
  const email = normalizeEmail(rawEmail);
  if (email === user.email) throw badRequest('This is already your email address.');
  if (await emailTaken(ctx.db, email)) throw conflict(EMAIL_TAKEN.replace(' Sign in instead.', ''));
  const token = newSecret();
  await ctx.db
    .insertInto('email_change')
    .values({
      id: newId(),
      user_id: user.id,
      new_email: email,
      token_hash: hashSecret(token),
      expires_at: isoIn(EMAIL_CHANGE_TTL_SECONDS),
      used_at: null,
      created_at: nowIso(),
    })
    .execute();
  const url = link(ctx.config.publicUrl, 'confirmEmailChange', { token });
  const message = compose(user.company_name, 'Confirm your new email address', [
    `Hello ${user.first_name},`,
    `Open this link within 24 hours to use ${email} for your Cascade account (it works once):\n${url}`,
  ]);
  await ctx.mailer.send({ to: email, companyId: user.company_id, ...message });
}

/** Applies the change and tells the old address. */
export async function applyEmailChange(ctx: ServiceContext, token: string): Promise<void> {
  const row = await ctx.db.selectFrom('email_change').selectAll().where('token_hash', '=', hashSecret(token)).executeTakeFirst();
  if (!row || row.used_at !== null || row.expires_at <= nowIso()) throw badRequest(EMAIL_LINK_INVALID);
  if (await emailTaken(ctx.db, row.new_email)) throw conflict(EMAIL_TAKEN.replace(' Sign in instead.', ''));
  const user = await account(ctx, row.user_id);
  await ctx.db.transaction().execute(async (trx) => {
    const now = nowIso();
    const claimed = await trx
      .updateTable('email_change')
      .set({ used_at: now })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw badRequest(EMAIL_LINK_INVALID);
    await trx.updateTable('users').set({ email: row.new_email, updated_at: now }).where('id', '=', row.user_id).execute();
  });
  const message = compose(user.company_name, 'Your email address was changed', [
    `Hello ${user.first_name},`,
    `The email address of your Cascade account was changed from ${user.email} to ${row.new_email}.`,
    'If you did not make this change, contact your company administrator at once.',
  ]);
  await ctx.mailer.send({ to: user.email, companyId: user.company_id, ...message });
}
