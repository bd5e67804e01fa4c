import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { MediaState } from '@/entities/meeting';
import type { RemoteParticipant } from '@/features/meeting-session';

const describe = (m: MediaState, reconnecting = false) =>
  [
    reconnecting ? 'reconnecting' : null,
    m.audio ? 'microphone on' : 'muted',
    m.screen ? 'sharing screen' : m.video ? 'camera on' : 'camera off',
  ]
    .filter(Boolean)
    .join(' · ');

/** Everyone in the room with their microphone, camera and connection. */
export function ParticipantList({ self, media, others }: { self: string; media: MediaState; others: RemoteParticipant[] }) {
  return (
    <section aria-label="Participants">
      <Typography component="h2" variant="h6">
        Participants ({others.length + 1})
      </Typography>
      <List dense>
        <ListItem disableGutters>
          <ListItemText primary={`${self} (you)`} secondary={describe(media)} />
        </ListItem>
        {others.map((p) => (
          <ListItem key={p.info.participant} disableGutters>
            <ListItemText primary={p.info.fullName} secondary={describe(p.info, p.reconnecting)} />
          </ListItem>
        ))}
      </List>
    </section>
  );
}
