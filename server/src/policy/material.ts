import type { MaterialLink, Role } from '../db/schema.js';
import { forbidden } from '../lib/errors.js';
import { MATERIAL_POLICY, type MaterialAction, type MaterialRelation } from './table.js';

/** How a member holds a material of theirs: the original (an upload) or a copy that reached them. */
const materialRelation = (material: { link: MaterialLink }): MaterialRelation => (material.link === 'origin' ? 'origin' : 'copy');

/** Whether the material table lets a member of this role do `action` to a material they hold so. */
function mayOnMaterial(actor: { role: Role }, action: MaterialAction, material: { link: MaterialLink }): boolean {
  const allowed: readonly MaterialRelation[] = MATERIAL_POLICY[action][actor.role];
  return allowed.includes(materialRelation(material));
}

/** The same as a guard: a 403 with `detail` when the table says no (the material is theirs, so it exists). */
export function requireOnMaterial(
  actor: { role: Role },
  action: MaterialAction,
  material: { link: MaterialLink },
  detail: string,
): void {
  if (!mayOnMaterial(actor, action, material)) throw forbidden(detail);
}
