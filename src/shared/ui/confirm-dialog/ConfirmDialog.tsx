import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import { FormError } from '../form-error';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** Exactly what will happen. */
  description: ReactNode;
  confirmLabel: string;
  /** The button that closes without doing it (default "Cancel"). */
  dismissLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
  /** Extra fields between the description and the error (e.g. a choice). */
  children?: ReactNode;
  /** Why the last attempt was refused (the server's `detail`). */
  error?: string | null;
  busy?: boolean;
  confirmDisabled?: boolean;
  destructive?: boolean;
}

/** A dialog that says what a change will do and asks for a deliberate confirmation. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  dismissLabel = 'Cancel',
  onConfirm,
  onClose,
  children,
  error,
  busy = false,
  confirmDisabled = false,
  destructive = false,
}: ConfirmDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <DialogContentText id={descriptionId}>{description}</DialogContentText>
        {children}
        {error ? <FormError>{error}</FormError> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {dismissLabel}
        </Button>
        <Button
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          onClick={onConfirm}
          disabled={busy || confirmDisabled}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
