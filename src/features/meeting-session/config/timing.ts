/** How long a peer connection may stay `disconnected` (a network change) before ICE restarts. */
export const DISCONNECTED_GRACE_MS = 2500;

/** How long the side that offered first waits for a new link to connect before it restarts ICE. */
export const CONNECT_TIMEOUT_MS = 12_000;

/** ICE servers are fetched again when this share of their TURN credential's lifetime has passed. */
export const ICE_REFRESH_AT = 0.8;

/** The soonest a refresh is scheduled (an answer without a lifetime, or a very short one). */
export const ICE_REFRESH_MIN_MS = 1000;

/** How long to wait before asking again after the 1st, 2nd, … failed refresh (the last one repeats). */
export const ICE_RETRY_MS = [2000, 5000, 15_000, 30_000, 60_000];

/** Failed refreshes in a row before the room says reconnecting may fail (sooner once the credential expired). */
export const ICE_FAILURES_BEFORE_NOTICE = 3;
