import type { SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/connect.js';
import type { ContentSpace, Database } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import type { Actor } from '../../policy/actor.js';

const RECIPIENT_NOT_FOUND = 'This member does not exist in your company.';

export type ContentSort = 'name' | '-name' | 'date' | '-date' | 'size' | '-size';

/** Whose space a list reads. */
export interface ContentOwner {
  id: string;
  /** Only what this member sent (the sender's view of what they sent someone); null for one's own lists. */
  sentBy: string | null;
  /** The folder's id when it may be opened in this list (a statement to read beside others). */
  folder: (folderId: string) => SelectQueryBuilder<Database, 'folder', { id: string }>;
}

/**
 * One's own space, or — with `sent_to_id` on the shared space — the recipient's shared space, narrowed
 * to what the actor sent there. Nothing else of the recipient's is ever read.
 */
export async function contentOwner(
  db: Db,
  actor: Actor,
  space: ContentSpace,
  query: { sent_to_id?: string },
): Promise<ContentOwner> {
  if (!query.sent_to_id || space !== 'shared') {
    return {
      id: actor.membershipId,
      sentBy: null,
      folder: (folderId) =>
        db
          .selectFrom('folder')
          .select('folder.id')
          .where('folder.id', '=', folderId)
          .where('folder.company_id', '=', actor.companyId)
          .where('folder.owner_id', '=', actor.membershipId)
          .where('folder.space', '=', space),
    };
  }
  const recipient = await db
    .selectFrom('user_company')
    .select('id')
    .where('id', '=', query.sent_to_id)
    .where('company_id', '=', actor.companyId)
    .executeTakeFirst();
  if (!recipient) throw notFound(RECIPIENT_NOT_FOUND);
  return {
    id: recipient.id,
    sentBy: actor.membershipId,
    folder: (folderId) =>
      db
        .selectFrom('folder')
        .select('folder.id')
        .where('folder.id', '=', folderId)
        .where('folder.company_id', '=', actor.companyId)
        .where('folder.owner_id', '=', recipient.id)
        .where('folder.space', '=', 'shared')
        .where('folder.shared_by_id', '=', actor.membershipId),
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
