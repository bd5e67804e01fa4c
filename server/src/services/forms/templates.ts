import type { Db } from '../../db/connect.js';
import { inTransaction } from '../../db/transaction.js';
import type { TemplateVersion } from '../../db/schema.js';
import { sql } from 'kysely';
import { badRequest, invalidFields, notFound } from '../../lib/errors.js';
import { newId, nowIso } from '../../lib/ids.js';
import { mayInCompany, requireInCompany } from '../../policy/index.js';
import type { FormActor } from './access.js';
import { checkTemplate, withFieldKeys, type FieldDef, type SectionDef } from './fields.js';
import type { PdfFieldDef } from '../../contract/form-fields.js';
import { STARTER_DESCRIPTION, STARTER_SECTIONS, STARTER_TITLE } from './starter.js';
import type { Static } from 'typebox';
import type { TemplateSchema } from '../../schemas/forms.js';
import type { Refs } from '../../schemas/refs.js';

/** A field as a template is written: a field without a key gets one from its label (withFieldKeys). */
export type FieldInput = Omit<FieldDef, 'key'> & { key?: string };
export type SectionInput = Omit<SectionDef, 'fields'> & { fields: FieldInput[] };

export interface TemplateInput {
  title: string;
  description: string;
  sections: SectionInput[];
}

/** A carrier PDF template's own part: the PDF (a blob), its page sizes, the fields placed on its pages. */
export interface PdfPart {
  sha256: string;
  pages: { width: number; height: number }[];
  fields: PdfFieldDef[];
}

/** A template with every field keyed, as it is stored. */
export interface KeyedTemplate extends TemplateInput {
  sections: SectionDef[];
  pdf?: PdfPart;
}

/** A template as its schema (`FormTemplate`) says. */
export type TemplateOut = Static<typeof TemplateSchema, Refs>;

export const TEMPLATE_NOT_FOUND = 'This form template does not exist.';
export const MANAGERS_ONLY = 'Only company admins can build and edit form templates.';

export const sectionsOf = (version: Pick<TemplateVersion, 'sections'>): SectionDef[] =>
  JSON.parse(version.sections) as SectionDef[];

async function insertVersion(
  db: Db,
  templateId: string,
  companyId: string,
  number: number,
  input: KeyedTemplate,
): Promise<string> {
  const id = newId();
  await db
    .insertInto('intake_form_template_version')
    .values({
      id,
      template_id: templateId,
      company_id: companyId,
      number,
      title: input.title.trim(),
      description: input.description.trim(),
      sections: JSON.stringify(input.sections),
      used: 0,
      created_at: nowIso(),
      pdf_sha256: input.pdf?.sha256 ?? null,
      pdf_fields: input.pdf ? JSON.stringify(input.pdf.fields) : null,
      pdf_pages: input.pdf ? JSON.stringify(input.pdf.pages) : null,
    })
    .execute();
  return id;
}

export async function createRow(
  db: Db,
  companyId: string,
  input: KeyedTemplate & { reference?: (trx: Db) => Promise<void> },
): Promise<string> {
  return inTransaction(db, async (trx) => {
    await input.reference?.(trx);
    const id = newId();
    const now = nowIso();
    await trx
      .insertInto('intake_form_template')
      .values({ id, company_id: companyId, status: 'active', current_version_id: null, created_at: now, updated_at: now })
      .execute();
    const versionId = await insertVersion(trx, id, companyId, 1, input);
    await trx.updateTable('intake_form_template').set({ current_version_id: versionId }).where('id', '=', id).execute();
    return id;
  });
}

/** A company that has never had a template gets the starter one (new companies, the demo, older data). */
export async function ensureStarterTemplate(db: Db, companyId: string): Promise<void> {
  const any = await db
    .selectFrom('intake_form_template')
    .select('id')
    .where('company_id', '=', companyId)
    .limit(1)
    .executeTakeFirst();
  if (any) return;
  await createRow(db, companyId, { title: STARTER_TITLE, description: STARTER_DESCRIPTION, sections: STARTER_SECTIONS });
}

const listQuery = (db: Db, companyId: string) =>
  db
    .selectFrom('intake_form_template as t')
    .innerJoin('intake_form_template_version as v', 'v.id', 't.current_version_id')
    .select([
      't.id',
      't.status',
      't.updated_at',
      'v.id as version_id',
      'v.number',
      'v.title',
      'v.description',
      'v.sections',
      'v.used',
      'v.pdf_sha256',
      'v.pdf_fields',
      'v.pdf_pages',
    ])
    .where('t.company_id', '=', companyId);

type Row = Awaited<ReturnType<ReturnType<typeof listQuery>['executeTakeFirstOrThrow']>>;
const toOut = (r: Row): TemplateOut => ({
  id: r.id,
  status: r.status,
  version_id: r.version_id,
  version_number: Number(r.number),
  title: r.title,
  description: r.description,
  sections: JSON.parse(r.sections) as SectionDef[],
  used: Number(r.used) === 1,
  updated_at: r.updated_at,
  pdf:
    r.pdf_fields && r.pdf_pages
      ? { pages: JSON.parse(r.pdf_pages) as PdfPart['pages'], fields: JSON.parse(r.pdf_fields) as PdfFieldDef[] }
      : null,
});

