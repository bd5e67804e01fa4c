import { badRequest } from '../../lib/errors.js';
import { hashSecret, nowIso } from '../../lib/ids.js';
import { assertEmailFree, createAccount, type PersonFields } from '../identity/accounts.js';
import { avatars } from '../images/avatars.js';
import { withBlobLock } from '../../storage/index.js';
import type { ServiceContext } from '../context.js';
import { findValidInvitation, INVITATION_INVALID } from './invitation-lookup.js';
import { memberPage, notify } from '../notifications/notifications.js';
import { assertNewPassword } from '../identity/password-policy.js';
import { hashPassword } from '../identity/passwords.js';
import type { TokenPair } from '../identity/sessions.js';
import type { Upload } from '../images/stored-images.js';
import { recordAudit } from '../audit/index.js';
import type { RequestSource } from '../../policy/actor.js';
import { recordMemberEvent } from './events.js';

export type SignUpFields = PersonFields & { token: string; password: string; confirm_password: string };

/**
 * Accepts a member invitation: the role, company and upline come from the invitation alone. Marks it
 * used, creates the user and membership, tells the inviter, and signs the new member in.
 */
export async function signUp(
  ctx: ServiceContext,
  fields: SignUpFields,
  avatar: Upload | null,
  source: RequestSource | null = null,
): Promise<TokenPair> {
  const invitation = await findValidInvitation(ctx.db, fields.email, fields.token);
  assertNewPassword(fields.password, fields.confirm_password);
  await assertEmailFree(ctx.db, fields.email);
  const image = avatar ? await avatars.prepare(avatar) : null;
  const passwordHash = await hashPassword(fields.password);
  // Durable before the transaction; if it fails, the bytes have no reference and the janitor collects them.
  const stored = image ? await avatars.put(ctx.storage, image) : null;

  const create = () =>
    ctx.db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('invitation')
        .set({ used_at: nowIso() })
        .where('id', '=', invitation.id)
        .where('token_hash', '=', hashSecret(fields.token))
        .where('used_at', 'is', null)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) throw badRequest(INVITATION_INVALID);
      const avatarKey = stored ? await avatars.record(trx, stored) : null;
      const created = await createAccount(trx, fields, passwordHash, {
        companyId: invitation.company_id,
        role: invitation.role,
        invitedById: invitation.inviter_id,
        avatar: avatarKey,
      });
      const history = { companyId: invitation.company_id, memberId: created.id };
      await recordMemberEvent(trx, {
        ...history,
        actorId: invitation.inviter_id,
        type: 'invited',
        createdAt: invitation.created_at,
      });
      await recordMemberEvent(trx, { ...history, actorId: created.id, type: 'joined' });
      const name = `${fields.first_name.trim()} ${fields.last_name.trim()}`;
      await notify(trx, {
        membershipId: invitation.inviter_id,
        type: 'invitation_accepted',
        title: `${name} accepted your invitation`,
        body: `${name} joined ${invitation.company_name} as ${invitation.role}.`,
        link: memberPage(invitation.role, created.id),
      });
      await recordAudit(
        { db: trx },
        {
          companyId: invitation.company_id,
          actorId: created.id,
          action: 'invitation.accepted',
          target: { type: 'invitation', id: invitation.id, name: fields.email.trim().toLowerCase() },
          detail: { role: invitation.role, invited_by_id: invitation.inviter_id },
          source,
        },
      );
      return created;
    });
  const membership = await (stored ? withBlobLock(stored.sha256, create) : create());
  return ctx.sessions.start(membership);
}
