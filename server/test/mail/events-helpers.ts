import type { FastifyInstance } from 'fastify';

export const API = '/api/frontend';

export interface RichMail {
  id: string;
  to_address: string;
  subject: string;
  text: string;
  html: string | null;
  headers: Record<string, string> | null;
  attachments: { filename: string; contentType: string; content: string }[] | null;
  from_name: string | null;
}

/** Every message to an address, oldest first, with its parts decoded. */
export async function richMailsTo(app: FastifyInstance, to: string): Promise<RichMail[]> {
  const rows = await app.db
    .selectFrom('outbox')
    .select(['id', 'to_address', 'subject', 'text', 'html', 'headers', 'attachments', 'from_name'])
    .where('to_address', '=', to)
    .orderBy('created_at', 'asc')
    .execute();
  return rows.map((r) => ({
    ...r,
    html: r.html ?? null,
    from_name: r.from_name ?? null,
    headers: r.headers ? JSON.parse(r.headers) : null,
    attachments: r.attachments ? JSON.parse(r.attachments) : null,
  }));
}

/** The instant just after every hold of action mail made now has passed (and before the read window ends). */
export const afterHold = () => Date.now() + 20_000;
/** After the read window of a notification that reached an open tab. */
export const afterReadWindow = () => Date.now() + 4 * 60_000;
