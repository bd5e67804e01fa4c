import type { Kysely } from 'kysely';

/**
 * Mail with more than a text part: the HTML part, extra headers (List-Unsubscribe, …) as JSON, attachments
 * (a meeting's `.ics`) as JSON, and the sender's display name (the company's name).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('html', 'text').execute();
  await db.schema.alterTable('outbox').addColumn('headers', 'text').execute();
  await db.schema.alterTable('outbox').addColumn('attachments', 'text').execute();
  await db.schema.alterTable('outbox').addColumn('from_name', 'varchar(200)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['from_name', 'attachments', 'headers', 'html'])
    await db.schema.alterTable('outbox').dropColumn(column).execute();
}
