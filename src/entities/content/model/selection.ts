import type { ContentItem } from '@/shared/api';

/** Which folders and materials an action applies to. */
export interface ContentSelection {
  folderIds: string[];
  materialIds: string[];
  /** The item's title when exactly one is chosen (a download's file name falls back to it). */
  title?: string;
}

/**
 * Whether an item takes part in selection actions (move, copy, send, download, delete): folders and
 * materials do; an intake form is a record kept for its client and its sender, opened on its own page.
 */
export const isSelectable = (item: Pick<ContentItem, 'type'>): boolean => item.type !== 'intake_form';

/** The chosen items of a listing, split by type. */
export function selectionOf(items: readonly ContentItem[], chosen: ReadonlySet<string>): ContentSelection {
  const picked = items.filter((item) => chosen.has(item.id));
  return {
    folderIds: picked.filter((item) => item.type === 'folder').map((item) => item.id),
    materialIds: picked.filter((item) => item.type === 'material').map((item) => item.id),
    title: picked.length === 1 ? picked[0]!.title : undefined,
  };
}

/** A selection of one material. */
export const singleMaterial = (id: string, title?: string): ContentSelection => ({ folderIds: [], materialIds: [id], title });

export const selectionCount = ({ folderIds, materialIds }: ContentSelection): number => folderIds.length + materialIds.length;

/** The selection as the API's request bodies name it. */
export const selectionBody = ({ folderIds, materialIds }: ContentSelection) => ({
  folder_ids: folderIds,
  material_ids: materialIds,
});
