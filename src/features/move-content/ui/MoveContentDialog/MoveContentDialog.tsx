import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { selectionBody, type ContentSelection } from '@/entities/content';
import { useCopyOrSendContentMutation, useListFoldersQuery, useMoveContentMutation } from '@/shared/api';
import { notifyError, notifySuccess } from '@/shared/ui/toast';

export interface MoveContentDialogProps {
  open: boolean;
  /** Move, or copy into one's own materials. */
  mode: 'move' | 'copy';
  selection: ContentSelection;
  onClose: () => void;
  onDone?: () => void;
}

const ROOT = '__root__';

/** Picks a target folder of one's own space (or the top level) and moves or copies the selection there. */
export function MoveContentDialog({ open, mode, selection, onClose, onDone }: MoveContentDialogProps) {
  const [search, setSearch] = useState('');
  const [target, setTarget] = useState<string>(ROOT);
  const excludeId = mode === 'move' && selection.folderIds.length === 1 ? selection.folderIds[0] : undefined;
  const folders = useListFoldersQuery({ title: search.trim() || undefined, excludeId, page: 1, size: 50 }, { skip: !open });
  const [move, moving] = useMoveContentMutation();
  const [copy, copying] = useCopyOrSendContentMutation();
  const verb = mode === 'move' ? 'Move' : 'Copy';

  const submit = async () => {
    const body = {
      ...selectionBody(selection),
      target_folder_id: target === ROOT ? null : target,
    };
    try {
      if (mode === 'move') await move({ body }).unwrap();
      else await copy({ body }).unwrap();
      notifySuccess(mode === 'move' ? 'Moved.' : 'Copied.');
      onDone?.();
      onClose();
    } catch (error) {
      notifyError(error, `The items could not be ${mode === 'move' ? 'moved' : 'copied'}.`);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="move-content-title">
      <DialogTitle id="move-content-title">{verb} to folder</DialogTitle>
      <DialogContent>
        <TextField label="Find a folder" value={search} onChange={(e) => setSearch(e.target.value)} fullWidth size="small" />
        <List aria-label="Folders" dense sx={{ maxHeight: 320, overflow: 'auto' }}>
          <ListItem disablePadding>
            <ListItemButton selected={target === ROOT} aria-pressed={target === ROOT} onClick={() => setTarget(ROOT)}>
              <ListItemText primary="My materials (top level)" />
            </ListItemButton>
          </ListItem>
          {(folders.data?.items ?? []).map((folder) => (
            <ListItem key={folder.id} disablePadding>
              <ListItemButton
                selected={target === folder.id}
                aria-pressed={target === folder.id}
                onClick={() => setTarget(folder.id)}
              >
                <ListItemText primary={folder.title} secondary={folder.path.length > 0 ? folder.path.join(' / ') : undefined} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={moving.isLoading || copying.isLoading}>
          {verb} here
        </Button>
      </DialogActions>
    </Dialog>
  );
}
