import { createHmac } from 'node:crypto';
import type { MeetingsConfig } from '../../config.js';
import type { Static } from 'typebox';
import type { IceServersSchema } from '../../schemas/meetings.js';

/** What a browser passes to `new RTCPeerConnection({iceServers})`, with the credential's expiry (the `IceServers` schema). */
export type IceServers = Static<typeof IceServersSchema>;
export type IceServer = IceServers['iceServers'][number];

/**
 * A TURN credential in coturn's `use-auth-secret` scheme (the TURN REST API): the username is
 * `<unix expiry>:<membership id>` and the password base64(HMAC-SHA1(secret, username)). coturn checks
 * the HMAC with its `static-auth-secret` and refuses the username once the expiry has passed.
 */
function turnCredential(secret: string, membershipId: string, expiresAtSeconds: number) {
  const username = `${expiresAtSeconds}:${membershipId}`;
  return { username, credential: createHmac('sha1', secret).update(username).digest('base64') };
}

/** The ICE servers for one member: STUN as configured, TURN with a fresh short-lived credential. */
export function iceServersFor(config: MeetingsConfig, membershipId: string, nowMs = Date.now()): IceServers {
  // Rounded up to whole seconds, so the credential works for at least `ttlSeconds` from now.
  const expiresAtSeconds = Math.ceil(nowMs / 1000) + config.turnTtlSeconds;
  const iceServers: IceServer[] = [];
  if (config.stunUrls.length > 0) iceServers.push({ urls: config.stunUrls });
  if (config.turnUrls.length > 0 && config.turnSecret !== null) {
    iceServers.push({ urls: config.turnUrls, ...turnCredential(config.turnSecret, membershipId, expiresAtSeconds) });
  }
  return {
    iceServers,
    expiresAt: new Date(expiresAtSeconds * 1000).toISOString(),
    ttlSeconds: config.turnTtlSeconds,
  };
}
