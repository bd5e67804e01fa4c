import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database } from './schema.js';
import { isSqlite } from './dialect.js';

export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, '\\$&');

/**
 * Titles that start with `prefix`, compared in lower case, as one range of the name indexes (migration
 * 0025): `lower(title)` from `lower(prefix)` up to it followed by the highest code point. The key
 * compares bytes on both databases (`collate "C"` on PostgreSQL), where every string that starts with
 * the prefix is in that range.
 */
export function titleStartsWith(db: Kysely<Database>, prefix: string) {
  const sqlite = isSqlite(db);
  const key = sqlite ? sql`lower(title)` : sql`(lower(title) collate "C")`;
  const top = sqlite ? sql`char(1114111)` : sql`chr(1114111)`;
  return sql<SqlBool>`${key} >= lower(${prefix}) and ${key} < (lower(${prefix}) || ${top})`;
}
