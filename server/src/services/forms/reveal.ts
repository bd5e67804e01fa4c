import type { Db } from '../../db/connect.js';
import { badRequest, forbidden } from '../../lib/errors.js';
import type { Throttle } from '../../lib/throttle/index.js';
import { recordAudit } from '../audit/index.js';
import { visibleForm, type FormActor } from './access.js';
import { fieldsOf } from './fields.js';
import { formsNotConfigured, openAnswers, type FormsKeys } from './secrets.js';
import { sectionsOf, templateVersion } from './templates.js';

export interface RevealContext {
  db: Db;
  keys: FormsKeys | null;
  throttle: Throttle;
}

export const REVEAL_REFUSED = 'You can review this form, but not read its sensitive answers in full.';

/**
 * One sensitive answer in full, for whoever the policy table lets reveal it (`revealFormField`): a form
 * one cannot see is 404, one that may be seen but not revealed 403. Every reveal counts against the
 * member's throttle (`revealPerMember`, 429 with Retry-After) and is written to the audit trail — who,
 * when, which form and field, never the value.
 */
export async function revealAnswer(
  ctx: RevealContext,
  actor: FormActor,
  formId: string,
  fieldKey: string,
): Promise<{ field: string; value: string | null }> {
  if (!ctx.keys) throw formsNotConfigured();
  const { form, rights } = await visibleForm(ctx.db, actor, formId);
  if (!rights.reveal) throw forbidden(REVEAL_REFUSED);
  const fields = fieldsOf(sectionsOf(await templateVersion(ctx.db, form.template_version_id)));
  const field = fields.find((f) => f.key === fieldKey);
  if (!field || field.kind !== 'sensitive')
    throw badRequest(`This form has no sensitive field ${JSON.stringify(fieldKey)}; only sensitive answers are revealed.`);
  await ctx.throttle.take('revealPerMember', actor.membershipId);
  const value = openAnswers(ctx.keys, form.id, [field], form.answers)[field.key];
  await recordAudit(
    { db: ctx.db },
    {
      companyId: actor.companyId,
      actorId: actor.membershipId,
      action: 'form.field_revealed',
      target: { type: 'form', id: form.id, name: form.title },
      detail: { field: field.key, label: field.label },
      source: actor.source,
    },
  );
  return { field: field.key, value: typeof value === 'string' ? value : null };
}
