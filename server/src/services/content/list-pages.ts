import type { Db } from '../../db/connect.js';
import type { ContentSpace } from '../../db/schema.js';
import type { FolderRow, FormRow, MaterialRow } from './items.js';
import { orderColumns, type ContentSort } from './list-order.js';
import {
  DEEP_OFFSET,
  folderPage,
  formPage,
  materialPage,
  seekRow,
  type ListParams,
  type ListShape,
  type PageShape,
  type SeekRow,
} from './list-statements.js';

/**
 * Which rows of each part (folders, then intake forms, then materials) make a page. A page is found by
 * its number (`offset`), each part read from its nearer end, or — a keyset page — next to an item the
 * client already has (`seek`): the rows after or before it, with nothing skipped however deep the page.
 */
export interface PageRows {
  folders: FolderRow[];
  forms: FormRow[];
  materials: MaterialRow[];
}

/** A keyset page's edge: the item the page comes after (or before) and where it sits. */
export interface Seek {
  id: string;
  before: boolean;
  row: SeekRow;
}

type Read = (at: { reverse: boolean; seek: boolean; offset: number; limit: number }) => Promise<unknown[]>;

const KINDS = ['folder', 'intake_form', 'material'] as const;

export async function pageRows(
  db: Db,
  list: { shape: ListShape; params: ListParams },
  sort: ContentSort,
  counts: readonly [folders: number, forms: number, materials: number],
  at: { offset: number; size: number; seek: Seek | null },
): Promise<PageRows> {
  const order = orderColumns(sort);
  const statements = [folderPage, formPage, materialPage] as const;
  const reads: Read[] = statements.map((page, i) => async ({ reverse, seek, offset, limit }) => {
    const params: ListParams = { ...list.params, limit, offset };
    if (seek && at.seek) {
      const column = KINDS[i] === 'material' ? order.material : order.folder;
      Object.assign(params, { seek_value: at.seek.row[column] ?? '', seek_id: at.seek.id });
    }
    const shape = {
      ...list.shape,
      sort,
      reverse,
      seek,
      ...(KINDS[i] === 'material' && !seek && offset >= DEEP_OFFSET ? { deep: true } : {}),
    } satisfies PageShape;
    const rows: unknown[] = await page(db, shape, params);
    return reverse ? rows.reverse() : rows;
  });
  const out: unknown[][] = [[], [], []];
  let left = at.size;
  if (at.seek) {
    const k = KINDS.indexOf(at.seek.row.kind);
    const before = at.seek.before;
    // The edge item's own part from the item on, then the parts beyond it from their near end.
    const order = before ? [k, ...[0, 1, 2].filter((i) => i < k).reverse()] : [k, ...[0, 1, 2].filter((i) => i > k)];
    for (const i of order) {
      if (left === 0 || counts[i] === 0) continue;
      out[i] = await reads[i]!({ reverse: before, seek: i === k, offset: 0, limit: left });
      left -= out[i]!.length;
    }
  } else {
    let start = at.offset;
    for (const i of [0, 1, 2]) {
      const count = counts[i]!;
      const end = Math.min(start + left, count);
      if (end > start && left > 0) {
        // From the nearer end of the part: the last page of a big folder skips nothing.
        const reverse = count - end < start;
        out[i] = await reads[i]!({ reverse, seek: false, offset: reverse ? count - end : start, limit: end - start });
        left -= out[i]!.length;
      }
      start = Math.max(0, start - count);
    }
  }
  return { folders: out[0] as FolderRow[], forms: out[1] as FormRow[], materials: out[2] as MaterialRow[] };
}

/**
 * The keyset page's edge item when it belongs to this list — the owner's, in this space, in the open
 * folder (or the root) for a folder's list, of a part the list reads, sent by the sender in their view; otherwise null and the page is found
 * by its number.
 */
export async function seekOf(
  db: Db,
  list: { owner: string; space: ContentSpace; folderId: string | null; scoped: boolean; sentBy: string | null },
  wanted: readonly [folders: boolean, forms: boolean, materials: boolean],
  edge: { id: string; before: boolean } | null,
): Promise<Seek | null> {
  if (!edge) return null;
  const [row] = await seekRow(db, null, { owner: list.owner, space: list.space, seek_id: edge.id });
  if (!row || !wanted[KINDS.indexOf(row.kind)]) return null;
  if (list.scoped && row.parent !== list.folderId) return null;
  // The sender's view of what they sent: only their own sending marks a place in it.
  if (list.sentBy !== null && row.shared_by_id !== list.sentBy) return null;
  return { ...edge, row };
}
