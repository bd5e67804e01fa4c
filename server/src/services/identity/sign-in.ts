import type { Throttle } from '../../lib/throttle/index.js';
import type { Sessions, TokenPair } from './sessions.js';

/**
 * Sign-in with throttling: failed attempts count against the account (known or not, so throttling
 * reveals nothing) and against the IP address, whose limit fits an office behind one address. A
 * successful sign-in never counts. A throttled account is refused even with the right password.
 */
export async function signInThrottled(
  deps: { sessions: Sessions; throttle: Throttle },
  ip: string,
  email: string,
  password: string,
): Promise<TokenPair> {
  const account = email.trim().toLowerCase();
  return deps.throttle.failuresOnly(
    [
      ['signInPerIp', ip],
      ['signInPerAccount', account],
    ],
    () => deps.sessions.signIn(account, password),
  );
}
