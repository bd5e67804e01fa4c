import type { Role } from '../db/schema.js';
import { forbidden } from '../lib/errors.js';
import { COMPANY_POLICY, type CompanyAction } from './table.js';

/** Whether the company table lets a member of this role do `action` to their company. */
export function mayInCompany(actor: { role: Role }, action: CompanyAction): boolean {
  const allowed: readonly Role[] = COMPANY_POLICY[action];
  return allowed.includes(actor.role);
}

/** The same as a guard: a 403 with `detail` (what the member cannot do) when the table says no. */
export function requireInCompany(actor: { role: Role }, action: CompanyAction, detail: string): void {
  if (!mayInCompany(actor, action)) throw forbidden(detail);
}
