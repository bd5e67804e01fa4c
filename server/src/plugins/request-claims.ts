import fp from 'fastify-plugin';
import { HttpError } from '../lib/errors.js';
import { claimRequest, pruneClaims, releaseClaim } from '../services/request-claims/index.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The proxy request id this request claimed (null: not claimed). */
    claimedId: string | null;
  }
}

/** The header nginx sets to its `$request_id` (nginx.conf), replacing anything a client sent. */
const REQUEST_ID_HEADER = 'x-request-id';
/** Methods nginx counts as non-idempotent: sent again only with `proxy_next_upstream … non_idempotent`. */
const NON_IDEMPOTENT = new Set(['POST', 'PATCH', 'LOCK']);
/** nginx's `$request_id` is 32 hex digits; anything else is not a proxy's id and claims nothing. */
const PROXY_ID = /^[0-9a-f]{32}$/i;

export const ALREADY_RECEIVED =
  'This request was already received and is being handled or has been handled; reload to see its result rather than sending it again.';

export interface RequestClaimsOptions {
  /** How long a claim is kept (the proxy sends a request again within seconds). */
  keepMs?: number;
  /** Time between two sweeps of old claims. */
  intervalMs?: number;
}

/**
 * A request the proxy sent twice is done once. nginx passes a POST or PATCH on to another process after a
 * connection error or a 503 (nginx.conf), with the same `X-Request-Id`. Each such request claims its id
 * when its handling starts — after load shedding, the start-up 503 and authentication (onRequest hooks),
 * after its body is read and validated, before the handler — and a request whose id is claimed already
 * answers 409 and changes nothing. A 503 releases the claim before it is sent (the API answers 503 only
 * for work not done: a backend away), so the request can be handled by the process nginx tries next.
 * Requests without the header (direct access, tests) claim nothing and cost nothing.
 */
export const requestClaimsPlugin = fp<RequestClaimsOptions>(
  async (app, { keepMs = 10 * 60_000, intervalMs = 10 * 60_000 }) => {
    app.decorateRequest('claimedId', null);
    app.addHook('preHandler', async (request) => {
      const id = request.headers[REQUEST_ID_HEADER];
      if (typeof id !== 'string' || !NON_IDEMPOTENT.has(request.method) || !PROXY_ID.test(id)) return;
      if (!(await claimRequest(app.db, id))) {
        app.metrics.requestClaims.inc({ outcome: 'duplicate' });
        request.log.warn({ requestId: id }, 'request received again after it was claimed; answered 409');
        throw new HttpError(409, ALREADY_RECEIVED);
      }
      request.claimedId = id;
      app.metrics.requestClaims.inc({ outcome: 'claimed' });
    });
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.claimedId === null || reply.statusCode !== 503) return payload;
      const id = request.claimedId;
      request.claimedId = null;
      try {
        await releaseClaim(app.db, id);
        app.metrics.requestClaims.inc({ outcome: 'released' });
      } catch (error) {
        // The database is away too: the process nginx tries next cannot claim it either until it is back.
        request.log.warn({ err: error, requestId: id }, 'could not release a request claim after a 503');
      }
      return payload;
    });

    const sweep = async () => {
      try {
        await pruneClaims(app.db, new Date(Date.now() - keepMs));
      } catch (error) {
        app.log.warn({ err: error }, 'request claim sweep failed; it runs again later');
      }
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => void sweep(), intervalMs).unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
    app.decorate('requestClaims', { sweep });
  },
  { name: 'request-claims', dependencies: ['database', 'metrics', 'errors'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Sweeps claims older than their keeping time (run every interval; tests call it). */
    requestClaims: { sweep(): Promise<void> };
  }
}
