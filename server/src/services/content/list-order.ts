import type { Db } from '../../db/connect.js';
import type { ContentSpace } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import type { Actor } from '../../policy/actor.js';
import { FOLDER_NOT_FOUND, ownFolder } from './ownership.js';

const RECIPIENT_NOT_FOUND = 'This member does not exist in your company.';

export type ContentSort = 'name' | '-name' | 'date' | '-date' | 'size' | '-size';

/** Whose space a list reads, and the version its cache entries are keyed by. */
export interface ContentOwner {
  id: string;
  contentVersion: string;
  /** Only what this member sent (the sender's view of what they sent someone); null for one's own lists. */
  sentBy: string | null;
  /** Throws a 404 unless the folder may be opened in this list. */
  checkFolder: (folderId: string) => Promise<void>;
}

/**
 * One's own space, or — with `sent_to_id` on the shared space — the recipient's shared space, narrowed
 * to what the actor sent there. Nothing else of the recipient's is ever read.
 */
export async function contentOwner(
  db: Db,
  actor: Actor & { contentVersion: string },
  space: ContentSpace,
  query: { sent_to_id?: string },
): Promise<ContentOwner> {
  if (!query.sent_to_id || space !== 'shared') {
    return {
      id: actor.membershipId,
      contentVersion: actor.contentVersion,
      sentBy: null,
      checkFolder: async (folderId) => void (await ownFolder(db, actor, folderId, space)),
    };
  }
  const recipient = await db
    .selectFrom('user_company')
    .select(['id', 'content_version'])
    .where('id', '=', query.sent_to_id)
    .where('company_id', '=', actor.companyId)
    .executeTakeFirst();
  if (!recipient) throw notFound(RECIPIENT_NOT_FOUND);
  return {
    id: recipient.id,
    contentVersion: String(recipient.content_version),
    sentBy: actor.membershipId,
    checkFolder: async (folderId) => {
      const folder = await db
        .selectFrom('folder')
        .select('id')
        .where('id', '=', folderId)
        .where('company_id', '=', actor.companyId)
        .where('owner_id', '=', recipient.id)
        .where('space', '=', 'shared')
        .where('shared_by_id', '=', actor.membershipId)
        .executeTakeFirst();
      if (!folder) throw notFound(FOLDER_NOT_FOUND);
    },
  };
}

/** The columns a sort reads (folders have no size: they stay in title order then) and its direction. */
export function orderColumns(sort: ContentSort): {
  folder: 'title' | 'updated_at';
  material: 'title' | 'updated_at' | 'size';
  direction: 'asc' | 'desc';
  folderDirection: 'asc' | 'desc';
} {
  const direction = sort.startsWith('-') ? 'desc' : 'asc';
  const by = sort.replace(/^-/, '');
  if (by === 'date') return { folder: 'updated_at', material: 'updated_at', direction, folderDirection: direction };
  if (by === 'size') return { folder: 'title', material: 'size', direction, folderDirection: 'asc' };
  return { folder: 'title', material: 'title', direction, folderDirection: direction };
}
