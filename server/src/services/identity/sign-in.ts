import { HttpError } from '../../lib/errors.js';
import type { Throttle } from '../../lib/rate-limiter.js';
import type { Sessions, TokenPair } from './sessions.js';

/**
 * Sign-in with throttling: every attempt counts against the IP address, failed ones against the account
 * (known or not, so throttling reveals nothing). A throttled account is refused even with the right password.
 */
export async function signInThrottled(deps: { sessions: Sessions; throttle: Throttle }, ip: string, email: string, password: string): Promise<TokenPair> {
  const account = email.trim().toLowerCase();
  deps.throttle.take('signInPerIp', ip);
  deps.throttle.check('signInPerAccount', account);
  try {
    return await deps.sessions.signIn(account, password);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 400) deps.throttle.hit('signInPerAccount', account);
    throw error;
  }
}
