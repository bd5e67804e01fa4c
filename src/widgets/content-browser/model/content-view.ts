import type { ContentItem } from '@/shared/api';
import type { Crumb } from './useBrowserState';

/** What the table and the grid share: the items in the list's order, the selection, and which item is being renamed. */
export interface ContentViewProps {
  items: ContentItem[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onOpenFolder: (folder: ContentItem) => void;
  /** Opens a folder by its path (a search hit's folder). */
  onGo: (trail: Crumb[]) => void;
  /** The item whose title is a field now. */
  renaming: string | null;
  /** Null when renaming is not offered. */
  onRename: ((id: string | null) => void) | null;
  showSender: boolean;
  /** Someone else's copies: nothing to select, and materials do not open. */
  readOnly: boolean;
}
