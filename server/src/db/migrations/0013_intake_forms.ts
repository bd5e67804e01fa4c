import { sql, SqliteAdapter, type Kysely } from 'kysely';

/**
 * Intake forms: company-wide templates with immutable versions once used, the forms sent from them (a
 * content item of type `intake_form` in the client's shared space), and each form's audit events.
 * A form takes part in the owner's content version like folders and materials, so content lists that
 * show forms are never stale.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('intake_form_template')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('company_id', 'varchar(36)', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('current_version_id', 'varchar(36)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addCheckConstraint('intake_form_template_status_check', sql`status in ('active', 'archived')`)
    .execute();
  await db.schema.createIndex('intake_form_template_company_idx').on('intake_form_template').column('company_id').execute();

  await db.schema
    .createTable('intake_form_template_version')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('template_id', 'varchar(36)', (c) => c.notNull().references('intake_form_template.id').onDelete('cascade'))
    .addColumn('company_id', 'varchar(36)', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    /** JSON: the ordered sections and their typed fields. */
    .addColumn('sections', 'text', (c) => c.notNull())
    /** 1 once a form was sent from it: from then on it never changes. */
    .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('intake_form_template_version_number_unique', ['template_id', 'number'])
    .execute();

  await db.schema
    .createTable('intake_form')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('company_id', 'varchar(36)', (c) => c.notNull().references('company.id').onDelete('cascade'))
    /** The client it was sent to (their shared space holds it). */
    .addColumn('owner_id', 'varchar(36)', (c) => c.notNull().references('user_company.id').onDelete('cascade'))
    .addColumn('shared_by_id', 'varchar(36)', (c) => c.references('user_company.id').onDelete('set null'))
    .addColumn('template_version_id', 'varchar(36)', (c) => c.notNull().references('intake_form_template_version.id'))
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    /** JSON answers; sensitive values are stored encrypted. */
    .addColumn('answers', 'text', (c) => c.notNull())
    /** Bumped by every saved draft: a save names the version it started from (stale → 409). */
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('due_at', 'varchar(32)')
    .addColumn('reminded_at', 'varchar(32)')
    .addColumn('first_opened_at', 'varchar(32)')
    .addColumn('signed_at', 'varchar(32)')
    .addColumn('signer_name', 'varchar(255)')
    .addColumn('signer_email', 'varchar(320)')
    .addColumn('consent_text', 'text')
    .addColumn('signature_sha256', 'varchar(64)', (c) => c.references('blob.sha256'))
    .addColumn('sealed_sha256', 'varchar(64)', (c) => c.references('blob.sha256'))
    .addColumn('data_sha256', 'varchar(64)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addCheckConstraint('intake_form_status_check', sql`status in ('draft', 'signed')`)
    // Signed means sealed: the database itself refuses a signed form without its PDF.
    .addCheckConstraint(
      'intake_form_sealed_check',
      sql`status = 'draft' or (sealed_sha256 is not null and signed_at is not null)`,
    )
    .execute();
  await db.schema.createIndex('intake_form_owner_idx').on('intake_form').columns(['owner_id', 'title']).execute();
  await db.schema.createIndex('intake_form_sender_idx').on('intake_form').column('shared_by_id').execute();
  await db.schema.createIndex('intake_form_company_idx').on('intake_form').column('company_id').execute();
  await db.schema.createIndex('intake_form_sealed_idx').on('intake_form').column('sealed_sha256').execute();
  await db.schema.createIndex('intake_form_due_idx').on('intake_form').columns(['status', 'due_at']).execute();

  await db.schema
    .createTable('intake_form_event')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('form_id', 'varchar(36)', (c) => c.notNull().references('intake_form.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('actor_id', 'varchar(36)', (c) => c.references('user_company.id').onDelete('set null'))
    .addColumn('ip', 'varchar(64)')
    .addColumn('user_agent', 'varchar(500)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('intake_form_event_form_idx').on('intake_form_event').columns(['form_id', 'created_at']).execute();

  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    const bump = (where: string) => `update user_company set content_version = content_version + 1 where ${where};`;
    await sql
      .raw(`create trigger intake_form_content_version_insert after insert on intake_form begin ${bump('id = new.owner_id')} end`)
      .execute(db);
    await sql
      .raw(
        `create trigger intake_form_content_version_update after update on intake_form begin ${bump('id in (old.owner_id, new.owner_id)')} end`,
      )
      .execute(db);
    await sql
      .raw(`create trigger intake_form_content_version_delete after delete on intake_form begin ${bump('id = old.owner_id')} end`)
      .execute(db);
    return;
  }
  // bump_content_version() comes from migration 0008.
  await sql
    .raw(
      `create trigger intake_form_content_version_insert after insert on intake_form referencing new table as new_rows for each statement execute function bump_content_version()`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger intake_form_content_version_update after update on intake_form referencing old table as old_rows new table as new_rows for each statement execute function bump_content_version()`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger intake_form_content_version_delete after delete on intake_form referencing old table as old_rows for each statement execute function bump_content_version()`,
    )
    .execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['intake_form_event', 'intake_form', 'intake_form_template_version', 'intake_form_template']) {
    await db.schema.dropTable(table).execute();
  }
}
