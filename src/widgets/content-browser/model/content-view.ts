import type { ContentItem } from '@/shared/api';

/** What the table and the grid share: the sorted items, the selection, and which item is being renamed. */
export interface ContentViewProps {
  items: ContentItem[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onOpenFolder: (folder: ContentItem) => void;
  /** The item whose title is a field now. */
  renaming: string | null;
  /** Null when renaming is not offered. */
  onRename: ((id: string | null) => void) | null;
  showSender: boolean;
}
