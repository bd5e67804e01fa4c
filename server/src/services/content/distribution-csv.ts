import { csvField } from '../audit/csv.js';
import type { StreamedRecord } from './distribution.js';

const COLUMNS = [
  'material',
  'material_id',
  'version',
  'version_sha256',
  'version_approved_by',
  'version_approved_at',
  'version_first_use',
  'version_last_use',
  'material_expired_at',
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
  'withheld_since',
  'withheld_reason',
];

/**
 * The examiner's CSV (RFC 4180): one line per recipient and the version they hold, with that version's
 * SHA-256, approver and dates of first and last use. Formula-safe like the audit export: a name a
 * spreadsheet would run (=, +, -, @) is written as text. Streamed: the recipients are read a batch at a
 * time while the lines before them are on their way.
 */
export async function* distributionCsv(records: AsyncIterable<StreamedRecord>): AsyncGenerator<string> {
  yield `${COLUMNS.join(',')}\r\n`;
  for await (const record of records) {
    const versions = new Map(record.versions.map((v) => [v.number, v]));
    const expired = record.expiries[record.expiries.length - 1]?.at ?? null;
    for await (const batch of record.people()) {
      let lines = '';
      for (const p of batch) {
        const v = versions.get(p.version);
        lines += `${[
          record.material.title,
          record.material.id,
          String(p.version),
          v?.sha256,
          v?.state === 'approved' ? v.decided_by : null,
          v?.state === 'approved' ? v.decided_at : null,
          v?.first_use,
          v?.last_use,
          expired,
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
          p.withheld_at,
          p.withheld_reason,
        ]
          .map(csvField)
          .join(',')}\r\n`;
      }
      yield lines;
    }
  }
}
