import { sql, type Kysely } from 'kysely';

/**
 * Sealed PDFs are stored encrypted (storage/envelope.ts), so the blob a signed form refers to
 * (`sealed_sha256`, the blob's key: the hash of the stored ciphertext) is no longer the hash of the PDF a
 * reader downloads. `sealed_pdf_sha256` keeps that one — what the API shows and verification looks up.
 * Forms sealed before hold a plain PDF: both hashes are the same.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('intake_form').addColumn('sealed_pdf_sha256', 'varchar(64)').execute();
  await sql`update intake_form set sealed_pdf_sha256 = sealed_sha256 where sealed_sha256 is not null`.execute(db);
  await db.schema.createIndex('intake_form_sealed_pdf_idx').on('intake_form').column('sealed_pdf_sha256').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('intake_form_sealed_pdf_idx').execute();
  await db.schema.alterTable('intake_form').dropColumn('sealed_pdf_sha256').execute();
}
