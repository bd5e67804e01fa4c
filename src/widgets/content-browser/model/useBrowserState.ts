import { useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import { contentViewChosen, selectContentView } from '@/entities/preference';
import type { SelectionAction } from '../ui/SelectionBar/SelectionBar';
import type { ContentSort } from '../lib/sort';
import type { ContentTypeFilter } from '../lib/type-filter';
import { readBrowserParams } from './listing-args';

export interface Crumb {
  id: string;
  title: string;
}

/** Which dialog is open: a selection action (download has none) or "new folder". */
export type BrowserDialog = Exclude<SelectionAction, 'download'> | 'folder' | null;

export type ContentView = 'list' | 'grid';
const parseView = (raw: string | null): ContentView | null => (raw === 'list' || raw === 'grid' ? raw : null);

/**
 * Where the browser is — folder, page, search, sort, type and view — lives in the URL
 * (`?folder=…&page=…&q=…&sort=…&type=…&view=grid`,
 * each name after `prefix` when a page shows two browsers), so reload, Back and links return to it.
 * Opening a folder is a new history entry; typing a search replaces the current one. What is selected and
 * which dialog is open stay in the page. Without `view` in the URL the last view chosen (a kept preference) is shown. Opening another folder starts on page one with nothing selected.
 */
export function useBrowserState(prefix = '', space: 'own' | 'shared' = 'own') {
  const [params, setParams] = useSearchParams();
  const name = (key: string) => `${prefix}${key}`;
  const { folderId, page, search, sort, type } = readBrowserParams(params, prefix, space);
  const dispatch = useDispatch();
  const preferredView = useSelector(selectContentView);
  const view = parseView(params.get(name('view'))) ?? preferredView;
  // The path of the folder just opened, shown until the list brings the real one.
  const [opened, setOpened] = useState<Crumb[]>([]);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [dialog, setDialog] = useState<BrowserDialog>(null);

  // react-router hands a functional update the parameters of the last render: a second change before the
  // next render (a type, then at once a sort) would drop the first. So a change builds on the address the
  // previous change of this render made, if there was one.
  const pending = useRef<{ from: URLSearchParams; next: URLSearchParams } | null>(null);
  const update = (change: Record<string, string | null>, replace = false) => {
    const next = new URLSearchParams(pending.current?.from === params ? pending.current.next : params);
    for (const [key, value] of Object.entries(change)) {
      if (value === null || value === '') next.delete(name(key));
      else next.set(name(key), value);
    }
    pending.current = { from: params, next };
    setParams(next, { replace });
  };

  const clear = () => setSelected(new Set());
  const go = (next: Crumb[]) => {
    setOpened(next);
    update({ folder: next.at(-1)?.id ?? null, page: null, q: null });
    clear();
  };

  return {
    folderId,
    /** The folders from the root to the open one, as far as known before the list answers. */
    openedTrail: opened.at(-1)?.id === folderId ? opened : [],
    search,
    query: search.trim(),
    page,
    sort,
    type,
    view,
    selected,
    dialog,
    go,
    setSearch: (text: string) => update({ q: text, page: null }, true),
    setPage: (next: number, replace = false) => update({ page: next > 1 ? String(next) : null }, replace),
    setSort: (next: ContentSort) => update({ sort: next === 'name' ? null : next, page: null }),
    setType: (next: ContentTypeFilter | undefined) => update({ type: next ?? null, page: null }),
    setView: (next: ContentView) => {
      dispatch(contentViewChosen(next));
      update({ view: next }, true);
    },
    setSelected,
    clear,
    setDialog,
  };
}

export type BrowserState = ReturnType<typeof useBrowserState>;
