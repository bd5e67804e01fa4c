import { useState } from 'react';
import type { SelectionAction } from '../ui/SelectionBar/SelectionBar';

export interface Crumb {
  id: string;
  title: string;
}

/** Which dialog is open: a selection action (download has none) or "new folder". */
export type BrowserDialog = Exclude<SelectionAction, 'download'> | 'folder' | null;

/**
 * Where the browser is (the folder trail, search, page), what is selected and which dialog is open.
 * Opening another folder starts on page one with nothing selected.
 */
export function useBrowserState() {
  const [trail, setTrail] = useState<Crumb[]>([]);
  const [search, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [dialog, setDialog] = useState<BrowserDialog>(null);

  const clear = () => setSelected(new Set());
  const go = (next: Crumb[]) => {
    setTrail(next);
    setPage(1);
    clear();
  };
  const setSearch = (text: string) => {
    setSearchText(text);
    setPage(1);
  };

  return {
    trail,
    folderId: trail.at(-1)?.id ?? null,
    search,
    query: search.trim(),
    page,
    selected,
    dialog,
    go,
    setSearch,
    setPage,
    setSelected,
    clear,
    setDialog,
  };
}

export type BrowserState = ReturnType<typeof useBrowserState>;