/** Active templates (every member who may send sees them); archived ones too for those who may see them. */
export async function listTemplates(db: Db, actor: FormActor, includeArchived: boolean): Promise<TemplateOut[]> {
  await ensureStarterTemplate(db, actor.companyId);
  const rows = await listQuery(db, actor.companyId)
    .$if(!(includeArchived && mayInCompany(actor, 'seeArchivedTemplates')), (q) => q.where('t.status', '=', 'active'))
    .orderBy('v.title')
    .execute();
  return rows.map(toOut);
}

export async function getTemplate(db: Db, actor: FormActor, id: string): Promise<TemplateOut> {
  const row = await listQuery(db, actor.companyId).where('t.id', '=', id).executeTakeFirst();
  if (!row || (row.status === 'archived' && !mayInCompany(actor, 'seeArchivedTemplates'))) throw notFound(TEMPLATE_NOT_FOUND);
  return toOut(row);
}

/** The template with every field keyed (keys made from labels where none was given), once it is valid. */
function checked(input: TemplateInput): KeyedTemplate {
  const keyed = { ...input, sections: withFieldKeys(input.sections) };
  const errors = checkTemplate(keyed.sections);
  if (!input.title.trim()) errors.unshift({ field: 'title', message: 'Give the template a title.' });
  if (errors.length > 0) throw invalidFields(errors[0]!.message, errors);
  return keyed;
}

export async function createTemplate(db: Db, actor: FormActor, input: TemplateInput): Promise<TemplateOut> {
  requireInCompany(actor, 'manageFormTemplates', MANAGERS_ONLY);
  const id = await createRow(db, actor.companyId, checked(input));
  return getTemplate(db, actor, id);
}

/** Edits in place until a form is sent from the version; after that an edit makes the next version. */
export async function updateTemplate(db: Db, actor: FormActor, id: string, input: TemplateInput): Promise<TemplateOut> {
  requireInCompany(actor, 'manageFormTemplates', MANAGERS_ONLY);
  return writeVersion(db, actor, id, checked(input), false);
}

/**
 * Writes a template's next content: in place while no form was sent from the current version, else as
 * the next version (sent forms keep theirs). `pdf` says which kind of template the edit is for: a
 * carrier PDF template is edited by its placed fields, a built-in one by its sections (400 otherwise).
 */
export async function writeVersion(
  db: Db,
  actor: FormActor,
  id: string,
  keyed: KeyedTemplate,
  pdf: boolean,
): Promise<TemplateOut> {
  await inTransaction(db, async (trx) => {
    const current = await listQuery(trx, actor.companyId).where('t.id', '=', id).executeTakeFirst();
    if (!current) throw notFound(TEMPLATE_NOT_FOUND);
    if ((current.pdf_sha256 !== null) !== pdf)
      throw badRequest(
        pdf
          ? 'This template is built field by field, not on a PDF: edit its sections.'
          : 'This template is a carrier PDF: edit the fields placed on its pages (PUT /intake-form-template/{id}/pdf).',
      );
    const content = {
      title: keyed.title.trim(),
      description: keyed.description.trim(),
      sections: JSON.stringify(keyed.sections),
      pdf_fields: keyed.pdf ? JSON.stringify(keyed.pdf.fields) : null,
    };
    if (Number(current.used) === 0) {
      await trx
        .updateTable('intake_form_template_version')
        .set(content)
        .where('id', '=', current.version_id)
        .where('used', '=', 0)
        .execute();
    } else {
      const versionId = await insertVersion(trx, id, actor.companyId, Number(current.number) + 1, keyed);
      if (keyed.pdf)
        await trx
          .updateTable('blob')
          .set({ ref_count: sql<number>`ref_count + 1` })
          .where('sha256', '=', keyed.pdf.sha256)
          .execute();
      await trx.updateTable('intake_form_template').set({ current_version_id: versionId }).where('id', '=', id).execute();
    }
    await trx.updateTable('intake_form_template').set({ updated_at: nowIso() }).where('id', '=', id).execute();
  });
  return getTemplate(db, actor, id);
}

export async function setTemplateStatus(
  db: Db,
  actor: FormActor,
  id: string,
  status: 'active' | 'archived',
): Promise<TemplateOut> {
  requireInCompany(actor, 'manageFormTemplates', MANAGERS_ONLY);
  const done = await db
    .updateTable('intake_form_template')
    .set({ status, updated_at: nowIso() })
    .where('id', '=', id)
    .where('company_id', '=', actor.companyId)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) === 0) throw notFound(TEMPLATE_NOT_FOUND);
  return getTemplate(db, actor, id);
}

export async function templateVersion(db: Db, versionId: string): Promise<TemplateVersion> {
  return db.selectFrom('intake_form_template_version').selectAll().where('id', '=', versionId).executeTakeFirstOrThrow();
}
