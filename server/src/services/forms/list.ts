import type { Db } from '../../db/connect.js';
import type { FormStatus } from '../../db/schema.js';
import { nowIso } from '../../lib/ids.js';
import { scopeOf } from '../../policy/index.js';
import { notify } from '../notifications/notifications.js';
import type { FormActor } from './access.js';
import { memberNames, type MemberName } from '../members/names.js';
import { formLink, recordEvent } from './forms.js';

export interface FormSummary {
  id: string;
  title: string;
  status: FormStatus;
  client: MemberName;
  sender: MemberName | null;
  due_at: string | null;
  signed_at: string | null;
  created_at: string;
  updated_at: string;
}

/**
 * Forms the actor may see, newest first, as the policy table says: those they sent, those they may fill
 * (a client's own) and those they may review (the forms of the clients below them).
 */
export async function listForms(
  db: Db,
  actor: FormActor,
  query: { client_id?: string; status?: FormStatus; page: number; size: number },
) {
  const base = db
    .selectFrom('intake_form as f')
    .where('f.company_id', '=', actor.companyId)
    .where((eb) =>
      eb.or([
        eb('f.shared_by_id', '=', actor.membershipId),
        eb('f.owner_id', 'in', eb.selectFrom('user_company as m').select('m.id').where(scopeOf(actor, 'fillForm'))),
        eb('f.owner_id', 'in', eb.selectFrom('user_company as m').select('m.id').where(scopeOf(actor, 'reviewForm'))),
      ]),
    )
    .$if(Boolean(query.client_id), (q) => q.where('f.owner_id', '=', query.client_id!))
    .$if(Boolean(query.status), (q) => q.where('f.status', '=', query.status!));
  const { n } = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .select([
      'f.id',
      'f.title',
      'f.status',
      'f.owner_id',
      'f.shared_by_id',
      'f.due_at',
      'f.signed_at',
      'f.created_at',
      'f.updated_at',
    ])
    .orderBy('f.created_at', 'desc')
    .orderBy('f.id', 'desc')
    .limit(query.size)
    .offset((query.page - 1) * query.size)
    .execute();
  const names = await memberNames(
    db,
    rows.flatMap((r) => [r.owner_id, r.shared_by_id]),
  );
  const total = Number(n);
  const items: FormSummary[] = rows.map((r) => ({
    id: r.id,
    title: r.title,
    status: r.status,
    client: names.get(r.owner_id)!,
    sender: r.shared_by_id ? (names.get(r.shared_by_id) ?? null) : null,
    due_at: r.due_at,
    signed_at: r.signed_at,
    created_at: r.created_at,
    updated_at: r.updated_at,
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
