import type { Kysely } from 'kysely';

/**
 * Carrier PDF forms. A template version may carry a carrier's own PDF (`pdf_sha256`, a blob), the fields
 * placed on its pages (`pdf_fields`, JSON) and its page sizes (`pdf_pages`, JSON); its `sections` then
 * hold the same fields as answers, so drafts, checks, encryption and masking are those of every form.
 * A form made from one moves through `step`: `prepare` (the sending agent fills their fields), `client`
 * (the client fills and signs), `countersign` (the agent signs last); it is sealed after the last
 * signature. `marks` (JSON) keeps each party's signature and initials images (blob hashes), name and
 * time until the seal. Built-in forms leave all of these null.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('intake_form_template_version')
    .addColumn('pdf_sha256', 'varchar(64)', (c) => c.references('blob.sha256'))
    .execute();
  await db.schema.alterTable('intake_form_template_version').addColumn('pdf_fields', 'text').execute();
  await db.schema.alterTable('intake_form_template_version').addColumn('pdf_pages', 'text').execute();
  await db.schema.alterTable('intake_form').addColumn('step', 'varchar(12)').execute();
  await db.schema.alterTable('intake_form').addColumn('marks', 'text').execute();
  await db.schema
    .createIndex('intake_form_template_version_pdf_idx')
    .on('intake_form_template_version')
    .column('pdf_sha256')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('intake_form_template_version_pdf_idx').execute();
  for (const column of ['pdf_pages', 'pdf_fields', 'pdf_sha256'])
    await db.schema.alterTable('intake_form_template_version').dropColumn(column).execute();
  for (const column of ['marks', 'step']) await db.schema.alterTable('intake_form').dropColumn(column).execute();
}
