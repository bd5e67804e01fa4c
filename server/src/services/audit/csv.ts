import type { AuditItem } from './query.js';

export const CSV_COLUMNS = [
  'time',
  'action',
  'actor',
  'actor_email',
  'actor_role',
  'target_type',
  'target',
  'target_id',
  'detail',
  'ip',
  'user_agent',
];

/**
 * One CSV field (RFC 4180). A value a spreadsheet would run as a formula (=, +, -, @, tab, CR) is
 * prefixed with a quote mark, so an exported name cannot execute.
 */
export function csvField(value: string | null | undefined): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(entry: AuditItem): string {
  const detail = Object.keys(entry.detail).length > 0 ? JSON.stringify(entry.detail) : '';
  return (
    [
      entry.created_at,
      entry.action,
      entry.actor?.full_name,
      entry.actor?.email,
      entry.actor?.role,
      entry.target?.type,
      entry.target?.name,
      entry.target?.id,
      detail,
      entry.ip,
      entry.user_agent,
    ]
      .map(csvField)
      .join(',') + '\r\n'
  );
}

/** The CSV text of the entries, a header line first, produced line by line as it is read. */
export async function* auditCsv(entries: AsyncIterable<AuditItem>): AsyncGenerator<string> {
  yield CSV_COLUMNS.join(',') + '\r\n';
  for await (const entry of entries) yield csvLine(entry);
}
