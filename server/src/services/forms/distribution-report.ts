import {
  beginText,
  endText,
  moveText,
  nextLine,
  PDFDocument,
  setFontAndSize,
  setLineHeight,
  showText,
  StandardFonts,
} from 'pdf-lib';
import type { Db } from '../../db/connect.js';
import { newId, nowIso } from '../../lib/ids.js';
import type { Actor } from '../../policy/actor.js';
import type { FormSeal } from './certificate.js';
import { MARGIN, MUTED, winAnsi, WIDTH, Writer } from './pdf.js';
import { sha256Hex, signDocument } from './seal.js';
import type { RecipientRecord, StreamedRecord } from '../content/distribution.js';

const day = (iso: string | null) => (iso ? iso.replace('T', ' ').slice(0, 16) : '—');

/** One recipient's line: where their copy came from, its ceilings, their use of it, and a withholding. */
function recipientLine(p: RecipientRecord): string {
  const ceilings = [p.view_only ? 'view only' : '', p.no_resend ? 'no re-send' : ''].filter(Boolean).join(', ');
  const withheld = p.withheld_at ? ` · withheld since ${day(p.withheld_at)}: ${p.withheld_reason ?? ''}` : '';
  return (
    `${p.full_name} <${p.email}> · ${p.role}${p.state ? ` · ${p.state}` : ''} · v${p.version} from ${p.sent_by ?? '—'} on ${day(p.received_at)}` +
    `${ceilings ? ` · ${ceilings}` : ''} · opened ${p.opens}× (first ${day(p.first_open)}, last ${day(p.last_open)}) · downloads ${p.downloads}${withheld}`
  );
}

/**
 * The report's pages: the material, each version (SHA-256, approver, first and last use), recalls,
 * expiries, recipients. Recipients are read a batch at a time and written as one text object per page
 * (a fixed-width font, cut by characters: never measured word by word; one show and one next-line
 * operator per line), so ten thousand of them cost what the text costs.
 */
async function buildReport(company: string, records: AsyncIterable<StreamedRecord>, heading: string, by: string) {
  const doc = await PDFDocument.create();
  doc.setTitle(heading);
  doc.setProducer('Cascade');
  const w = new Writer(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));
  const mono = await doc.embedFont(StandardFonts.Courier);
  const SIZE = 7;
  const LEADING = SIZE * 1.35;
  const perLine = Math.floor((WIDTH - 8) / (0.6 * SIZE));
  /** The lines of the page's open text object, drawn when the page is full or the recipients end. */
  let block: string[] = [];
  let blockTop = 0;
  const flush = () => {
    if (block.length === 0) return;
    const key = w.page.node.newFontDictionary(mono.name, mono.ref);
    const ops = [beginText(), setFontAndSize(key, SIZE), setLineHeight(LEADING), moveText(MARGIN + 8, blockTop - SIZE)];
    for (const line of block) ops.push(showText(mono.encodeText(line)), nextLine());
    ops.push(endText());
    w.page.pushOperators(...ops);
    block = [];
  };
  const fixed = (text: string) => {
    const clean = winAnsi(text);
    for (let i = 0; i < clean.length; i += perLine) {
      if (w.y - LEADING < MARGIN) {
        flush();
        w.newPage();
      }
      if (block.length === 0) blockTop = w.y;
      block.push(clean.slice(i, i + perLine));
      w.y -= LEADING;
    }
  };
  w.text(heading, { size: 16, bold: true, gap: 4 });
  w.text(`${company} · made by ${by} on ${day(nowIso())} UTC · sealed with the company's certificate`, {
    size: 9,
    color: MUTED,
    gap: 8,
  });
  for await (const record of records) {
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
    if (record.expiries.length > 0) {
      w.text('Expired', { bold: true });
      for (const e of record.expiries) w.text(`${day(e.at)}: its use-until date passed (v${e.version})`, { indent: 8, size: 9 });
    }
    w.text(`Recipients (${record.total})`, { bold: true, gap: 2 });
    for await (const batch of record.people()) for (const p of batch) fixed(recipientLine(p));
    flush();
  }
  return doc;
}

/**
 * The examiner's report: the delivery record as a PDF sealed and signed through the one signing pipeline
 * (the intake forms' certificate); its SHA-256 is kept, so the verification page recognises it.
 */
export async function sealedReport(
  db: Db,
  actor: Actor,
  seal: FormSeal,
  records: AsyncIterable<StreamedRecord>,
  heading: string,
  originId: string | null,
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
      origin_id: originId,
      title: heading,
      sha256: sha256Hex(pdf),
      created_by_id: actor.membershipId,
      created_at: now.toISOString(),
    })
    .execute();
  return pdf;
}
