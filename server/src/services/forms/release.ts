import type { Db } from '../../db/connect.js';
import type { RequestSource } from '../../policy/actor.js';
import { inTransaction } from '../../db/transaction.js';
import { conflict, forbidden } from '../../lib/errors.js';
import { nowIso } from '../../lib/ids.js';
import { notify } from '../notifications/notifications.js';
import { visibleForm, type FormActor } from './access.js';
import { incomplete, missingFor, partyOf } from './carrier.js';
import { fieldsOf } from './fields.js';
import { formDetails, formLink, recordEvent, type FormDetails } from './forms.js';
import { formsNotConfigured, openAnswers, type FormsKeys } from './secrets.js';
import { sectionsOf, templateVersion } from './templates.js';

/**
 * The agent sends the carrier form they prepared on to the client: their required answers must be
 * complete. It becomes the client's turn, and the client is told as of every form sent to them.
 */
export async function releaseToClient(
  db: Db,
  keys: FormsKeys | null,
  actor: FormActor,
  formId: string,
  meta: RequestSource,
): Promise<FormDetails> {
  if (!keys) throw formsNotConfigured();
  const { form, rights } = await visibleForm(db, actor, formId);
  if (partyOf(rights) !== 'agent') throw forbidden('Only the agent who sent this form can send it on to the client.');
  if (form.status === 'signed') throw conflict('This form is signed and can no longer be changed.');
  if (form.step !== 'prepare') throw conflict('This form is already with the client.');
  const sections = sectionsOf(await templateVersion(db, form.template_version_id));
  const errors = missingFor(sections, openAnswers(keys, form.id, fieldsOf(sections), form.answers), 'agent');
  if (errors.length > 0) throw incomplete(errors, 'send it to the client');
  const at = nowIso();
  const moved = await inTransaction(db, async (trx) => {
    const done = await trx
      .updateTable('intake_form')
      .set({ step: 'client', version: Number(form.version) + 1, updated_at: at })
      .where('id', '=', form.id)
      .where('step', '=', 'prepare')
      .where('version', '=', form.version)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) return false;
    await recordEvent(trx, form.id, 'prepared', actor.membershipId, meta, at);
    await notify(trx, {
      membershipId: form.owner_id,
      type: 'intake_form_sent',
      title: `New form to fill in: ${form.title}`,
      body: 'Your agent prepared it. Fill it in and sign it when you are ready.',
      link: formLink(form.id),
    });
    return true;
  });
  if (!moved) throw conflict('This form changed since you opened it. Reload it, then send it again.');
  const fresh = await visibleForm(db, actor, formId);
  return formDetails(db, keys, fresh.form, fresh.rights);
}
