import { normalizeWebsite } from './website.js';
import { compose, link } from '../../mail/compose.js';
import { badRequest, invalidFields } from '../../lib/errors.js';
import { hashSecret, isoIn, newId, newSecret, nowIso } from '../../lib/ids.js';
import { createAccount, assertEmailFree, type PersonFields } from './accounts.js';
import { normalizeEmail } from './email-address.js';
import type { ServiceContext } from '../context.js';
import { assertNewPassword } from './password-policy.js';
import { hashPassword } from './passwords.js';
import type { TokenPair } from './sessions.js';

export const INVITATION_TTL_SECONDS = 7 * 24 * 3600;
export const REGISTRATION_LINK_INVALID =
  'This company registration link is not valid. Check that you opened the whole link from the email.';
export const REGISTRATION_LINK_USED = 'This company registration link has already been used. Sign in instead.';
export const REGISTRATION_LINK_EXPIRED = 'This company registration link has expired. Ask the Cascade team for a new one.';

export interface CompanyFields {
  company_name: string;
  company_address?: string;
  company_phone?: string;
  company_website?: string;
  company_email?: string;
}

export type RegistrationBody = CompanyFields & PersonFields & { password: string; confirm_password: string };

/** The platform operator invites someone to register a company (CLI). Returns the link that was mailed. */
export async function inviteCompany(
  ctx: Pick<ServiceContext, 'db' | 'config' | 'mailer'>,
  rawEmail: string,
): Promise<{ link: string; expiresAt: string }> {
  const email = normalizeEmail(rawEmail);
  const token = newSecret();
  const expiresAt = isoIn(INVITATION_TTL_SECONDS);
  await ctx.db
    .insertInto('company_invitation')
    .values({
      id: newId(),
      email,
      token_hash: hashSecret(token),
      expires_at: expiresAt,
      used_at: null,
      revoked_at: null,
      company_id: null,
      created_at: nowIso(),
    })
    .execute();
  const url = link(ctx.config.publicUrl, 'signupCompany', { token, email });
  const message = compose(null, 'Register your company on Cascade', [
    'Hello,',
    'You are invited to register your company on Cascade, the document portal for your marketers, agents and clients.',
    `Open this link to create the company and your administrator account (it works once, for 7 days):\n${url}`,
  ]);
  await ctx.mailer.send({ to: email, companyId: null, ...message });
  return { link: url, expiresAt };
}

/** The registration invitation a token proves, or the 400 that says why it cannot be used (unknown, used, expired). */
async function usableInvitation(db: ServiceContext['db'], token: string) {
  const invitation = await db
    .selectFrom('company_invitation')
    .selectAll()
    .where('token_hash', '=', hashSecret(token))
    .executeTakeFirst();
  if (!invitation || invitation.revoked_at) throw badRequest(REGISTRATION_LINK_INVALID);
  if (invitation.used_at) throw badRequest(REGISTRATION_LINK_USED);
  if (invitation.expires_at <= nowIso()) throw badRequest(REGISTRATION_LINK_EXPIRED);
  return invitation;
}

/** Whether a registration link can still be used, before its form is shown: the address it was sent to. */
export async function registrationDetails(
  db: ServiceContext['db'],
  token: string,
): Promise<{ email: string; expires_at: string }> {
  const invitation = await usableInvitation(db, token);
  return { email: invitation.email, expires_at: invitation.expires_at };
}

/** What a new company starts with besides its first admin (the forms area's starter template), in the same transaction. */
export type FurnishCompany = (trx: ServiceContext['db'], companyId: string) => Promise<void>;

/** Creates the company, its first admin and their membership in one transaction; answers a token pair. */
export async function registerCompany(
  ctx: ServiceContext,
  token: string,
  body: RegistrationBody,
  furnish: FurnishCompany,
): Promise<TokenPair> {
  const invitation = await usableInvitation(ctx.db, token);
  if (normalizeEmail(body.email) !== invitation.email) {
    throw invalidFields('Use the email address this invitation was sent to.', [
      { field: 'email', message: 'Use the email address this invitation was sent to.' },
    ]);
  }
  const website = normalizeWebsite(body.company_website, 'company_website');
  assertNewPassword(body.password, body.confirm_password);
  await assertEmailFree(ctx.db, body.email);
  const passwordHash = await hashPassword(body.password);

  const membership = await ctx.db.transaction().execute(async (trx) => {
    const now = nowIso();
    const companyId = newId();
    await trx
      .insertInto('company')
      .values({
        id: companyId,
        name: body.company_name.trim(),
        address: body.company_address?.trim() || null,
        phone: body.company_phone?.trim() || null,
        website: website || null,
        email: body.company_email ? normalizeEmail(body.company_email) : null,
        logo: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    // Claimed after the company exists (the row points to it); losing the race rolls everything back.
    const claimed = await trx
      .updateTable('company_invitation')
      .set({ used_at: now, company_id: companyId })
      .where('id', '=', invitation.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw badRequest(REGISTRATION_LINK_USED);
    await furnish(trx, companyId);
    return createAccount(trx, body, passwordHash, { companyId, role: 'admin', invitedById: null });
  });
  return ctx.sessions.start(membership);
}
