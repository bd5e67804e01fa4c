import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorDetail, useUploadMaterialVersionMutation } from '@/shared/api';
import { FilePickButton } from '@/shared/ui/file-pick-button';
import { notifySuccess } from '@/shared/ui/toast';

export interface UploadVersionDialogProps {
  open: boolean;
  material: { id: string; title: string };
  onClose: () => void;
}

/**
 * Uploads a new version of one's original: same material, same place; every copy that was sent follows
 * it and its holders are told what changed (the note).
 */
export function UploadVersionDialog({ open, material, onClose }: UploadVersionDialogProps) {
  const [file, setFile] = useState<File | null>(null);
  const [note, setNote] = useState('');
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [uploadVersion, { isLoading }] = useUploadMaterialVersionMutation();
  const close = () => {
    setFile(null);
    setNote('');
    setTitle('');
    setError(null);
    onClose();
  };
  const submit = async () => {
    if (!file) {
      setError('Choose the file of the new version.');
      return;
    }
    try {
      const item = await uploadVersion({
        materialId: material.id,
        body: { file, note: note.trim() || undefined, title: title.trim() || undefined },
      }).unwrap();
      notifySuccess(`Version ${item.version ?? ''} of “${item.title}” is live; everyone who holds a copy sees it now.`);
      close();
    } catch (e) {
      setError(errorDetail(e) ?? 'The new version could not be uploaded.');
    }
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="upload-version-title">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogTitle id="upload-version-title">Upload new version</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>
            The new version replaces “{material.title}” here and in every copy you or others sent. Earlier versions stay in its
            history.
          </DialogContentText>
          <div>
            <FilePickButton variant="outlined" inputLabel="File of the new version" onPick={(picked) => setFile(picked ?? null)}>
              Choose file
            </FilePickButton>
            <Typography variant="body2" component="span" sx={{ ml: 1 }}>
              {file ? file.name : 'No file chosen'}
            </Typography>
          </div>
          <TextField
            label="What changed"
            value={note}
            onChange={(e) => setNote(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
            helperText="Told to everyone who holds a copy."
            multiline
            minRows={2}
            fullWidth
          />
          <TextField
            label="New title (optional)"
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            placeholder={material.title}
            fullWidth
          />
          {error ? (
            <Typography role="alert" color="error" variant="body2">
              {error}
            </Typography>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={isLoading}>
            {isLoading ? 'Uploading…' : 'Upload version'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
