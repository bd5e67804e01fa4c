import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import type { ContentSelection } from '@/entities/content';
import { sendFormBody, TemplateSelect } from '@/entities/intake-form';
import { selectPolicyViewer } from '@/entities/session';
import {
  allows,
  errorDetail,
  errorStatus,
  useCheckSendContentMutation,
  useCopyOrSendContentMutation,
  useGetUplineDetailsQuery,
  useListMembersQuery,
  useSendIntakeFormMutation,
  type PolicyTarget,
} from '@/shared/api';
import { notifyError, notifySuccess } from '@/shared/ui/toast';

export interface SendContentDialogProps {
  open: boolean;
  selection: ContentSelection;
  onClose: () => void;
  onSent?: () => void;
}

interface Recipient {
  id: string;
  name: string;
  hint: string;
  /** What the policy table is asked about: may content, and may a form, be sent to this member. */
  target: PolicyTarget;
}

/**
 * Sends the selection to the members the policy table lets one send content to (never oneself); they
 * find it under "Shared with me". When every chosen recipient is one the policy table lets one send
 * intake forms to, a form from a template can go along: each gets their own form to fill in and sign.
 */
export function SendContentDialog({ open, selection, onClose, onSent }: SendContentDialogProps) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Record<string, Recipient>>({});
  const members = useListMembersQuery({ fullName: search.trim() || undefined, page: 1, size: 20, sort: 'name' }, { skip: !open });
  const upline = useGetUplineDetailsQuery(undefined, { skip: !open });
  const [templateId, setTemplateId] = useState('');
  /** Why the server refused the send (a material waiting for approval, withdrawn, expired), named. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const [send, { isLoading }] = useCopyOrSendContentMutation();
  const [sendForm, formSending] = useSendIntakeFormMutation();
  const viewer = useSelector(selectPolicyViewer);
  const [viewOnly, setViewOnly] = useState(false);
  const [noResend, setNoResend] = useState(false);
  const [notifyOpen, setNotifyOpen] = useState(false);
  const [check] = useCheckSendContentMutation();
  /** What the gate would refuse (licence, state, ceilings), asked of the server for the members shown. */
  const [blocked, setBlocked] = useState<{ byRecipient: Record<string, string>; general: string[] }>({
    byRecipient: {},
    general: [],
  });

  const recipients = useMemo<Recipient[]>(() => {
    const list: Recipient[] = [];
    const u = upline.data;
    const uplineTarget = u ? { id: u.id, role: u.role, invited_by_id: null } : null;
    if (
      u &&
      uplineTarget &&
      allows(viewer, 'sendContent', uplineTarget) &&
      (!search.trim() || u.full_name.toLowerCase().includes(search.trim().toLowerCase()))
    ) {
      list.push({ id: u.id, name: u.full_name, hint: 'Your upline', target: uplineTarget });
    }
    for (const m of members.data?.items ?? []) {
      if (!list.some((r) => r.id === m.id) && allows(viewer, 'sendContent', m))
        list.push({ id: m.id, name: m.full_name, hint: `${m.role} · ${m.email}`, target: m });
    }
    return list;
  }, [members.data, upline.data, search, viewer]);

  const count = selection.folderIds.length + selection.materialIds.length;
  const shownIds = recipients.map((r) => r.id).join(',');
  useEffect(() => {
    if (!open || count === 0 || !shownIds) return;
    let cancelled = false;
    check({ body: { folder_ids: selection.folderIds, material_ids: selection.materialIds, recipient_ids: shownIds.split(',') } })
      .unwrap()
      .then(
        (answer) => {
          if (cancelled) return;
          const byRecipient: Record<string, string> = {};
          const general: string[] = [];
          for (const r of answer.refusals) {
            if (r.recipient_id) byRecipient[r.recipient_id] = [byRecipient[r.recipient_id], r.reason].filter(Boolean).join(' ');
            else if (!general.includes(r.reason)) general.push(r.reason);
          }
          setBlocked({ byRecipient, general });
        },
        // The send itself still refuses, naming everyone; the dialog just cannot grey them out ahead.
        () => undefined,
      );
    return () => {
      cancelled = true;
    };
  }, [open, count, shownIds, check, selection.folderIds, selection.materialIds]);
  const chosenIds = Object.keys(chosen);
  const formsAllowed = chosenIds.length > 0 && chosenIds.every((id) => allows(viewer, 'sendForm', chosen[id]!.target));
  const formTemplate = formsAllowed ? templateId : '';

  const close = () => {
    setChosen({});
    setSearch('');
    setTemplateId('');
    setRefusal(null);
    setViewOnly(false);
    setNoResend(false);
    setNotifyOpen(false);
    onClose();
  };

  const submit = async () => {
    try {
      if (count > 0) {
        await send({
          body: {
            folder_ids: selection.folderIds,
            material_ids: selection.materialIds,
            recipient_ids: chosenIds,
            view_only: viewOnly,
            no_resend: noResend,
            notify_open: notifyOpen,
          },
        }).unwrap();
      }
      for (const clientId of formTemplate ? chosenIds : []) {
        await sendForm(sendFormBody({ templateId: formTemplate, clientId })).unwrap();
      }
      const what = [count > 0 ? `${count} item${count === 1 ? '' : 's'}` : '', formTemplate ? 'an intake form' : '']
        .filter(Boolean)
        .join(' and ');
      notifySuccess(`Sent ${what} to ${chosenIds.map((id) => chosen[id]?.name).join(', ')}.`, 'Sent');
      onSent?.();
      close();
    } catch (error) {
      const detail = errorStatus(error) === 403 ? errorDetail(error) : null;
      if (detail) setRefusal(detail);
      else notifyError(error, formTemplate ? 'The items or the form could not be sent.' : 'The items could not be sent.');
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="send-content-title">
      <DialogTitle id="send-content-title">
        Send {count} item{count === 1 ? '' : 's'}
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Each recipient gets a copy under “Shared with me”.
        </Typography>
        {blocked.general.length > 0 ? (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {blocked.general.join(' ')}
          </Alert>
        ) : null}
        {refusal ? (
          <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
            {refusal}
          </Alert>
        ) : null}
        <TextField label="Find a member" value={search} onChange={(e) => setSearch(e.target.value)} fullWidth size="small" />
        <List aria-label="Recipients" dense sx={{ maxHeight: 320, overflow: 'auto' }}>
          {recipients.map((r) => {
            const checked = Boolean(chosen[r.id]);
            // Greyed, with the reason, when the gate would refuse this member (licence, state).
            const reason = blocked.byRecipient[r.id];
            return (
              <ListItem key={r.id} disablePadding>
                <ListItemButton
                  disabled={Boolean(reason) && !checked}
                  onClick={() =>
                    setChosen((current) => {
                      const next = { ...current };
                      if (checked) delete next[r.id];
                      else next[r.id] = r;
                      return next;
                    })
                  }
                >
                  <ListItemIcon>
                    <Checkbox
                      edge="start"
                      checked={checked}
                      tabIndex={-1}
                      disableRipple
                      slotProps={{ input: { 'aria-label': r.name } }}
                    />
                  </ListItemIcon>
                  <ListItemText primary={r.name} secondary={reason ?? r.hint} />
                </ListItemButton>
              </ListItem>
            );
          })}
          {!members.isFetching && recipients.length === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
              No member matches.
            </Typography>
          ) : null}
        </List>
        {count > 0 ? (
          <FormGroup aria-label="What the recipients may do">
            <FormControlLabel
              control={<Checkbox checked={viewOnly} onChange={(e) => setViewOnly(e.target.checked)} />}
              label="View only: they can open it in Cascade but not download, zip or print it"
            />
            <FormControlLabel
              control={<Checkbox checked={noResend} onChange={(e) => setNoResend(e.target.checked)} />}
              label="No re-send: they cannot send it on"
            />
            <FormControlLabel
              control={<Checkbox checked={notifyOpen} onChange={(e) => setNotifyOpen(e.target.checked)} />}
              label="Tell me when they open it"
            />
          </FormGroup>
        ) : null}
        {formsAllowed ? (
          <TemplateSelect
            value={templateId}
            onChange={setTemplateId}
            noneLabel="No form"
            label="Also send an intake form"
            helperText="Each recipient gets their own form to fill in and sign."
          />
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button
          variant="contained"
          onClick={submit}
          disabled={chosenIds.length === 0 || (count === 0 && !formTemplate) || isLoading || formSending.isLoading}
        >
          Send
        </Button>
      </DialogActions>
    </Dialog>
  );
}
