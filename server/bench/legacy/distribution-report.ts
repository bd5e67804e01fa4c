/** The report as it was built before batches (and its CSV): the benchmark's baseline. */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Db } from '../../src/db/connect.js';
import { newId, nowIso } from '../../src/lib/ids.js';
import type { Actor } from '../../src/policy/actor.js';
import type { FormSeal } from '../../src/services/forms/certificate.js';
import { MARGIN, MUTED, winAnsi, WIDTH, Writer } from '../../src/services/forms/pdf.js';
import { sha256Hex, signDocument } from '../../src/services/forms/seal.js';
import type { DeliveryRecord } from './distribution-record.js';

const day = (iso: string | null) => (iso ? iso.replace('T', ' ').slice(0, 16) : '—');

/** The report's pages: the material, each version (SHA-256, approver, first and last use), recalls, recipients. */
async function buildReport(company: string, records: DeliveryRecord[], heading: string, by: string): Promise<PDFDocument> {
  const doc = await PDFDocument.create();
  doc.setTitle(heading);
  doc.setProducer('Cascade');
  const w = new Writer(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));
  // Recipients (thousands of lines) in a fixed-width font: cut by characters, never measured word by word.
  const mono = await doc.embedFont(StandardFonts.Courier);
  const SIZE = 7;
  const perLine = Math.floor((WIDTH - 8) / (0.6 * SIZE));
  const fixed = (text: string) => {
    const clean = winAnsi(text);
    for (let i = 0; i < clean.length; i += perLine) {
      w.room(SIZE * 1.35);
      w.page.drawText(clean.slice(i, i + perLine), { x: MARGIN + 8, y: w.y - SIZE, size: SIZE, font: mono });
      w.y -= SIZE * 1.35;
    }
  };
  w.text(heading, { size: 16, bold: true, gap: 4 });
  w.text(`${company} · made by ${by} on ${day(nowIso())} UTC · sealed with the company's certificate`, {
    size: 9,
    color: MUTED,
    gap: 8,
  });
  for (const record of records) {
    w.rule();
    w.text(`“${record.material.title}”`, { size: 13, bold: true });
    w.text(`Original by ${record.material.owner} · id ${record.material.id}`, { size: 9, color: MUTED, gap: 6 });
    w.text('Versions', { bold: true });
    for (const v of record.versions) {
      w.text(`v${v.number} · ${v.state} · uploaded ${day(v.created_at)} by ${v.author ?? '—'}`, { indent: 8 });
      w.text(`SHA-256 ${v.sha256}`, { indent: 16, size: 8 });
      const decided = v.decided_by
        ? `${v.state === 'approved' ? 'approved' : 'decided'} by ${v.decided_by} on ${day(v.decided_at)} · `
        : '';
      w.text(`${decided}first use ${day(v.first_use)} · last use ${day(v.last_use)}`, { indent: 16, size: 9, gap: 2 });
    }
    if (record.recalls.length > 0) {
      w.text('Recalls', { bold: true });
      for (const r of record.recalls) w.text(`${day(r.at)} by ${r.by ?? '—'} (v${r.version})`, { indent: 8, size: 9 });
    }
    w.text(`Recipients (${record.people.length})`, { bold: true, gap: 2 });
    for (const p of record.people) {
      const ceilings = [p.view_only ? 'view only' : '', p.no_resend ? 'no re-send' : ''].filter(Boolean).join(', ');
      fixed(
        `${p.full_name} <${p.email}> · ${p.role}${p.state ? ` · ${p.state}` : ''} · v${p.version} from ${p.sent_by ?? '—'} on ${day(p.received_at)}` +
          `${ceilings ? ` · ${ceilings}` : ''} · opened ${p.opens}× (first ${day(p.first_open)}, last ${day(p.last_open)}) · downloads ${p.downloads}`,
      );
    }
  }
  return doc;
}

/**
 * The examiner's report: the delivery record as a PDF sealed and signed through the one signing pipeline
 * (the intake forms' certificate); its SHA-256 is kept, so the verification page recognises it.
 */
export async function legacyReport(
  db: Db,
  actor: Actor,
  seal: FormSeal,
  records: DeliveryRecord[],
  heading: string,
): Promise<Buffer> {
  const company = await db.selectFrom('company').select('name').where('id', '=', actor.companyId).executeTakeFirstOrThrow();
  const me = await db
    .selectFrom('user_company as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.first_name', 'u.last_name', 'u.email'])
    .where('m.id', '=', actor.membershipId)
    .executeTakeFirstOrThrow();
  const by = `${me.first_name} ${me.last_name}`.trim();
  const doc = await buildReport(company.name, records, heading, by);
  const now = new Date();
  const pdf = await signDocument(doc, seal, {
    reason: heading,
    contactInfo: me.email,
    name: company.name,
    signingTime: now,
  });
  await db
    .insertInto('distribution_report')
    .values({
      id: newId(),
      company_id: actor.companyId,
      origin_id: records.length === 1 ? records[0]!.material.id : null,
      title: heading,
      sha256: sha256Hex(pdf),
      created_by_id: actor.membershipId,
      created_at: now.toISOString(),
    })
    .execute();
  return pdf;
}

export { distributionCsv as legacyCsv } from './distribution-csv.js';
