import { useState } from 'react';
import type { ContentItem } from '@/shared/api';
import type { ContentViewProps } from '../../model/content-view';
import type { Crumb } from '../../model/useBrowserState';
import { toggled } from '../../lib/selection';
import { ContentGrid } from '../ContentGrid/ContentGrid';
import { ContentTable } from '../ContentTable/ContentTable';

export interface ContentListProps {
  items: ContentItem[];
  view: 'list' | 'grid';
  selected: ReadonlySet<string>;
  onSelectedChange: (next: Set<string>) => void;
  onOpenFolder: (folder: ContentItem) => void;
  /** Opens a folder by its path (a search hit's folder); without it, the path is plain text. */
  onGo?: (trail: Crumb[]) => void;
  /** Rename in place (own space only). */
  canRename?: boolean;
  /** Show who sent each item (shared space). */
  showSender?: boolean;
  /** Someone else's copies: nothing to select, and materials do not open. */
  readOnly?: boolean;
}

/** The items in the order the API gave them (folders first); as a table or as cards, each selectable. */
export function ContentList({
  items,
  view,
  selected,
  onSelectedChange,
  onOpenFolder,
  onGo = () => undefined,
  canRename = false,
  showSender = false,
  readOnly = false,
}: ContentListProps) {
  const [renaming, setRenaming] = useState<string | null>(null);
  const props: ContentViewProps = {
    items,
    selected,
    onToggle: (id) => onSelectedChange(toggled(selected, id)),
    onOpenFolder,
    onGo,
    renaming,
    onRename: canRename && !readOnly ? setRenaming : null,
    showSender,
    readOnly,
  };
  return view === 'grid' ? <ContentGrid {...props} /> : <ContentTable {...props} onSelectedChange={onSelectedChange} />;
}
