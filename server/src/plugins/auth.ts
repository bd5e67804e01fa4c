import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '../db/schema.js';
import { unauthorized } from '../lib/errors.js';
import { AccessTokens } from '../services/access-tokens.js';
import { MEMBERSHIP_ARCHIVED, SESSION_EXPIRED, Sessions } from '../services/sessions.js';

export interface AuthContext {
  membershipId: string;
  userId: string;
  companyId: string;
  role: Role;
}

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
    sessions: Sessions;
    /** onRequest hook for routes that need a signed-in member. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Resolves a bearer token to an active membership, or null. */
    resolveAccessToken: (token: string) => Promise<AuthContext | null>;
  }
  interface FastifyRequest {
    auth: AuthContext;
  }
}

export interface AuthPluginOptions {
  jwtSecret: Uint8Array;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
}

/**
 * Authentication comes only from `Authorization: Bearer`; cookies are never read, so a cross-site
 * request cannot act for a member. Tenant, membership and role come from the token alone, and the
 * membership must still be active: archiving takes effect at once.
 */
export const authPlugin = fp<AuthPluginOptions>(
  async (app, options) => {
    const accessTokens = new AccessTokens(options.jwtSecret, options.accessTokenTtlSeconds);
    app.decorate('accessTokens', accessTokens);
    app.decorate('sessions', new Sessions(app.db, accessTokens, options.refreshTokenTtlSeconds));
    app.decorateRequest('auth', null as unknown as AuthContext);

    async function resolveAccessToken(token: string): Promise<AuthContext | null> {
      const claims = await accessTokens.verify(token);
      if (!claims) return null;
      const membership = await app.db
        .selectFrom('user_company')
        .select(['status', 'role', 'company_id'])
        .where('id', '=', claims.membershipId)
        .executeTakeFirst();
      if (!membership || membership.company_id !== claims.companyId) return null;
      if (membership.status !== 'active') throw unauthorized(MEMBERSHIP_ARCHIVED);
      return { membershipId: claims.membershipId, userId: claims.userId, companyId: claims.companyId, role: membership.role };
    }
    app.decorate('resolveAccessToken', resolveAccessToken);

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
      if (!match?.[1]) throw unauthorized('Sign in to continue.');
      const context = await resolveAccessToken(match[1]);
      if (!context) throw unauthorized(SESSION_EXPIRED);
      request.auth = context;
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
