import type { Role } from '../db/schema.js';

/** Who acts: the membership, company and role from the access token (never from the request body). */
export interface Actor {
  membershipId: string;
  companyId: string;
  role: Role;
  /** Where the request came from (IP, user agent), for the audit trail; set on HTTP requests. */
  source?: RequestSource;
}

/** Where a request came from: the client's address (as the proxy reports it) and its user agent. */
export interface RequestSource {
  ip: string | null;
  userAgent: string | null;
}

/** The source of a Fastify request (typed structurally so services need not import Fastify). */
export function requestSourceOf(request: { ip: string; headers: Record<string, string | string[] | undefined> }): RequestSource {
  const agent = request.headers['user-agent'];
  return { ip: request.ip || null, userAgent: (Array.isArray(agent) ? agent[0] : agent) ?? null };
}
