import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { Db } from '../../db/connect.js';
import { invalidFields, notFound, type FieldError } from '../../lib/errors.js';
import { requireInCompany } from '../../policy/index.js';
import type { BlobStorage } from '../../storage/index.js';
import { referenceStoredBlob, withBlobLock } from '../../storage/blob-refs.js';
import {
  answerFieldOf,
  FIELD_KEY,
  keyFromLabel,
  pdfFieldProblem,
  uniqueKey,
  type PdfFieldDef,
} from '../../contract/form-fields.js';
import type { FormActor } from './access.js';
import type { SectionDef } from './fields.js';
import {
  createRow,
  getTemplate,
  MANAGERS_ONLY,
  TEMPLATE_NOT_FOUND,
  writeVersion,
  type PdfPart,
  type TemplateOut,
} from './templates.js';

export interface FormsStore {
  db: Db;
  storage: BlobStorage;
}

/** A placed field as the editor sends it: without a key, one is made from its label. */
export type PdfFieldInput = Omit<PdfFieldDef, 'key'> & { key?: string };

export interface PdfTemplateInput {
  title: string;
  description: string;
  fields: PdfFieldInput[];
}

export const MAX_TEMPLATE_PDF_BYTES = 30 * 1024 * 1024;

/**
 * The answers of a carrier form, as sections of the built-in kind (one per page, in reading order):
 * what drafts, checks, encryption, masking and the list mode of the fill view work on. Signature and
 * initials are not answers; they are applied at signing.
 */
function pdfSections(fields: PdfFieldDef[]): SectionDef[] {
  const byPage = new Map<number, SectionDef>();
  const placed = [...fields].sort(
    (a, b) => a.rects[0]!.page - b.rects[0]!.page || b.rects[0]!.y - a.rects[0]!.y || a.rects[0]!.x - b.rects[0]!.x,
  );
  for (const field of placed) {
    const answer = answerFieldOf(field);
    if (!answer) continue;
    const page = field.rects[0]!.page;
    const section = byPage.get(page) ?? { id: `page_${page}`, title: `Page ${page}`, fields: [] };
    section.fields.push(answer);
    byPage.set(page, section);
  }
  return [...byPage.values()];
}

/** The fields keyed (from labels where no key was given) and checked, or a 400 naming each problem. */
function checkedFields(fields: PdfFieldInput[], pages: PdfPart['pages']): PdfFieldDef[] {
  const taken = new Set(fields.flatMap((f) => (f.key ? [f.key] : [])));
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  const keyed = fields.map((field, i) => {
    const key = field.key ?? uniqueKey(keyFromLabel(field.label), taken);
    taken.add(key);
    if (seen.has(key))
      errors.push({ field: `fields.${i}.key`, message: `The key “${key}” is used twice; each field needs its own.` });
    if (!FIELD_KEY.test(key))
      errors.push({ field: `fields.${i}.key`, message: 'Use lower-case letters, digits and _ in a key.' });
    seen.add(key);
    const problem = pdfFieldProblem({ ...field, key }, pages);
    if (problem) errors.push({ field: `fields.${i}`, message: `${field.label}: ${problem}` });
    const { options, ...rest } = field;
    return { ...rest, key, ...(options && options.length > 0 ? { options } : {}) } as PdfFieldDef;
  });
  if (errors.length > 0) throw invalidFields(errors[0]!.message, errors);
  return keyed;
}

/** What detection found, made valid: a choice with fewer than two options becomes a checkbox or text. */
function usable(fields: PdfFieldDef[]): PdfFieldDef[] {
  return fields.map((field) => {
    if ((field.kind === 'radio' || field.kind === 'dropdown') && (field.options?.length ?? 0) < 2) {
      const { options: _dropped, ...rest } = field;
      return { ...rest, kind: field.kind === 'radio' ? 'checkbox' : 'text', rects: field.rects.slice(0, 1) };
    }
    return field;
  });
}

/**
 * An admin uploads a carrier's PDF as a template (policy `manageFormTemplates`): its AcroForm fields are
 * detected and placed; a PDF without any still makes a template, whose fields the admin places. The PDF
 * is stored as a blob of the one store and referenced by the version.
 */
export async function createPdfTemplate(
  ctx: FormsStore,
  actor: FormActor,
  input: { title: string; description: string; pdf: Buffer },
): Promise<TemplateOut> {
  requireInCompany(actor, 'manageFormTemplates', MANAGERS_ONLY);
  const title = input.title.trim();
  if (!title) throw invalidFields('Give the template a title.', [{ field: 'title', message: 'Give the template a title.' }]);
  // The PDF library is loaded when a PDF is first read, like the sealing libraries.
  const { detectFields, loadCarrierPdf } = await import('./pdf-detect.js');
  const detected = detectFields(await loadCarrierPdf(input.pdf));
  const fields = checkedFields(usable(detected.fields), detected.pages);
  const stored = await ctx.storage.put(Readable.from([input.pdf]), { maxBytes: input.pdf.length });
  const id = await withBlobLock(stored.sha256, () =>
    createRow(ctx.db, actor.companyId, {
      title,
      description: input.description.trim(),
      sections: pdfSections(fields),
      pdf: { sha256: stored.sha256, pages: detected.pages, fields },
      reference: (trx) => referenceStoredBlob(trx, stored, 'application/pdf'),
    }),
  );
  return getTemplate(ctx.db, actor, id);
}

/** Places, moves, resizes, relabels or removes the fields of a carrier PDF template (a new version once used). */
export async function updatePdfTemplate(db: Db, actor: FormActor, id: string, input: PdfTemplateInput): Promise<TemplateOut> {
  requireInCompany(actor, 'manageFormTemplates', MANAGERS_ONLY);
  const current = await getTemplate(db, actor, id);
  const version = await db
    .selectFrom('intake_form_template_version')
    .select(['pdf_sha256'])
    .where('id', '=', current.version_id)
    .executeTakeFirstOrThrow();
  if (!current.pdf || !version.pdf_sha256)
    throw invalidFields('This template is built field by field, not on a PDF: edit its sections.', [
      { field: 'fields', message: 'This template has no PDF.' },
    ]);
  if (!input.title.trim())
    throw invalidFields('Give the template a title.', [{ field: 'title', message: 'Give the template a title.' }]);
  const fields = checkedFields(input.fields, current.pdf.pages);
  return writeVersion(
    db,
    actor,
    id,
    {
      title: input.title,
      description: input.description,
      sections: pdfSections(fields),
      pdf: { sha256: version.pdf_sha256, pages: current.pdf.pages, fields },
    },
    true,
  );
}

/** The blank carrier PDF of a template version of the actor's company (the editor and the fill view draw it). */
export async function templatePdfBytes(ctx: FormsStore, actor: FormActor, versionId: string): Promise<Buffer> {
  const row = await ctx.db
    .selectFrom('intake_form_template_version as v')
    .innerJoin('blob as b', 'b.sha256', 'v.pdf_sha256')
    .select(['b.storage_key'])
    .where('v.id', '=', versionId)
    .where('v.company_id', '=', actor.companyId)
    .executeTakeFirst();
  if (!row) throw notFound(TEMPLATE_NOT_FOUND);
  return buffer(await ctx.storage.get(row.storage_key));
}

/** A version's carrier PDF by its blob hash (sealing reads it). */
export async function carrierPdfBytes(ctx: FormsStore, sha256: string): Promise<Buffer> {
  const blob = await ctx.db.selectFrom('blob').select(['storage_key']).where('sha256', '=', sha256).executeTakeFirstOrThrow();
  return buffer(await ctx.storage.get(blob.storage_key));
}
