import type { ContentSpace, FormStatus, MaterialLink, VersionState } from '../../db/schema.js';
import type { Db } from '../../db/connect.js';
import { memberNames } from '../members/names.js';
import type { Static } from 'typebox';
import type { ContentItemSchema, SharedBySchema } from '../../schemas/content.js';
import type { Refs } from '../../schemas/refs.js';
import { ceilingsOf, listLifecycle } from './lifecycle.js';

/** What a content item is (the spec's content_type). */
export type ContentKind = 'folder' | 'material' | 'intake_form';

/** Who sent an item (the `SharedBy` schema). */
export type SharedBy = Static<typeof SharedBySchema>;

/** One item of a content list, as its schema (`ContentItem`) says. */
export type ContentItem = Static<typeof ContentItemSchema, Refs>;

export type FolderRef = NonNullable<ContentItem['path']>[number];

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
  const names = await memberNames(db, ids);
  return new Map([...names].map(([id, { full_name }]) => [id, { id, full_name }]));
}

export interface FolderRow {
  id: string;
  title: string;
  parent_id: string | null;
  space: ContentSpace;
  shared_by_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface MaterialRow {
  id: string;
  title: string;
  folder_id: string | null;
  size: number | string;
  content_type: string;
  space: ContentSpace;
  shared_by_id: string | null;
  created_at: string;
  updated_at: string;
  link: MaterialLink;
  version: number | string;
  seen_version: number | string | null;
  /**
   * The states' facts, when the page's statement read them (list-statements.ts `stateValues`): its
   * original's "use until" and withdrawal, the state of the version the row shows, and the copy's
   * ceilings (comma-separated).
   */
  use_until?: string | null;
  withdrawn_at?: string | null;
  version_state?: VersionState | null;
  ceilings?: string | null;
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
    link: row.link,
    version: Number(row.version),
    updated: row.seen_version !== null && Number(row.version) > Number(row.seen_version),
    space: row.space,
    shared_by: row.shared_by_id ? (senders.get(row.shared_by_id) ?? null) : null,
    created_at: row.created_at,
    updated_at: row.updated_at,
    // An original or a copy of one says its states (an unlinked copy has none).
    ...(row.version_state !== undefined && row.link !== 'unlinked'
      ? {
          lifecycle: listLifecycle({
            withdrawn: row.withdrawn_at !== null && row.withdrawn_at !== undefined,
            version_state: row.version_state,
            use_until: row.use_until ?? null,
            ceilings: ceilingsOf(row.ceilings),
          }),
        }
      : {}),
  };
}

export interface FormRow {
  id: string;
  title: string;
  status: FormStatus;
  shared_by_id: string | null;
  created_at: string;
  updated_at: string;
}

/** A sent intake form as a content item: at the top level of the client's shared space, never a file. */
export function formItem(row: FormRow, senders: Map<string, SharedBy>): ContentItem {
  return {
    id: row.id,
    type: 'intake_form',
    title: row.title,
    folder_id: null,
    size: null,
    content_type: 'intake_form',
    form_status: row.status,
    space: 'shared',
    shared_by: row.shared_by_id ? (senders.get(row.shared_by_id) ?? null) : null,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
