/**
 * Endpoints called without a bearer token. A 401 from these is an answer, not an expired session, so it
 * never triggers a refresh or a logout.
 */
export const PUBLIC_ENDPOINTS: ReadonlySet<string> = new Set([
  'login',
  'refreshToken',
  'signOut',
  'getInvitationDetails',
  'registerCompany',
  'getRegistrationDetails',
  'signUp',
  'requestPasswordReset',
  'confirmPasswordReset',
  'applyEmailChange',
  'readUnsubscribe',
  'unsubscribe',
]);
