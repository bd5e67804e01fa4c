import { US_STATE_CODES } from '../../contract/form-fields.js';
import type { Db } from '../../db/connect.js';
import { inTransaction } from '../../db/transaction.js';
import { badRequest, forbidden } from '../../lib/errors.js';
import { isApprover } from '../../policy/index.js';
import type { Actor } from '../../policy/actor.js';
import { recordAudit } from '../audit/index.js';
import { originFor, withPrincipal } from './originals.js';
import { needsApproval } from './publish.js';
import { rulesOf, type Rules } from './qualification.js';
import { recordWithholdings } from './withholdings.js';

const NOT_YOURS = 'Only the owner of the original or an approver can change who may receive it; you hold a copy.';
const NEEDS_APPROVER =
  'Your company approves materials before they reach clients, so an approver changes who may receive them: ask an admin or a principal.';

/** The rules as the API shows them. */
export const rulesView = (rules: Rules) => ({
  requires_license: rules.requiresLicense,
  allowed_states: rules.allowedStates ?? [],
  watermark_clients: rules.watermarkClients,
});

interface RulesInput {
  requires_license: boolean;
  allowed_states: string[];
  watermark_clients: boolean;
}

/**
 * Sets an original's rules (licence, states, watermark): its owner or an approver, through the policy
 * table; where approval is on, an approver only (the change is then approved by who makes it). Every copy
 * at every depth follows at once — they read the rules through their origin — and holders' lists refresh.
 */
export async function setRules(db: Db, actor: Actor, materialId: string, input: RulesInput) {
  const unknown = input.allowed_states.filter((s) => !US_STATE_CODES.includes(s));
  if (unknown.length > 0) throw badRequest(`Not US state codes: ${unknown.join(', ')}. Use two-letter codes such as TX.`);
  const origin = await originFor(db, actor, materialId, 'setMaterialRules', NOT_YOURS);
  if (origin.link !== 'origin')
    throw forbidden('Rules belong to an original: this copy was received before copies were linked to it.');
  if ((await needsApproval(db, actor.companyId, actor.role)) && !isApprover(await withPrincipal(db, actor)))
    throw forbidden(NEEDS_APPROVER);
  const before = rulesOf(origin);
  const states = [...new Set(input.allowed_states)].sort();
  const next = {
    requires_license: input.requires_license ? 1 : 0,
    allowed_states: states.length > 0 ? states.join(',') : null,
    watermark_clients: input.watermark_clients ? 1 : 0,
  };
  // Holders who stop (or start again) qualifying are noted in the delivery record.
  return recordWithholdings(db, { origin: origin.id }, () =>
    inTransaction(db, async (trx) => {
      await trx.updateTable('material').set(next).where('id', '=', origin.id).execute();
      await recordAudit(
        { db: trx },
        {
          companyId: actor.companyId,
          actorId: actor.membershipId,
          action: 'material.rules_changed',
          target: { type: 'material', id: origin.id, name: origin.title },
          detail: { from: rulesView(before), to: rulesView(rulesOf(next)) },
          source: actor.source,
        },
      );
      return rulesView(rulesOf(next));
    }),
  );
}
