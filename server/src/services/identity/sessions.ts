import type { Db } from '../../db/connect.js';
import type { Membership } from '../../db/schema.js';
import { badRequest, forbidden, unauthorized } from '../../lib/errors.js';
import { hashSecret, isoIn, newId, newSecret, nowIso } from '../../lib/ids.js';
import type { AccessTokens } from './access-tokens.js';
import { verifyPassword } from './passwords.js';
import type { SessionControl } from '../context.js';
import type { Static } from 'typebox';
import type { TokenPairSchema } from '../../schemas/identity/user.js';

/** A sign-in's answer, as its schema (`TokenPair`) says. */
export type TokenPair = Static<typeof TokenPairSchema>;

export const WRONG_CREDENTIALS = 'The email or password is incorrect.';
export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
/** What an archived member is told when they next sign in or click: which company, and what to do. */
export const membershipArchived = (companyName: string) =>
  `Your access to ${companyName} was archived. Ask the person who invited you to restore it.`;

async function companyName(db: Db, companyId: string): Promise<string> {
  const row = await db.selectFrom('company').select('name').where('id', '=', companyId).executeTakeFirst();
  return row?.name ?? 'your company';
}

/**
 * Sign-in, access tokens and refresh-token rotation.
 * A refresh token is an opaque secret stored only as its hash; each use replaces it with a new one of the
 * same family, and presenting one that was already used revokes the whole family.
 */
export class Sessions implements SessionControl {
  constructor(
    private readonly db: Db,
    private readonly accessTokens: AccessTokens,
    private readonly refreshTtlSeconds: number,
  ) {}

  async signIn(email: string, password: string): Promise<TokenPair> {
    const user = await this.db
      .selectFrom('users')
      .select(['id', 'password_hash'])
      .where('email', '=', email.trim().toLowerCase())
      .executeTakeFirst();
    const valid = await verifyPassword(user?.password_hash ?? null, password);
    if (!user || !valid) throw badRequest(WRONG_CREDENTIALS);

    const membership = await this.db.selectFrom('user_company').selectAll().where('user_id', '=', user.id).executeTakeFirst();
    if (!membership) throw badRequest(WRONG_CREDENTIALS);
    if (membership.status !== 'active') throw forbidden(membershipArchived(await companyName(this.db, membership.company_id)));
    return this.issue(membership, newId());
  }

  async refresh(refreshToken: string): Promise<TokenPair> {
    // The revocation of a reused token's family must commit, so the transaction returns instead of throwing.
    const outcome = await this.db.transaction().execute(async (trx): Promise<{ error: string } | { pair: TokenPair }> => {
      const row = await trx
        .selectFrom('refresh_token')
        .selectAll()
        .where('token_hash', '=', hashSecret(refreshToken))
        .executeTakeFirst();
      if (!row || row.revoked_at !== null || row.expires_at <= nowIso()) return { error: SESSION_EXPIRED };

      // Claim the token; only one caller can win, whatever the isolation level.
      const claimed = await trx
        .updateTable('refresh_token')
        .set({ used_at: nowIso() })
        .where('id', '=', row.id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) {
        await trx
          .updateTable('refresh_token')
          .set({ revoked_at: nowIso() })
          .where('family_id', '=', row.family_id)
          .where('revoked_at', 'is', null)
          .execute();
        // A reused refresh token may be a stolen one: its session's access tokens end too.
        await this.endSession(trx, row.membership_id, row.family_id);
        return { error: SESSION_EXPIRED };
      }

      const membership = await trx
        .selectFrom('user_company')
        .selectAll()
        .where('id', '=', row.membership_id)
        .executeTakeFirstOrThrow();
      if (membership.status !== 'active') return { error: membershipArchived(await companyName(trx, membership.company_id)) };
      return { pair: await this.issue(membership, row.family_id, trx) };
    });
    if ('error' in outcome) throw unauthorized(outcome.error);
    return outcome.pair;
  }

  /** Starts a new session (a new refresh-token family) for a membership that has just proved itself. */
  start(membership: Membership): Promise<TokenPair> {
    return this.issue(membership, newId());
  }

  /**
   * Ends every session of a membership (password change or reset, archive, restore, sign out
   * everywhere): refresh tokens are revoked and every access token issued until now is refused from
   * the next request on. Returns that time; close the member's sockets of before it once this commits.
   */
  async revokeAll(membershipId: string, db: Db = this.db): Promise<number> {
    const now = Date.now();
    await db
      .updateTable('refresh_token')
      .set({ revoked_at: nowIso() })
      .where('membership_id', '=', membershipId)
      .where('revoked_at', 'is', null)
      .execute();
    await db.updateTable('user_company').set({ tokens_valid_after: now }).where('id', '=', membershipId).execute();
    return now;
  }

  /**
   * Signs one session out: the refresh token's family is revoked and its access tokens are refused from
   * the next request on. Answers the session, or null for a token that is unknown (nothing to end).
   */
  async signOut(refreshToken: string): Promise<{ membershipId: string; sessionId: string } | null> {
    const row = await this.db
      .selectFrom('refresh_token')
      .select(['membership_id', 'family_id'])
      .where('token_hash', '=', hashSecret(refreshToken))
      .executeTakeFirst();
    if (!row) return null;
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('refresh_token')
        .set({ revoked_at: nowIso() })
        .where('family_id', '=', row.family_id)
        .where('revoked_at', 'is', null)
        .execute();
      await this.endSession(trx, row.membership_id, row.family_id);
    });
    return { membershipId: row.membership_id, sessionId: row.family_id };
  }

  /** Records an ended session so its access tokens are refused; rows older than any access token are dropped. */
  private async endSession(db: Db, membershipId: string, familyId: string): Promise<void> {
    const now = nowIso();
    const stale = new Date(Date.now() - this.accessTokens.ttlSeconds * 1000 - 60_000).toISOString();
    await db.deleteFrom('ended_session').where('ended_at', '<', stale).execute();
    await db.deleteFrom('ended_session').where('family_id', '=', familyId).execute();
    await db.insertInto('ended_session').values({ family_id: familyId, membership_id: membershipId, ended_at: now }).execute();
  }

  private async issue(membership: Membership, familyId: string, db: Db = this.db): Promise<TokenPair> {
    const refresh = newSecret();
    await db
      .insertInto('refresh_token')
      .values({
        id: newId(),
        membership_id: membership.id,
        family_id: familyId,
        token_hash: hashSecret(refresh),
        expires_at: isoIn(this.refreshTtlSeconds),
        used_at: null,
        revoked_at: null,
        created_at: nowIso(),
      })
      .execute();
    const access = await this.accessTokens.sign({
      membershipId: membership.id,
      userId: membership.user_id,
      companyId: membership.company_id,
      role: membership.role,
      sessionId: familyId,
    });
    return { access_token: access, refresh_token: refresh, token_type: 'bearer' };
  }
}
