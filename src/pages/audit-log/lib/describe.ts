import type { AuditEntry } from '@/shared/api';

/** The target of an entry as one short phrase ("policy.pdf", "Jamie Doe", "3 items"). */
export function describeTarget(entry: AuditEntry): string {
  if (!entry.target) return '—';
  if (entry.target.type === 'company') {
    const fields = Array.isArray(entry.detail.fields) ? (entry.detail.fields as string[]).join(', ') : '';
    return fields ? `Company: ${fields}` : 'Company';
  }
  return entry.target.name || entry.target.type;
}

/** The time of an entry in the reader's locale, to the second. */
export function formatTime(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
}
