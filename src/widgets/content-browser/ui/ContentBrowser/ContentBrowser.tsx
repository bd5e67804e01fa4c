import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { contentViewChosen, selectContentView } from '@/entities/preference';
import { CreateFolderDialog } from '@/features/create-folder';
import { DeleteContentDialog } from '@/features/delete-content';
import { useDownload } from '@/features/download-content';
import { MoveContentDialog } from '@/features/move-content';
import { SendContentDialog } from '@/features/send-content';
import { UploadButton, UploadDropZone, UploadPanel, useUploads } from '@/features/upload-materials';
import { errorDetail } from '@/shared/api';
import { EmptyState } from '@/shared/ui/empty-state';
import { FolderIcon, FolderPlusIcon, GridIcon, ListIcon, UploadIcon } from '@/shared/ui/icons';
import { useListing } from '../../model/useListing';
import { ContentList } from '../ContentList/ContentList';
import { SelectionBar, type SelectionAction } from '../SelectionBar/SelectionBar';

export interface ContentBrowserProps {
  space: 'own' | 'shared';
  /** Shared space only: what this member sent me. */
  invitedById?: string;
  pageSize?: number;
  emptyTitle?: string;
  emptyDescription?: string;
}

type Dialog = Exclude<SelectionAction, 'download'> | 'folder' | null;

const rootLabel = (space: 'own' | 'shared') => (space === 'own' ? 'My materials' : 'Shared with me');

/** Browse one space: breadcrumbs, search, pages, list or grid, selection actions, and (own space) uploads. */
export function ContentBrowser({ space, invitedById, pageSize = 50, emptyTitle, emptyDescription }: ContentBrowserProps) {
  const dispatch = useDispatch();
  const view = useSelector(selectContentView);
  const [trail, setTrail] = useState<{ id: string; title: string }[]>([]);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [dialog, setDialog] = useState<Dialog>(null);
  const folderId = trail.at(-1)?.id ?? null;
  const listing = useListing({ space, folderId, title: search.trim(), page, size: pageSize, invitedById });
  const uploads = useUploads();
  const { download, busy: downloading } = useDownload();
  const own = space === 'own';

  const items = useMemo(() => listing.data?.items ?? [], [listing.data]);
  const selection = useMemo(() => {
    const chosen = items.filter((item) => selected.has(item.id));
    return {
      folderIds: chosen.filter((item) => item.type === 'folder').map((item) => item.id),
      materialIds: chosen.filter((item) => item.type === 'material').map((item) => item.id),
      title: chosen.length === 1 ? chosen[0]!.title : undefined,
    };
  }, [items, selected]);
  const count = selection.folderIds.length + selection.materialIds.length;
  const clear = () => setSelected(new Set());
  const go = (next: { id: string; title: string }[]) => {
    setTrail(next);
    setPage(1);
    clear();
  };
  const onFiles = (files: File[]) => uploads.start(files, folderId);

  const onAction = (action: SelectionAction) => {
    if (action === 'download') void download(selection);
    else setDialog(action);
  };

  const body = () => {
    if (listing.isLoading) {
      return (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
          <CircularProgress aria-label="Loading materials" />
        </Box>
      );
    }
    if (listing.isError) {
      return (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void listing.refetch()}>
              Try again
            </Button>
          }
        >
          {errorDetail(listing.error) ?? 'The materials could not be loaded.'}
        </Alert>
      );
    }
    if (items.length === 0) {
      if (search.trim())
        return <EmptyState title="Nothing matches" description={`No folder or file is called “${search.trim()}”.`} />;
      return own ? (
        <EmptyState
          icon={<UploadIcon />}
          title={trail.length > 0 ? 'This folder is empty' : 'No materials yet'}
          description="Drop files here, or choose them, to upload your first materials."
          action={<UploadButton onFiles={onFiles} label="Choose files" />}
        />
      ) : (
        <EmptyState
          icon={<FolderIcon />}
          title={emptyTitle ?? 'Nothing shared with you yet'}
          description={emptyDescription ?? 'What others send you appears here.'}
        />
      );
    }
    return (
      <ContentList
        items={items}
        view={view}
        selected={selected}
        onSelectedChange={setSelected}
        onOpenFolder={(folder) => go([...trail, { id: folder.id, title: folder.title }])}
        canRename={own}
        showSender={!own}
      />
    );
  };

  const actions: SelectionAction[] = own
    ? ['move', 'copy', 'send', 'download', 'delete']
    : ['copy', 'send', 'download', 'delete'];

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <Breadcrumbs aria-label="Folder path" sx={{ flex: 1, minWidth: 200 }}>
          {[{ id: '', title: rootLabel(space) }, ...trail].map((crumb, index, all) =>
            index === all.length - 1 ? (
              <Typography key={crumb.id || 'root'} color="text.primary" aria-current="page">
                {crumb.title}
              </Typography>
            ) : (
              <Link key={crumb.id || 'root'} component="button" type="button" onClick={() => go(trail.slice(0, index))}>
                {crumb.title}
              </Link>
            ),
          )}
        </Breadcrumbs>
        <TextField
          size="small"
          label="Search by title"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
          sx={{ width: { xs: '100%', sm: 220 } }}
        />
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_e, next: 'list' | 'grid' | null) => next && dispatch(contentViewChosen(next))}
          aria-label="View"
        >
          <ToggleButton value="list" aria-label="List view">
            <ListIcon fontSize="small" />
          </ToggleButton>
          <ToggleButton value="grid" aria-label="Grid view">
            <GridIcon fontSize="small" />
          </ToggleButton>
        </ToggleButtonGroup>
        {own ? (
          <>
            <Button variant="outlined" startIcon={<FolderPlusIcon />} onClick={() => setDialog('folder')}>
              New folder
            </Button>
            <UploadButton onFiles={onFiles} />
          </>
        ) : null}
      </Box>
      <UploadPanel
        items={uploads.items}
        onCancel={uploads.cancel}
        onRetry={uploads.retry}
        onCancelAll={uploads.cancelAll}
        onClear={uploads.clear}
      />
      <SelectionBar count={count} actions={actions} onAction={onAction} onClear={clear} />
      {downloading ? (
        <Typography role="status" variant="body2" sx={{ mb: 1 }}>
          Preparing the download…
        </Typography>
      ) : null}
      <UploadDropZone onFiles={onFiles} disabled={!own}>
        {body()}
      </UploadDropZone>
      {listing.data && listing.data.pages > 1 ? (
        <Pagination
          sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
          count={listing.data.pages}
          page={page}
          onChange={(_e, next) => setPage(next)}
        />
      ) : null}
      <CreateFolderDialog open={dialog === 'folder'} parentId={folderId} onClose={() => setDialog(null)} />
      <SendContentDialog open={dialog === 'send'} selection={selection} onClose={() => setDialog(null)} onSent={clear} />
      <MoveContentDialog
        open={dialog === 'move' || dialog === 'copy'}
        mode={dialog === 'copy' ? 'copy' : 'move'}
        selection={selection}
        onClose={() => setDialog(null)}
        onDone={clear}
      />
      <DeleteContentDialog open={dialog === 'delete'} selection={selection} onClose={() => setDialog(null)} onDone={clear} />
    </Box>
  );
}
