import Button from '@mui/material/Button';
import { useState } from 'react';
import { SendIntakeFormDialog } from '../SendIntakeFormDialog/SendIntakeFormDialog';

export interface SendIntakeFormButtonProps {
  /** The client to send to; without one the dialog asks. */
  client?: { id: string; name: string };
  size?: 'small' | 'medium';
  label?: string;
}

/** A button that opens the send-an-intake-form dialog. */
export function SendIntakeFormButton({ client, size = 'medium', label = 'Send intake form' }: SendIntakeFormButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="contained" size={size} onClick={() => setOpen(true)}>
        {label}
      </Button>
      {open && <SendIntakeFormDialog open onClose={() => setOpen(false)} client={client} />}
    </>
  );
}
