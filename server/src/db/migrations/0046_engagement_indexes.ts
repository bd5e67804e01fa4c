import { sql, type Kysely } from 'kysely';

/**
 * The admin's start page (docs/distribution.md, "Engagement") counts a company's originals that were
 * recalled, expired or expire soon, and reads the holders of originals with rules: without an index it
 * would read every material of the company. Only originals with a date, a recall or rules are indexed
 * (few among many), by company and "use until".
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('material_origin_states_idx')
    .on('material')
    .columns(['company_id', 'use_until'])
    .where(
      sql<boolean>`link = 'origin' and ((requires_license = 1 or allowed_states is not null) or withdrawn_at is not null or use_until is not null)`,
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('material_origin_states_idx').execute();
}
