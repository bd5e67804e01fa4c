import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { compiledOnce } from '../db/compiled.js';
import type { Database, MembershipStatus, Role } from '../db/schema.js';
import { unauthorized } from '../lib/errors.js';
import { SharedReads } from '../lib/shared-reads.js';
import { AccessTokens } from '../services/access-tokens.js';
import { auditSourceOf, type AuditSource } from '../services/audit/index.js';
import { MEMBERSHIP_ARCHIVED, SESSION_EXPIRED, Sessions } from '../services/sessions.js';

export interface AuthContext {
  membershipId: string;
  userId: string;
  companyId: string;
  role: Role;
  /**
   * Versions of what the lists show, read with the membership in the same primary-key read: the
   * company's members (`company.member_version`) and this member's folders and materials
   * (`user_company.content_version`). The lists key their caches by them.
   */
  memberVersion: string;
  contentVersion: string;
  /** Where the request came from, for the audit trail (set for HTTP requests). */
  source?: AuditSource;
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

interface MembershipRead {
  status: MembershipStatus;
  role: Role;
  company_id: string;
  content_version: number | string;
  member_version: number | string;
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

    const readMembership = compiledOnce<Database, MembershipRead, [string]>(
      app.db,
      app.db
        .selectFrom('user_company as m')
        .innerJoin('company as c', 'c.id', 'm.company_id')
        .select(['m.status', 'm.role', 'm.company_id', 'm.content_version', 'c.member_version'])
        .where('m.id', '=', ''),
    );

    // Access checks of one member asked for in the same turn share one read (each still reads after it asked).
    const memberships = new SharedReads(async (id: string) => (await readMembership(id))[0]);

    async function resolveAccessToken(token: string): Promise<AuthContext | null> {
      const claims = await accessTokens.verify(token);
      if (!claims) return null;
      const membership = await memberships.get(claims.membershipId);
      if (!membership || membership.company_id !== claims.companyId) return null;
      if (membership.status !== 'active') throw unauthorized(MEMBERSHIP_ARCHIVED);
      return {
        membershipId: claims.membershipId,
        userId: claims.userId,
        companyId: claims.companyId,
        role: membership.role,
        memberVersion: String(membership.member_version),
        contentVersion: String(membership.content_version),
      };
    }
    app.decorate('resolveAccessToken', resolveAccessToken);

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
      if (!match?.[1]) throw unauthorized('Sign in to continue.');
      const context = await resolveAccessToken(match[1]);
      if (!context) throw unauthorized(SESSION_EXPIRED);
      request.auth = { ...context, source: auditSourceOf(request) };
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
