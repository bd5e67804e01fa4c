import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '../lib/errors.js';
import type { AuthContext } from '../services/identity/auth-context.js';
import { DownloadLinks } from '../services/identity/download-links.js';
import { membershipsReader, type MembershipKey, type MembershipRead } from '../services/identity/memberships.js';
import { SharedReads } from '../lib/shared-reads.js';
import { AccessTokens, type AccessClaims } from '../services/identity/access-tokens.js';
import { membershipArchived, SESSION_EXPIRED, Sessions } from '../services/identity/sessions.js';
import { requestSourceOf } from '../policy/actor.js';

export type { AuthContext } from '../services/identity/auth-context.js';

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
    downloadLinks: DownloadLinks;
    sessions: Sessions;
    /** onRequest hook for routes that need a signed-in member. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Resolves a bearer token to an active membership, or null. */
    resolveAccessToken: (token: string) => Promise<AuthContext | null>;
    /** Resolves verified claims (of an access token or a download link) to an active membership, or null. */
    resolveClaims: (claims: AccessClaims) => Promise<AuthContext | null>;
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
    app.decorate('downloadLinks', new DownloadLinks(options.jwtSecret));
    app.decorate('sessions', new Sessions(app.db, accessTokens, options.refreshTokenTtlSeconds));
    app.decorateRequest('auth', null as unknown as AuthContext);

    const readMemberships = membershipsReader(app.db);

    // The access checks asked for in the same turn are read together, in one statement.
    const memberships = new SharedReads(async (keys: string[]) => {
      const asked = keys.map((key): MembershipKey => {
        const [session = '', membership = ''] = key.split(' ');
        return { session, membership };
      });
      const found = new Map<string, MembershipRead>();
      (await readMemberships(asked)).forEach((row, i) => row && found.set(keys[i]!, row));
      return found;
    });

    async function resolveAccessToken(token: string): Promise<AuthContext | null> {
      const claims = await accessTokens.verify(token);
      return claims ? resolveClaims(claims) : null;
    }

    async function resolveClaims(claims: AccessClaims): Promise<AuthContext | null> {
      const membership = await memberships.get(`${claims.sessionId} ${claims.membershipId}`);
      if (!membership || membership.company_id !== claims.companyId) return null;
      if (membership.status !== 'active') throw unauthorized(membershipArchived(membership.company_name));
      if (claims.issuedAt < Number(membership.tokens_valid_after) || Boolean(membership.ended)) return null;
      return {
        membershipId: claims.membershipId,
        sessionId: claims.sessionId,
        userId: claims.userId,
        companyId: claims.companyId,
        role: membership.role,
        memberVersion: String(membership.member_version),
      };
    }
    app.decorate('resolveAccessToken', resolveAccessToken);
    app.decorate('resolveClaims', resolveClaims);

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
      if (!match?.[1]) throw unauthorized('Sign in to continue.');
      const context = await resolveAccessToken(match[1]);
      if (!context) throw unauthorized(SESSION_EXPIRED);
      request.auth = { ...context, source: requestSourceOf(request) };
    });
  },
  { name: 'auth', dependencies: ['database'] },
);

/**
 * Authenticates every route this scope declares from here on: `authenticate` joins each route's own
 * `onRequest` (first), where the contract sees it (plugins/openapi.ts derives `security` from it) — a
 * scope-wide `addHook('onRequest', …)` is invisible there.
 */
export function authenticateRoutes(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const hooks = route.onRequest === undefined ? [] : [route.onRequest].flat();
    if (!hooks.includes(app.authenticate)) route.onRequest = [app.authenticate, ...hooks];
  });
}
