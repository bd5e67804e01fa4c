import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { errorDetail, useCreateFolderMutation } from '@/shared/api';
import { notifySuccess } from '@/shared/ui/toast';

export interface CreateFolderDialogProps {
  open: boolean;
  parentId: string | null;
  onClose: () => void;
}

/** Names a new folder inside the current one. */
export function CreateFolderDialog({ open, parentId, onClose }: CreateFolderDialogProps) {
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [create, { isLoading }] = useCreateFolderMutation();
  const close = () => {
    setTitle('');
    setError(null);
    onClose();
  };
  const submit = async () => {
    if (!title.trim()) {
      setError('Enter a name.');
      return;
    }
    try {
      const folder = await create({ body: { title: title.trim(), folder_id: parentId } }).unwrap();
      notifySuccess(`Folder “${folder.title}” created.`);
      close();
    } catch (e) {
      setError(errorDetail(e) ?? 'The folder could not be created.');
    }
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="create-folder-title">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogTitle id="create-folder-title">New folder</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            label="Folder name"
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            error={Boolean(error)}
            helperText={error ?? ' '}
            fullWidth
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={isLoading}>
            Create
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
