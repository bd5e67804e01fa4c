import type { MaterialLink, Role } from '../db/schema.js';
import { approvesMaterials } from '../contract/policy.js';
import { MATERIAL_POLICY, type MaterialAction, type MaterialRelation } from './table.js';

/** What the decision about a material needs: who acts, and how the material stands to them. */
export interface MaterialActor {
  membershipId: string;
  companyId: string;
  role: Role;
  /** The actor is marked principal (user_company.principal); read when an action needs it. */
  principal?: boolean;
}

export interface MaterialFacts {
  owner_id: string;
  company_id: string;
  link: MaterialLink;
}

/** How the material stands to the actor: held as the original or a copy, and/or an original of their company. */
function relationsOf(actor: MaterialActor, material: MaterialFacts): Set<MaterialRelation> {
  const found = new Set<MaterialRelation>();
  if (material.company_id !== actor.companyId) return found;
  if (material.owner_id === actor.membershipId) found.add(material.link === 'origin' ? 'origin' : 'copy');
  if (material.link === 'origin') {
    found.add('company');
    if (actor.principal) found.add('principal');
  }
  return found;
}

/** Whether the material table lets the actor do `action` to this material. */
export function mayOnMaterial(actor: MaterialActor, action: MaterialAction, material: MaterialFacts): boolean {
  const allowed: readonly MaterialRelation[] = MATERIAL_POLICY[action][actor.role];
  const relations = relationsOf(actor, material);
  return allowed.some((relation) => relations.has(relation));
}

/** Whether the actor approves materials at all (the queue): a relation no material needs to be held for. */
export const isApprover = (actor: MaterialActor): boolean => approvesMaterials(actor);
