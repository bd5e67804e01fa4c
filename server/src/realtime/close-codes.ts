/** Why the server closed a socket; the SPA decides from the code whether and how to reconnect. */
export const CLOSE = {
  /** Server shutting down (SIGTERM): reconnect with backoff, another replica will answer. */
  goingAway: { code: 1001, reason: 'Server shutting down' },
  /** The access token expired: refresh it and reconnect with the new one. */
  tokenExpired: { code: 4001, reason: 'Access token expired' },
  /** The membership was archived or its sessions ended: do not reconnect. */
  sessionEnded: { code: 4003, reason: 'Session ended' },
  /** The member opened more sockets than allowed; this, the oldest, was closed: do not reconnect. */
  superseded: { code: 4008, reason: 'Too many open connections' },
  /** The socket sent more messages or bytes than its budget (budget.ts): do not reconnect at once. */
  overBudget: { code: 1008, reason: 'Too many messages' },
} as const;
