import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { PlainText } from '../../schemas/common-fields.js';
import { forbidden, unauthorized } from '../../lib/errors.js';
import type { Actor } from '../../policy/actor.js';
import type { LiveSocket, SocketSession } from '../../realtime/index.js';
import { SESSION_EXPIRED } from '../../services/identity/sessions.js';

const SIGN_IN = 'Sign in to continue.';
const FOREIGN_ORIGIN = 'This page may not open a live connection to Cascade.';

/**
 * A browser page may open the socket only from Cascade itself: the configured public URL, or the same
 * origin the request was sent to (the Host header, which nginx passes on with its port). Clients that
 * send no Origin (not browsers) are judged by their token alone.
 */
function originAllowed(origin: string | undefined, host: string | undefined, allowedOrigin: string): boolean {
  if (origin === undefined || origin === allowedOrigin) return true;
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}

interface SocketGrant {
  actor: Actor;
  expiresAt: number;
  session: SocketSession;
}

/**
 * The realtime channel's socket: `GET /general/ws?token=ACCESS_TOKEN` (docs/realtime.md). Everything is checked before the upgrade, so
 * a refused client gets a plain HTTP answer (401 bad or expired token, 403 foreign page) and no socket.
 * The token travels in the query because browsers cannot set headers on a WebSocket; the request log
 * redacts it.
 */
export const generalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const allowedOrigin = new URL(app.config.publicUrl).origin;
  const grants = new WeakMap<object, SocketGrant>();

  app.get(
    '/general/ws',
    {
      websocket: true,
      schema: { querystring: Type.Object({ token: Type.Optional(PlainText({ maxLength: 4096 })) }) },
      preValidation: async (request) => {
        if (!originAllowed(request.headers.origin, request.headers.host, allowedOrigin)) throw forbidden(FOREIGN_ORIGIN);
        const token = (request.query as { token?: string }).token;
        if (!token) throw unauthorized(SIGN_IN);
        const claims = await app.accessTokens.verify(token);
        // resolveAccessToken also refuses an archived membership (with its own 401).
        const context = claims ? await app.resolveAccessToken(token) : null;
        if (!claims || !context) throw unauthorized(SESSION_EXPIRED);
        request.auth = context;
        grants.set(request, {
          actor: { membershipId: context.membershipId, companyId: context.companyId, role: context.role },
          expiresAt: claims.expiresAt,
          session: { id: claims.sessionId, issuedAt: claims.issuedAt },
        });
      },
    },
    (socket: LiveSocket, request: FastifyRequest) => {
      const grant = grants.get(request);
      if (!grant) {
        socket.close(1008, 'Not authenticated');
        return;
      }
      app.realtime.hub.add(socket, grant.actor.membershipId, grant.expiresAt, request.raw.socket, grant.actor, grant.session);
    },
  );
};
