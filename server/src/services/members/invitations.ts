import type { AuthContext } from '../identity/auth-context.js';
import type { Invitation, Role } from '../../db/schema.js';
import { compose, link } from '../../mail/compose.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { hashSecret, isoIn, newId, newSecret, nowIso } from '../../lib/ids.js';
import { emailTaken } from '../identity/accounts.js';
import { INVITATION_TTL_SECONDS } from '../identity/company-registration.js';
import { normalizeEmail } from '../identity/email-address.js';
import type { ServiceContext } from '../context.js';
import { invitableRoles } from '../../policy/index.js';
import { recordAudit } from '../audit/index.js';
import type { Static } from 'typebox';
import type { InvitationSchema } from '../../schemas/members/invitation.js';
import type { Refs } from '../../schemas/refs.js';

/** A pending invitation as its schema (`Invitation`) says. */
export type InvitationView = Static<typeof InvitationSchema, Refs>;

const view = (i: Invitation): InvitationView => ({
  id: i.id,
  email: i.email,
  role: i.role,
  first_name: i.first_name,
  last_name: i.last_name,
  status: i.expires_at > nowIso() ? 'pending' : 'expired',
  sent_count: i.sent_count,
  expires_at: i.expires_at,
  created_at: i.created_at,
});

export interface InviteInput {
  email: string;
  role: Role;
  first_name?: string;
  last_name?: string;
}

export async function inviteMember(ctx: ServiceContext, auth: AuthContext, input: InviteInput): Promise<InvitationView> {
  const allowed = invitableRoles(auth.role);
  if (!allowed.includes(input.role)) {
    throw forbidden(
      allowed.length === 0
        ? 'Clients cannot invite anyone.'
        : `As ${article(auth.role)} you can invite only ${allowed.map((r) => `${r}s`).join(' and ')}.`,
    );
  }
  const email = normalizeEmail(input.email);
  if (await emailTaken(ctx.db, email)) throw conflict('Someone with this email address already has an account.');
  const token = newSecret();
  const now = nowIso();
  const invitation: Invitation = {
    id: newId(),
    company_id: auth.companyId,
    inviter_id: auth.membershipId,
    email,
    role: input.role,
    first_name: input.first_name?.trim() || null,
    last_name: input.last_name?.trim() || null,
    token_hash: hashSecret(token),
    expires_at: isoIn(INVITATION_TTL_SECONDS),
    used_at: null,
    revoked_at: null,
    sent_count: 1,
    created_at: now,
  };
  await ctx.db.transaction().execute(async (trx) => {
    // A new invitation replaces earlier pending ones for the same address in this company.
    await trx
      .updateTable('invitation')
      .set({ revoked_at: now })
      .where('company_id', '=', auth.companyId)
      .where('email', '=', email)
      .where('used_at', 'is', null)
      .where('revoked_at', 'is', null)
      .execute();
    await trx.insertInto('invitation').values(invitation).execute();
    await auditInvitation(trx, auth, invitation);
  });
  await mailInvitation(ctx, invitation, token);
  return view(invitation);
}

function auditInvitation(db: ServiceContext['db'], auth: AuthContext, invitation: Invitation): Promise<void> {
  return recordAudit(
    { db },
    {
      companyId: auth.companyId,
      actorId: auth.membershipId,
      action: 'invitation.sent',
      target: { type: 'invitation', id: invitation.id, name: invitation.email },
      detail: { role: invitation.role, sent_count: invitation.sent_count },
      source: auth.source,
    },
  );
}

/** The inviter's invitations that are neither accepted nor revoked, newest first. */
export async function listInvitations(ctx: ServiceContext, auth: AuthContext): Promise<InvitationView[]> {
  const rows = await ctx.db
    .selectFrom('invitation')
    .selectAll()
    .where('inviter_id', '=', auth.membershipId)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map(view);
}

async function ownPending(ctx: ServiceContext, auth: AuthContext, id: string): Promise<Invitation> {
  const row = await ctx.db
    .selectFrom('invitation')
    .selectAll()
    .where('id', '=', id)
    .where('inviter_id', '=', auth.membershipId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound('This invitation does not exist or was withdrawn.');
  if (row.used_at) throw conflict('This invitation has already been accepted.');
  return row;
}

/** Sends the invitation again with a new token; the old link stops working. */
export async function resendInvitation(ctx: ServiceContext, auth: AuthContext, id: string): Promise<InvitationView> {
  const row = await ownPending(ctx, auth, id);
  const token = newSecret();
  const updated: Invitation = {
    ...row,
    token_hash: hashSecret(token),
    expires_at: isoIn(INVITATION_TTL_SECONDS),
    sent_count: row.sent_count + 1,
  };
  await ctx.db
    .updateTable('invitation')
    .set({ token_hash: updated.token_hash, expires_at: updated.expires_at, sent_count: updated.sent_count })
    .where('id', '=', id)
    .execute();
  await auditInvitation(ctx.db, auth, updated);
  await mailInvitation(ctx, updated, token);
  return view(updated);
}

export async function revokeInvitation(ctx: ServiceContext, auth: AuthContext, id: string): Promise<void> {
  await ownPending(ctx, auth, id);
  await ctx.db.updateTable('invitation').set({ revoked_at: nowIso() }).where('id', '=', id).execute();
}

async function mailInvitation(ctx: ServiceContext, invitation: Invitation, token: string): Promise<void> {
  const names = await ctx.db
    .selectFrom('user_company as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .innerJoin('company as c', 'c.id', 'm.company_id')
    .select(['u.first_name', 'u.last_name', 'c.name as company_name'])
    .where('m.id', '=', invitation.inviter_id)
    .executeTakeFirstOrThrow();
  const inviter = `${names.first_name} ${names.last_name}`.trim();
  const url = link(ctx.config.publicUrl, 'invitationConfirm', { email: invitation.email, token });
  const greeting = invitation.first_name ? `Hello ${invitation.first_name},` : 'Hello,';
  const message = compose(names.company_name, `${inviter} invited you to join ${names.company_name}`, [
    greeting,
    `${inviter} invited you to join ${names.company_name} on Cascade as ${article(invitation.role)}.`,
    `Open this link to create your account (it works once, for 7 days):\n${url}`,
  ]);
  await ctx.mailer.send({ to: invitation.email, companyId: invitation.company_id, ...message });
}

const article = (role: Role): string => (role === 'admin' || role === 'agent' ? `an ${role}` : `a ${role}`);
