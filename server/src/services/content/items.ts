import type { ContentSpace } from '../../db/schema.js';
import type { Db } from '../../db/connect.js';

export interface SharedBy {
  id: string;
  full_name: string;
}

export interface ContentItem {
  id: string;
  type: 'folder' | 'material';
  title: string;
  folder_id: string | null;
  size: number | null;
  content_type: string | null;
  space: ContentSpace;
  shared_by: SharedBy | null;
  created_at: string;
  updated_at: string;
  /** Search results only: the folders from the root down to the one holding the item. */
  path?: FolderRef[];
}

export interface FolderRef {
  id: string;
  title: string;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  size: number;
  pages: number;
}

export const pageOf = <T>(items: T[], total: number, page: number, size: number): Page<T> => ({
  items,
  total,
  page,
  size,
  pages: Math.ceil(total / size),
});

/** Names of the members who shared something, by membership id. */
export async function senderNames(db: Db, ids: (string | null)[]): Promise<Map<string, SharedBy>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('user_company as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.id', 'u.first_name', 'u.last_name'])
    .where('m.id', 'in', wanted)
    .execute();
  return new Map(rows.map((r) => [r.id, { id: r.id, full_name: `${r.first_name} ${r.last_name}`.trim() }]));
}

interface FolderRow {
  id: string;
  title: string;
  parent_id: string | null;
  space: ContentSpace;
  shared_by_id: string | null;
  created_at: string;
  updated_at: string;
}

interface MaterialRow {
  id: string;
  title: string;
  folder_id: string | null;
  size: number | string;
  content_type: string;
  space: ContentSpace;
  shared_by_id: string | null;
  created_at: string;
  updated_at: string;
}

export function folderItem(row: FolderRow, senders: Map<string, SharedBy>): ContentItem {
  return {
    id: row.id,
    type: 'folder',
    title: row.title,
    folder_id: row.parent_id,
    size: null,
    content_type: null,
    space: row.space,
    shared_by: row.shared_by_id ? (senders.get(row.shared_by_id) ?? null) : null,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function materialItem(row: MaterialRow, senders: Map<string, SharedBy>): ContentItem {
  return {
    id: row.id,
    type: 'material',
    title: row.title,
    folder_id: row.folder_id,
    size: Number(row.size),
    content_type: row.content_type,
    space: row.space,
    shared_by: row.shared_by_id ? (senders.get(row.shared_by_id) ?? null) : null,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
