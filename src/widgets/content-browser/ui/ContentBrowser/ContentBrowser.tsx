import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { selectionCount, selectionOf } from '@/entities/content';
import { selectContentView } from '@/entities/preference';
import { useDownload } from '@/features/download-content';
import { UploadDropZone, UploadPanel, useUploads } from '@/features/upload-materials';
import { useBrowserState } from '../../model/useBrowserState';
import { useListing } from '../../model/useListing';
import { BrowserToolbar } from '../BrowserToolbar/BrowserToolbar';
import { ContentDialogs } from '../ContentDialogs/ContentDialogs';
import { ContentList } from '../ContentList/ContentList';
import { ListingBody } from '../ListingBody/ListingBody';
import { SelectionBar, type SelectionAction } from '../SelectionBar/SelectionBar';

export interface ContentBrowserProps {
  space: 'own' | 'shared';
  /** Shared space only: what this member sent me. */
  invitedById?: string;
  pageSize?: number;
  emptyTitle?: string;
  emptyDescription?: string;
}

const OWN_ACTIONS: SelectionAction[] = ['move', 'copy', 'send', 'download', 'delete'];
const SHARED_ACTIONS: SelectionAction[] = ['copy', 'send', 'download', 'delete'];

/** Browse one space: breadcrumbs, search, pages, list or grid, selection actions, and (own space) uploads. */
export function ContentBrowser({ space, invitedById, pageSize = 50, emptyTitle, emptyDescription }: ContentBrowserProps) {
  const own = space === 'own';
  const view = useSelector(selectContentView);
  const uploads = useUploads();
  const { download, busy: downloading } = useDownload();
  const state = useBrowserState();
  const listing = useListing({
    space,
    folderId: state.folderId,
    title: state.query,
    page: state.page,
    size: pageSize,
    invitedById,
  });
  const items = useMemo(() => listing.data?.items ?? [], [listing.data]);
  const selection = useMemo(() => selectionOf(items, state.selected), [items, state.selected]);
  const onFiles = (files: File[]) => uploads.start(files, state.folderId);
  const onAction = (action: SelectionAction) => (action === 'download' ? void download(selection) : state.setDialog(action));

  return (
    <Box>
      <BrowserToolbar
        rootLabel={own ? 'My materials' : 'Shared with me'}
        trail={state.trail}
        onGo={state.go}
        search={state.search}
        onSearch={state.setSearch}
        own={own}
        onNewFolder={() => state.setDialog('folder')}
        onFiles={onFiles}
      />
      <UploadPanel
        items={uploads.items}
        onCancel={uploads.cancel}
        onRetry={uploads.retry}
        onCancelAll={uploads.cancelAll}
        onClear={uploads.clear}
      />
      <SelectionBar
        count={selectionCount(selection)}
        actions={own ? OWN_ACTIONS : SHARED_ACTIONS}
        onAction={onAction}
        onClear={state.clear}
      />
      {downloading ? (
        <Typography role="status" variant="body2" sx={{ mb: 1 }}>
          Preparing the download…
        </Typography>
      ) : null}
      <UploadDropZone onFiles={onFiles} disabled={!own}>
        <ListingBody
          listing={listing}
          items={items}
          query={state.query}
          own={own}
          inFolder={state.trail.length > 0}
          onFiles={onFiles}
          emptyTitle={emptyTitle}
          emptyDescription={emptyDescription}
        >
          <ContentList
            items={items}
            view={view}
            selected={state.selected}
            onSelectedChange={state.setSelected}
            onOpenFolder={(folder) => state.go([...state.trail, { id: folder.id, title: folder.title }])}
            canRename={own}
            showSender={!own}
          />
        </ListingBody>
      </UploadDropZone>
      {listing.data && listing.data.pages > 1 ? (
        <Pagination
          sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
          count={listing.data.pages}
          page={state.page}
          onChange={(_e, next) => state.setPage(next)}
        />
      ) : null}
      <ContentDialogs
        dialog={state.dialog}
        selection={selection}
        folderId={state.folderId}
        onClose={() => state.setDialog(null)}
        onDone={state.clear}
      />
    </Box>
  );
}
