/** How long a peer connection may stay `disconnected` (a network change) before ICE restarts. */
export const DISCONNECTED_GRACE_MS = 2500;
