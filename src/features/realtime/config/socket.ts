/** Reconnect delays after a dropped socket: 1 s, 2 s, 4 s … at most 30 s, each with up to 30% jitter. */
export const RECONNECT = { baseMs: 1000, maxMs: 30_000, jitter: 0.3 } as const;

/** Close codes the server uses (server/src/realtime/close-codes.ts). */
export const CLOSE_CODES = {
  /** The access token expired: refresh it, then reconnect. */
  tokenExpired: 4001,
  /** The membership was archived or its session ended: do not reconnect. */
  sessionEnded: 4003,
  /** Too many open sockets for this member; this one was the oldest: do not reconnect. */
  superseded: 4008,
  /** Policy violation (not authenticated): treated like an expired token. */
  policy: 1008,
} as const;
