import type { FastifyInstance } from 'fastify';

export interface StoredMail {
  to_address: string;
  subject: string;
  text: string;
  company_id: string | null;
}

/** Messages to an address, oldest first, read from the outbox table. */
export async function mailsTo(app: FastifyInstance, to: string): Promise<StoredMail[]> {
  return app.db
    .selectFrom('outbox')
    .select(['to_address', 'subject', 'text', 'company_id'])
    .where('to_address', '=', to)
    .orderBy('created_at', 'asc')
    .execute();
}

export async function lastMailTo(app: FastifyInstance, to: string): Promise<StoredMail> {
  const mails = await mailsTo(app, to);
  const last = mails.at(-1);
  if (!last) throw new Error(`no mail to ${to}`);
  return last;
}

/** The query parameters of the first link to `page` in a message. */
export function linkIn(mail: StoredMail, page: string): URL {
  const match = new RegExp(`https?://\\S+${page.replace(/\//g, '\\/')}\\?\\S+`).exec(mail.text);
  if (!match) throw new Error(`no link to ${page} in: ${mail.text}`);
  return new URL(match[0]);
}

export const tokenIn = (mail: StoredMail, page: string): string => linkIn(mail, page).searchParams.get('token') ?? '';
