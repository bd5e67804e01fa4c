/** How long a peer connection may stay `disconnected` (a network change) before ICE restarts. */
export const DISCONNECTED_GRACE_MS = 2500;

/** How long the side that offered first waits for a new link to connect before it restarts ICE. */
export const CONNECT_TIMEOUT_MS = 12_000;
