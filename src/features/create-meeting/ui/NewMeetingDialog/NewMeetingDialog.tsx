import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
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
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { MEETING_INVITEES_MAX } from '../../config/limits';
import { errorDetail, useGenerateMeetingRoomMutation } from '@/shared/api';
import { fromLocalInput } from '@/shared/lib/local-time';
import { useInvitees, type Invitee } from '../../lib/useInvitees';

export interface NewMeetingDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Title and invitees of a new room; creating it opens the room. */
export function NewMeetingDialog({ open, onClose }: NewMeetingDialogProps) {
  const [title, setTitle] = useState('');
  const [startsAt, setStartsAt] = useState('');
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Record<string, Invitee>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const { invitees, loading } = useInvitees(search, open);
  const [generate, { isLoading }] = useGenerateMeetingRoomMutation();
  const navigate = useNavigate();
  const ids = Object.keys(chosen);
  const tooMany = ids.length > MEETING_INVITEES_MAX;

  const close = () => {
    setTitle('');
    setStartsAt('');
    setSearch('');
    setChosen({});
    setProblem(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const start = startsAt ? fromLocalInput(startsAt) : null;
    if (startsAt && !start) {
      setProblem('Pick both a date and a time for the start, or leave it empty to meet now.');
      return;
    }
    try {
      const room = await generate({
        meetingRoomCreate: { title: title.trim(), invitees: ids, ...(start ? { startsAt: start } : {}) },
      }).unwrap();
      close();
      navigate(room.link);
    } catch (error) {
      setProblem(errorDetail(error) ?? 'The room could not be created. Try again.');
    }
  };

  const toggle = (invitee: Invitee) =>
    setChosen((current) => {
      const next = { ...current };
      if (next[invitee.id]) delete next[invitee.id];
      else next[invitee.id] = invitee;
      return next;
    });

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="new-meeting-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="new-meeting-title">New meeting</DialogTitle>
        <DialogContent>
          <TextField
            label="Title"
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            required
            fullWidth
            autoFocus
            margin="dense"
            slotProps={{ htmlInput: { maxLength: 120 } }}
          />
          <TextField
            label="Starts"
            type="datetime-local"
            value={startsAt}
            onChange={(e) => setStartsAt(e.target.value)}
            helperText="Leave empty to meet now. The invitees’ calendar invitations carry this time; you can move it later."
            fullWidth
            margin="dense"
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Typography variant="subtitle2" sx={{ mt: 2 }}>
            Invite ({ids.length} of at most {MEETING_INVITEES_MAX})
          </Typography>
          <TextField
            label="Find a member"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            fullWidth
            size="small"
            margin="dense"
          />
          <List aria-label="Members you may invite" dense sx={{ maxHeight: 280, overflow: 'auto' }}>
            {invitees.map((invitee) => (
              <ListItem key={invitee.id} disablePadding>
                <ListItemButton onClick={() => toggle(invitee)}>
                  <ListItemIcon>
                    <Checkbox
                      edge="start"
                      checked={Boolean(chosen[invitee.id])}
                      tabIndex={-1}
                      disableRipple
                      slotProps={{ input: { 'aria-label': invitee.name } }}
                    />
                  </ListItemIcon>
                  <ListItemText primary={invitee.name} secondary={invitee.hint} />
                </ListItemButton>
              </ListItem>
            ))}
            {!loading && invitees.length === 0 ? (
              <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
                No member you may invite matches.
              </Typography>
            ) : null}
          </List>
          {tooMany ? (
            <Typography role="alert" color="error" variant="body2">
              A room holds {MEETING_INVITEES_MAX + 1} people: choose at most {MEETING_INVITEES_MAX}.
            </Typography>
          ) : null}
          {problem ? (
            <Typography role="alert" color="error" variant="body2">
              {problem}
            </Typography>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={!title.trim() || ids.length === 0 || tooMany || isLoading}>
            Create and open
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
