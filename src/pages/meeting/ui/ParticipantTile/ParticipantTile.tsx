import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { SpeakingIndicator, useAudioLevel } from '@/entities/meeting';
import { initials } from '../../lib/initials';
import { VideoView } from '../VideoView/VideoView';

export interface ParticipantTileProps {
  name: string;
  stream: MediaStream | null;
  audio: boolean;
  video: boolean;
  screen: boolean;
  self?: boolean;
  reconnecting?: boolean;
}

/** One person in the grid: video (or their initials), name, speaking bars, muted / camera off / reconnecting. */
export function ParticipantTile({
  name,
  stream,
  audio,
  video,
  screen,
  self = false,
  reconnecting = false,
}: ParticipantTileProps) {
  const { level, speaking } = useAudioLevel(audio ? stream : null);
  const showVideo = Boolean(stream?.getVideoTracks().length) && (video || screen);
  return (
    <Box
      component="figure"
      aria-label={self ? `${name} (you)` : name}
      data-speaking={speaking ? 'true' : 'false'}
      sx={{
        m: 0,
        position: 'relative',
        aspectRatio: '16 / 9',
        bgcolor: 'grey.900',
        borderRadius: 2,
        overflow: 'hidden',
        outline: speaking ? '3px solid' : 'none',
        outlineColor: 'primary.main',
      }}
    >
      {/* Always mounted: a remote stream's audio plays through it even with the camera off. */}
      <Box sx={{ position: 'absolute', inset: 0, visibility: showVideo ? 'visible' : 'hidden' }}>
        <VideoView
          stream={stream}
          muted={self}
          mirrored={self && !screen}
          fit={screen ? 'contain' : 'cover'}
          label={`Video of ${name}`}
        />
      </Box>
      {!showVideo ? (
        <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
          <Box
            aria-hidden
            sx={{
              width: 72,
              height: 72,
              borderRadius: '50%',
              bgcolor: 'grey.700',
              color: 'common.white',
              display: 'grid',
              placeItems: 'center',
              fontSize: 28,
            }}
          >
            {initials(name)}
          </Box>
        </Box>
      ) : null}
      <Box
        component="figcaption"
        sx={{
          position: 'absolute',
          left: 8,
          right: 8,
          bottom: 8,
          display: 'flex',
          gap: 1,
          alignItems: 'center',
          flexWrap: 'wrap',
        }}
      >
        <Box
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.75,
            bgcolor: 'rgba(0,0,0,0.6)',
            color: 'common.white',
            px: 1,
            py: 0.25,
            borderRadius: 1,
          }}
        >
          <SpeakingIndicator level={level} speaking={speaking} name={name} />
          <Typography variant="body2" component="span">
            {self ? `${name} (you)` : name}
          </Typography>
        </Box>
        {!audio ? <Chip size="small" label="Muted" color="default" sx={{ bgcolor: 'grey.100' }} /> : null}
        {!video && !screen ? <Chip size="small" label="Camera off" sx={{ bgcolor: 'grey.100' }} /> : null}
        {screen ? <Chip size="small" label="Sharing screen" color="primary" /> : null}
      </Box>
      {reconnecting ? (
        <Box
          role="status"
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'rgba(0,0,0,0.55)',
            color: 'common.white',
          }}
        >
          <Typography>Reconnecting…</Typography>
        </Box>
      ) : null}
    </Box>
  );
}
