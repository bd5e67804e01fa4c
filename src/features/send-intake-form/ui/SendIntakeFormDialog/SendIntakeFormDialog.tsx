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
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { formReviewPath } from '@/entities/content';
import { sendFormBody, TemplateSelect, useDefaultTemplate } from '@/entities/intake-form';
import { selectPolicyViewer } from '@/entities/session';
import { allows, errorDetail, useListMembersQuery, useSendIntakeFormMutation } from '@/shared/api';

export interface SendIntakeFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** The client to send to; without one the dialog offers the clients one may send forms to. */
  client?: { id: string; name: string };
}

/** Sends an intake form from a template to one client, then opens the sent form. */
export function SendIntakeFormDialog({ open, onClose, client }: SendIntakeFormDialogProps) {
  const viewer = useSelector(selectPolicyViewer);
  const clients = useListMembersQuery({ role: 'client', page: 1, size: 100, sort: 'name' }, { skip: !open || Boolean(client) });
  const [templateId, setTemplateId] = useState('');
  const [clientId, setClientId] = useState('');
  const [due, setDue] = useState('');
  const [send, sending] = useSendIntakeFormMutation();
  const navigate = useNavigate();
  const chosenTemplate = useDefaultTemplate(templateId);
  const choices = (clients.data?.items ?? []).filter((m) => allows(viewer, 'sendForm', m));
  const chosenClient = client?.id ?? clientId;

  const submit = async () => {
    const sent = await send(sendFormBody({ templateId: chosenTemplate, clientId: chosenClient, due })).unwrap();
    onClose();
    navigate(formReviewPath(sent.id));
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{client ? `Send an intake form to ${client.name}` : 'Send an intake form'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {!client && (
            <TextField
              select
              label="Client"
              value={clientId}
              onChange={(e) => setClientId(e.target.value)}
              fullWidth
              helperText={clients.isSuccess && choices.length === 0 ? 'You have no client to send a form to yet.' : undefined}
            >
              {choices.map((m) => (
                <MenuItem key={m.id} value={m.id}>
                  {m.full_name} · {m.email}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TemplateSelect value={templateId} onChange={setTemplateId} />
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
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={!chosenTemplate || !chosenClient || sending.isLoading}
          onClick={() => void submit().catch(() => undefined)}
        >
          Send
        </Button>
      </DialogActions>
    </Dialog>
  );
}
