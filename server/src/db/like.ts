import { sql } from 'kysely';

export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, '\\$&');

/** Case-insensitive `title like pattern`, with backslash escapes on both dialects. */
export const likeTitle = (pattern: string, column = 'title') =>
  sql<boolean>`lower(${sql.ref(column)}) like lower(${pattern}) escape '\\'`;
