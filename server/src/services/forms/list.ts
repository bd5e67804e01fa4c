import type { Db } from '../../db/connect.js';
import type { FormStatus } from '../../db/schema.js';
import { nowIso } from '../../lib/ids.js';
import { notify } from '../notifications/notifications.js';
import type { FormActor } from './access.js';
import { nameOf } from '../members/names.js';
import { formCount, formListShape, formPage, type FormListParams } from './list-statements.js';
import { formLink, recordEvent } from './forms.js';
import type { Static } from 'typebox';
import type { FormSummarySchema } from '../../schemas/forms.js';
import type { Refs } from '../../schemas/refs.js';

/** One form of a list (the `FormSummary` schema). */
export type FormSummary = Static<typeof FormSummarySchema, Refs>;

/**
 * Forms the actor may see, newest first, as the policy table says: those they sent, those they may fill
 * (a client's own) and those they may review (the forms of the clients below them).
 */
export async function listForms(
  db: Db,
  actor: FormActor,
  query: { client_id?: string; status?: FormStatus; page: number; size: number },
) {
  const shape = formListShape(actor, query);
  const params: FormListParams = {
    actor: actor.membershipId,
    company: actor.companyId,
    ...(query.client_id ? { client: query.client_id } : {}),
    ...(query.status ? { status: query.status } : {}),
  };
  const [counted] = await formCount(db, shape, params);
  const total = Number(counted?.n ?? 0);
  const offset = (query.page - 1) * query.size;
  const rows = offset < total ? await formPage(db, shape, { ...params, limit: query.size, offset }) : [];
  const items: FormSummary[] = rows.map((r) => ({
    id: r.id,
    title: r.title,
    status: r.status,
    client: nameOf(r.owner_id, r.owner_first_name, r.owner_last_name, r.owner_email),
    sender: r.shared_by_id
      ? nameOf(r.shared_by_id, r.sender_first_name ?? '', r.sender_last_name ?? '', r.sender_email ?? '')
      : null,
    due_at: r.due_at,
    signed_at: r.signed_at,
    created_at: r.created_at,
    updated_at: r.updated_at,
    carrier_pdf: r.pdf_sha256 !== null,
    step: r.step,
  }));
  return { items, total, page: query.page, size: query.size, pages: Math.ceil(total / query.size) };
}

/** How long before the due date the one reminder goes out. */
export const REMINDER_LEAD_MS = 24 * 3600 * 1000;

/** Sends the one reminder of every unsigned form due within a day; each form is claimed once. */
export async function sendDueReminders(db: Db, now = new Date()): Promise<number> {
  const horizon = new Date(now.getTime() + REMINDER_LEAD_MS).toISOString();
  const due = await db
    .selectFrom('intake_form')
    .select(['id', 'owner_id', 'title', 'due_at'])
    .where('status', '=', 'draft')
    .where('reminded_at', 'is', null)
    .where('due_at', 'is not', null)
    .where('due_at', '<=', horizon)
    .limit(500)
    .execute();
  let sent = 0;
  for (const form of due) {
    await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('intake_form')
        .set({ reminded_at: nowIso() })
        .where('id', '=', form.id)
        .where('reminded_at', 'is', null)
        .where('status', '=', 'draft')
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return;
      await recordEvent(trx, form.id, 'reminded', null, { ip: null, userAgent: null });
      await notify(trx, {
        membershipId: form.owner_id,
        type: 'intake_form_reminder',
        title: `Reminder: “${form.title}” is due ${form.due_at!.slice(0, 10)}`,
        body: 'Fill it in and sign it before the due date.',
        link: formLink(form.id),
      });
      sent += 1;
    });
  }
  return sent;
}
