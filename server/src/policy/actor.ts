import type { Role } from '../db/schema.js';

/** Who acts: the membership, company and role from the access token (never from the request body). */
export interface Actor {
  membershipId: string;
  companyId: string;
  role: Role;
}
