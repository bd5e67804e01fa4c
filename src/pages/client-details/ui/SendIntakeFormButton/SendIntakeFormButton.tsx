import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorDetail, useListFormTemplatesQuery, useSendIntakeFormMutation } from '@/shared/api';

export interface SendIntakeFormButtonProps {
  clientId: string;
  clientName: string;
  size?: 'small' | 'medium';
}

/** Sends an intake form from a template to one client; opens the sent form. */
export function SendIntakeFormButton({ clientId, clientName, size = 'medium' }: SendIntakeFormButtonProps) {
  const [open, setOpen] = useState(false);
  const templates = useListFormTemplatesQuery({}, { skip: !open });
  const [templateId, setTemplateId] = useState('');
  const [due, setDue] = useState('');
  const [send, sending] = useSendIntakeFormMutation();
  const navigate = useNavigate();
  const chosen = templateId || templates.data?.[0]?.id || '';

  const submit = async () => {
    const sent = await send({
      sendForm: {
        template_id: chosen,
        client_id: clientId,
        ...(due ? { due_at: new Date(`${due}T17:00:00`).toISOString() } : {}),
      },
    }).unwrap();
    setOpen(false);
    navigate(`/materials/form-review/${sent.id}`);
  };

  return (
    <>
      <Button variant="contained" size={size} onClick={() => setOpen(true)}>
        Send intake form
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>Send an intake form to {clientName}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField select label="Template" value={chosen} onChange={(e) => setTemplateId(e.target.value)} fullWidth>
              {(templates.data ?? []).map((t) => (
                <MenuItem key={t.id} value={t.id}>
                  {t.title}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              type="date"
              label="Due date (optional)"
              value={due}
              onChange={(e) => setDue(e.target.value)}
              helperText="The client gets one reminder a day before, if it is not signed yet."
              slotProps={{ inputLabel: { shrink: true } }}
            />
            {sending.isError && (
              <Alert severity="error">{errorDetail(sending.error) ?? 'The form could not be sent. Try again.'}</Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button
            variant="contained"
            disabled={!chosen || sending.isLoading}
            onClick={() => void submit().catch(() => undefined)}
          >
            Send
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
