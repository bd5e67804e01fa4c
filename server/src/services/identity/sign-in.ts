import type { Db } from '../../db/connect.js';
import { HttpError } from '../../lib/errors.js';
import type { Throttle } from '../../lib/throttle/index.js';
import { recordAudit } from '../audit/index.js';
import type { RequestSource } from '../../policy/actor.js';
import type { Sessions, TokenPair } from './sessions.js';

/**
 * Sign-in with throttling: failed attempts count against the account (known or not, so throttling
 * reveals nothing) and against the IP address, whose limit fits an office behind one address. A
 * successful sign-in never counts. A throttled account is refused even with the right password.
 * Attempts on a known account go to its company's audit trail; an unknown address belongs to no company.
 */
export async function signInThrottled(
  deps: { db: Db; sessions: Sessions; throttle: Throttle },
  source: RequestSource,
  email: string,
  password: string,
): Promise<TokenPair> {
  const account = email.trim().toLowerCase();
  return deps.throttle.failuresOnly(
    [
      ['signInPerIp', source.ip ?? ''],
      ['signInPerAccount', account],
    ],
    async () => {
      try {
        const pair = await deps.sessions.signIn(account, password);
        await auditSignIn(deps.db, source, account, 'sign_in.succeeded');
        return pair;
      } catch (error) {
        if (error instanceof HttpError && (error.statusCode === 400 || error.statusCode === 403)) {
          const reason = error.statusCode === 403 ? 'archived' : 'wrong_password';
          await auditSignIn(deps.db, source, account, 'sign_in.failed', reason);
        }
        throw error;
      }
    },
  );
}

async function auditSignIn(
  db: Db,
  source: RequestSource,
  email: string,
  action: 'sign_in.succeeded' | 'sign_in.failed',
  reason?: string,
) {
  const member = await db
    .selectFrom('users as u')
    .innerJoin('user_company as m', 'm.user_id', 'u.id')
    .select(['m.id', 'm.company_id'])
    .where('u.email', '=', email)
    .executeTakeFirst();
  if (!member) return;
  await recordAudit(
    { db },
    { companyId: member.company_id, actorId: member.id, action, detail: reason ? { reason } : {}, source },
  );
}
