/** The examiner's CSV as it was written from the whole record: the benchmark's baseline. */
import { csvField } from '../../src/services/audit/csv.js';
import type { DeliveryRecord } from './distribution-record.js';

const COLUMNS = [
  'material',
  'material_id',
  'version',
  'version_sha256',
  'version_approved_by',
  'version_approved_at',
  'version_first_use',
  'version_last_use',
  'recipient',
  'recipient_email',
  'recipient_role',
  'recipient_state',
  'sent_by',
  'received_at',
  'view_only',
  'no_resend',
  'first_open',
  'last_open',
  'opens',
  'downloads',
];

/**
 * The examiner's CSV (RFC 4180): one line per recipient and the version they hold, with that version's
 * SHA-256, approver and dates of first and last use. Formula-safe like the audit export: a name a
 * spreadsheet would run (=, +, -, @) is written as text.
 */
export function* distributionCsv(records: DeliveryRecord[]): Generator<string> {
  yield `${COLUMNS.join(',')}\r\n`;
  for (const record of records) {
    const versions = new Map(record.versions.map((v) => [v.number, v]));
    for (const p of record.people) {
      const v = versions.get(p.version);
      yield `${[
        record.material.title,
        record.material.id,
        String(p.version),
        v?.sha256,
        v?.state === 'approved' ? v.decided_by : null,
        v?.state === 'approved' ? v.decided_at : null,
        v?.first_use,
        v?.last_use,
        p.full_name,
        p.email,
        p.role,
        p.state,
        p.sent_by,
        p.received_at,
        p.view_only ? 'yes' : 'no',
        p.no_resend ? 'yes' : 'no',
        p.first_open,
        p.last_open,
        String(p.opens),
        String(p.downloads),
      ]
        .map(csvField)
        .join(',')}\r\n`;
    }
  }
}
