import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import {
  errorDetail,
  useCancelMeetingRoomMutation,
  useRescheduleMeetingRoomMutation,
  type MeetingRoomDetail,
} from '@/shared/api';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { notifySuccess } from '@/shared/ui/toast';
import { fromLocalInput, startLabel, toLocalInput } from '@/shared/lib/local-time';

export interface ChangeMeetingControlsProps {
  room: Pick<MeetingRoomDetail, 'id' | 'title' | 'startsAt' | 'cancelledAt' | 'invitees'>;
}

/**
 * "Move" and "Cancel meeting" for the host of a room that is not cancelled, each behind a dialog that
 * says what will happen (the invitees are told and mailed an updated or cancelling invitation).
 */
export function ChangeMeetingControls({ room }: ChangeMeetingControlsProps) {
  const [dialog, setDialog] = useState<'move' | 'cancel' | null>(null);
  const [when, setWhen] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [reschedule, moving] = useRescheduleMeetingRoomMutation();
  const [cancel, cancelling] = useCancelMeetingRoomMutation();
  if (room.cancelledAt) return null;
  const invitees = room.invitees.length === 1 ? room.invitees[0]!.fullName : `the ${room.invitees.length} invitees`;

  const open = (which: 'move' | 'cancel') => {
    setWhen(toLocalInput(room.startsAt));
    setError(null);
    setDialog(which);
  };
  const close = () => setDialog(null);

  const move = async () => {
    const startsAt = fromLocalInput(when);
    if (!startsAt) {
      setError('Pick a date and a time.');
      return;
    }
    setError(null);
    try {
      await reschedule({ room: room.id, meetingRoomReschedule: { startsAt } }).unwrap();
      close();
      notifySuccess(`“${room.title}” now starts ${startLabel(startsAt)}.`);
    } catch (failure) {
      setError(errorDetail(failure) ?? 'The meeting could not be moved. Try again.');
    }
  };
  const confirmCancel = async () => {
    setError(null);
    try {
      await cancel({ room: room.id }).unwrap();
      close();
      notifySuccess(`“${room.title}” was cancelled.`);
    } catch (failure) {
      setError(errorDetail(failure) ?? 'The meeting could not be cancelled. Try again.');
    }
  };

  return (
    <>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" size="small" onClick={() => open('move')}>
          Move
        </Button>
        <Button variant="outlined" size="small" color="error" onClick={() => open('cancel')}>
          Cancel meeting
        </Button>
      </Stack>
      <ConfirmDialog
        open={dialog === 'move'}
        title={`Move “${room.title}”?`}
        description={`It starts ${startLabel(room.startsAt)}. Pick the new start: ${invitees} will be told and mailed an updated calendar invitation.`}
        confirmLabel="Move the meeting"
        busy={moving.isLoading}
        error={error}
        onConfirm={() => void move()}
        onClose={close}
      >
        <TextField
          label="New start"
          type="datetime-local"
          value={when}
          onChange={(event) => setWhen(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          required
        />
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'cancel'}
        title={`Cancel “${room.title}”?`}
        description={`No one will be able to join it any more, and this cannot be undone. ${invitees[0]!.toUpperCase()}${invitees.slice(1)} will be told and mailed a cancellation that removes it from their calendar.`}
        confirmLabel="Cancel the meeting"
        dismissLabel="Keep it"
        destructive
        busy={cancelling.isLoading}
        error={error}
        onConfirm={() => void confirmCancel()}
        onClose={close}
      />
    </>
  );
}
