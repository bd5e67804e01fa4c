import { useState } from 'react';
import type { ContentItem } from '@/shared/api';
import type { ContentViewProps } from '../../model/content-view';
import { toggled } from '../../lib/selection';
import { foldersFirst } from '../../lib/sort';
import { ContentGrid } from '../ContentGrid/ContentGrid';
import { ContentTable } from '../ContentTable/ContentTable';

export interface ContentListProps {
  items: ContentItem[];
  view: 'list' | 'grid';
  selected: ReadonlySet<string>;
  onSelectedChange: (next: Set<string>) => void;
  onOpenFolder: (folder: ContentItem) => void;
  /** Rename in place (own space only). */
  canRename?: boolean;
  /** Show who sent each item (shared space). */
  showSender?: boolean;
}

/** Folders first, then materials; as a table or as cards, each selectable. */
export function ContentList({
  items,
  view,
  selected,
  onSelectedChange,
  onOpenFolder,
  canRename = false,
  showSender = false,
}: ContentListProps) {
  const [renaming, setRenaming] = useState<string | null>(null);
  const props: ContentViewProps = {
    items: foldersFirst(items),
    selected,
    onToggle: (id) => onSelectedChange(toggled(selected, id)),
    onOpenFolder,
    renaming,
    onRename: canRename ? setRenaming : null,
    showSender,
  };
  return view === 'grid' ? <ContentGrid {...props} /> : <ContentTable {...props} onSelectedChange={onSelectedChange} />;
}
