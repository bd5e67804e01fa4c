import type { Kysely } from 'kysely';

/**
 * The CRC-32 of a blob's bytes, recorded at upload beside the SHA-256: a zip copies the bytes without
 * computing it again. Blobs stored before this have none (null); a zip computes theirs while it streams.
 * bigint: a CRC-32 is unsigned and does not fit PostgreSQL's integer.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('blob').addColumn('crc32', 'bigint').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('blob').dropColumn('crc32').execute();
}
