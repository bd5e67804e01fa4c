import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { selectionBody, selectionCount, type ContentSelection } from '@/entities/content';
import { useDeleteContentMutation } from '@/shared/api';
import { notifyError, notifySuccess } from '@/shared/ui/toast';

export interface DeleteContentDialogProps {
  open: boolean;
  selection: ContentSelection;
  onClose: () => void;
  onDone?: () => void;
}

/** Asks before deleting the selection (folders with everything in them). */
export function DeleteContentDialog({ open, selection, onClose, onDone }: DeleteContentDialogProps) {
  const [remove, { isLoading }] = useDeleteContentMutation();
  const count = selectionCount(selection);
  const submit = async () => {
    try {
      await remove({ body: selectionBody(selection) }).unwrap();
      notifySuccess(`Deleted ${count} item${count === 1 ? '' : 's'}.`);
      onDone?.();
      onClose();
    } catch (error) {
      notifyError(error, 'The items could not be deleted.');
    }
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="delete-content-title">
      <DialogTitle id="delete-content-title">
        Delete {count} item{count === 1 ? '' : 's'}?
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          {selection.folderIds.length > 0 ? 'Folders are deleted with everything in them. ' : ''}This cannot be undone. Copies
          already sent to others stay theirs.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button color="error" variant="contained" onClick={submit} disabled={isLoading}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
