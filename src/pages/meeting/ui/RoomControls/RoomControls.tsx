import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { MediaState } from '@/entities/meeting';

export interface RoomControlsProps {
  media: MediaState;
  canAudio: boolean;
  canShare: boolean;
  showList: boolean;
  onMute: () => void;
  onCamera: () => void;
  onScreen: () => void;
  onList: () => void;
  onLeave: () => void;
}

/** The bar under the grid: microphone, camera, screen, participants, leave. */
export function RoomControls({
  media,
  canAudio,
  canShare,
  showList,
  onMute,
  onCamera,
  onScreen,
  onList,
  onLeave,
}: RoomControlsProps) {
  return (
    <Box
      role="toolbar"
      aria-label="Meeting controls"
      sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}
    >
      <Button variant={media.audio ? 'outlined' : 'contained'} onClick={onMute} disabled={!canAudio} aria-pressed={!media.audio}>
        {media.audio ? 'Mute' : 'Unmute'}
      </Button>
      <Button
        variant={media.video ? 'outlined' : 'contained'}
        onClick={onCamera}
        disabled={media.screen}
        aria-pressed={!media.video}
      >
        {media.video ? 'Camera off' : 'Camera on'}
      </Button>
      {canShare ? (
        <Button variant={media.screen ? 'contained' : 'outlined'} onClick={onScreen} aria-pressed={media.screen}>
          {media.screen ? 'Stop sharing' : 'Share screen'}
        </Button>
      ) : null}
      <Button variant="outlined" onClick={onList} aria-pressed={showList}>
        Participants
      </Button>
      <Button variant="contained" color="error" onClick={onLeave}>
        Leave
      </Button>
    </Box>
  );
}
