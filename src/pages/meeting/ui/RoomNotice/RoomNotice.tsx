import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';
import { EmptyState } from '@/shared/ui/empty-state';
import { VideoIcon } from '@/shared/ui/icons';

/** A full-width message instead of the room: waiting in the lobby, refused, full, left. */
export function RoomNotice({
  title,
  description,
  action,
  busy,
}: {
  title: string;
  description: string;
  action?: ReactNode;
  busy?: boolean;
}) {
  return (
    <div role="status">
      <EmptyState
        icon={busy ? <CircularProgress size={28} aria-hidden /> : <VideoIcon />}
        title={title}
        description={description}
        action={action}
      />
    </div>
  );
}

export const BackToMeetings = ({ onClick }: { onClick: () => void }) => (
  <Button variant="outlined" onClick={onClick}>
    Back to meetings
  </Button>
);
