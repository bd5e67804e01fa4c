import type { Db } from '../db/connect.js';

const REDACTED = '[redacted]';

/** Query parameters of our mail links that grant something (invitations, resets, email changes). */
const SECRET_PARAMS = /([?&](?:token|code|key)=)[^\s&#"'<>)]+/gi;

/** The text with every link's token replaced by `[redacted]`: what the outbox keeps once a message is done. */
export const redactLinks = (text: string): string => text.replace(SECRET_PARAMS, `$1${REDACTED}`);

/** Every part of a stored message that can carry a link (text, HTML, headers), redacted. */
export function redactedParts(row: { text: string; html?: string | null; headers?: string | null }) {
  return {
    text: redactLinks(row.text),
    ...(row.html ? { html: redactLinks(row.html) } : {}),
    ...(row.headers ? { headers: redactLinks(row.headers) } : {}),
  };
}

/**
 * Redacts messages stored before sent mail was redacted (or kept for a developer while the dev outbox
 * was on): every sent or given-up message, and — unless `keepUnsent` (the dev outbox without SMTP) —
 * every kept one. Messages still waiting for delivery keep their text: the queue needs it.
 */
export async function redactStoredMail(db: Db, keepUnsent: boolean): Promise<number> {
  const rows = await db
    .selectFrom('outbox')
    .select(['id', 'text', 'html', 'headers'])
    .where((eb) =>
      keepUnsent ? eb('sent_at', 'is not', null) : eb.or([eb('sent_at', 'is not', null), eb('next_attempt_at', 'is', null)]),
    )
    .where((eb) => eb.or([eb('text', 'like', '%=%'), eb('html', 'like', '%token=%'), eb('headers', 'like', '%token=%')]))
    .execute();
  let changed = 0;
  for (const row of rows) {
    const parts = redactedParts(row);
    if (
      parts.text === row.text &&
      (parts.html ?? null) === (row.html ?? null) &&
      (parts.headers ?? null) === (row.headers ?? null)
    )
      continue;
    await db.updateTable('outbox').set(parts).where('id', '=', row.id).execute();
    changed += 1;
  }
  return changed;
}
