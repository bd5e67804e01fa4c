import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { selectionCount, selectionOf } from '@/entities/content';
import { useDownload } from '@/features/download-content';
import { UploadDropZone, UploadPanel, useUploads } from '@/features/upload-materials';
import { useBrowserState, type Crumb } from '../../model/useBrowserState';
import { useListing } from '../../model/useListing';
import { DEFAULT_PAGE_SIZE, pageEdge, type PageEdge } from '../../model/listing-args';
import { typeFilterLabel } from '../../lib/type-filter';
import { BrowserToolbar } from '../BrowserToolbar/BrowserToolbar';
import { DeferredDialogs } from '../DeferredDialogs/DeferredDialogs';
import { ContentList } from '../ContentList/ContentList';
import { ListingBody } from '../ListingBody/ListingBody';
import { SelectionBar, type SelectionAction } from '../SelectionBar/SelectionBar';

export interface ContentBrowserProps {
  space: 'own' | 'shared';
  /** Shared space only: what this member sent me. */
  invitedById?: string;
  /** Shared space only: what I sent this member (read-only: their copies). */
  sentToId?: string;
  /** Put before the URL's parameter names, for a page with two browsers. */
  paramPrefix?: string;
  /** The name of the list's top level in the folder path. */
  rootLabel?: string;
  pageSize?: number;
  emptyTitle?: string;
  emptyDescription?: string;
}

const OWN_ACTIONS: SelectionAction[] = ['move', 'copy', 'send', 'download', 'delete'];
const SHARED_ACTIONS: SelectionAction[] = ['copy', 'send', 'download', 'delete'];

/**
 * Browse one space: breadcrumbs, search, sort, type, pages, list or grid, selection actions, and (own space)
 * uploads. Where the browser is lives in the URL; a page past the end (after a delete) moves back to the
 * last page that has items.
 */
export function ContentBrowser({
  space,
  invitedById,
  sentToId,
  paramPrefix = '',
  rootLabel,
  pageSize = DEFAULT_PAGE_SIZE,
  emptyTitle,
  emptyDescription,
}: ContentBrowserProps) {
  const own = space === 'own';
  const readOnly = Boolean(sentToId);
  const uploads = useUploads();
  const { download, busy: downloading } = useDownload();
  const state = useBrowserState(paramPrefix, space);
  const view = state.view;
  // Stepping to a neighbouring page reads it from the edge of the page on screen; any other way to a
  // page (its number, a link, a reload) finds it by number.
  // The step holds for the list it was taken in (folder, search, sort, type) and the page it went to.
  const [step, setStep] = useState<{ at: string; edge: PageEdge } | null>(null);
  const listAt = (page: number) =>
    JSON.stringify([state.folderId, state.query, state.sort, state.type, invitedById, sentToId, page]);
  const listing = useListing({
    space,
    folderId: state.folderId,
    title: state.query,
    page: state.page,
    size: pageSize,
    sort: state.sort,
    type: state.type,
    invitedById,
    sentToId,
    edge: step?.at === listAt(state.page) ? step.edge : null,
  });
  const items = useMemo(() => listing.data?.items ?? [], [listing.data]);
  const selection = useMemo(() => selectionOf(items, state.selected), [items, state.selected]);
  const trail: Crumb[] = state.folderId ? (listing.currentData?.folder_path ?? state.openedTrail) : [];
  const onFiles = (files: File[]) => uploads.start(files, state.folderId);
  const onAction = (action: SelectionAction) => (action === 'download' ? void download(selection) : state.setDialog(action));

  // Pagination stays valid after any change: a page past the last one shows the last page instead.
  const pages = listing.currentData?.pages;
  const { page, setPage } = state;
  useEffect(() => {
    if (pages !== undefined && page > Math.max(1, pages)) setPage(Math.max(1, pages), true);
  }, [pages, page, setPage]);

  return (
    <Box>
      <BrowserToolbar
        rootLabel={rootLabel ?? (own ? 'My materials' : 'Shared with me')}
        trail={trail}
        onGo={state.go}
        search={state.search}
        onSearch={state.setSearch}
        sort={state.sort}
        onSort={state.setSort}
        type={state.type}
        onType={state.setType}
        view={view}
        onView={state.setView}
        own={own}
        onNewFolder={() => state.setDialog('folder')}
        onFiles={onFiles}
      />
      {own ? (
        <UploadPanel
          items={uploads.items}
          onCancel={uploads.cancel}
          onRetry={uploads.retry}
          onDiscard={uploads.discard}
          onCancelAll={uploads.cancelAll}
          onClear={uploads.clear}
        />
      ) : null}
      {readOnly ? null : (
        <SelectionBar
          count={selectionCount(selection)}
          actions={own ? OWN_ACTIONS : SHARED_ACTIONS}
          onAction={onAction}
          onClear={state.clear}
        />
      )}
      {downloading ? (
        <Typography role="status" variant="body2" sx={{ mb: 1 }}>
          Preparing the download…
        </Typography>
      ) : null}
      <UploadDropZone onFiles={onFiles} disabled={!own}>
        <ListingBody
          listing={listing}
          items={items}
          total={listing.data?.total ?? 0}
          query={state.query}
          own={own}
          inFolder={Boolean(state.folderId)}
          typeLabel={typeFilterLabel(state.type)}
          onFiles={onFiles}
          emptyTitle={emptyTitle}
          emptyDescription={emptyDescription}
        >
          <ContentList
            items={items}
            view={view}
            selected={state.selected}
            onSelectedChange={state.setSelected}
            onOpenFolder={(folder) => state.go([...trail, { id: folder.id, title: folder.title }])}
            onGo={state.go}
            canRename={own}
            showSender={!own && !readOnly}
            readOnly={readOnly}
          />
        </ListingBody>
      </UploadDropZone>
      {listing.data && listing.data.pages > 1 ? (
        <Pagination
          sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
          count={listing.data.pages}
          page={Math.min(state.page, listing.data.pages)}
          onChange={(_e, next) => {
            const edge = pageEdge(state.page, next, items);
            setStep(edge ? { at: listAt(next), edge } : null);
            state.setPage(next);
          }}
        />
      ) : null}
      <DeferredDialogs
        dialog={state.dialog}
        selection={selection}
        folderId={state.folderId}
        onClose={() => state.setDialog(null)}
        onDone={state.clear}
      />
    </Box>
  );
}
