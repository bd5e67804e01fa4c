import type { Role } from '../db/schema.js';
import type { AuditSource } from '../services/audit/index.js';

/** Who acts: the membership, company and role from the access token (never from the request body). */
export interface Actor {
  membershipId: string;
  companyId: string;
  role: Role;
  /** Where the request came from (IP, user agent), for the audit trail; set on HTTP requests. */
  source?: AuditSource;
}
