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
