import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { startLabel } from '@/shared/lib/local-time';
import { useListMeetingRoomsQuery, type MeetingRoom } from '@/shared/api';
import { SectionCard } from '@/shared/ui/section-card';

function people(room: MeetingRoom): string {
  return [room.host.fullName, ...room.invitees.map((i) => i.fullName)].join(', ');
}

/** My rooms of one scope (hosted or invited to), latest start first, each a link into the room; cancelled ones say so. */
export function RoomList({ scope, title, empty }: { scope: 'upcoming' | 'recent'; title: string; empty: string }) {
  const { data, isLoading, isError } = useListMeetingRoomsQuery({ scope });
  const rooms = data?.items ?? [];
  return (
    <SectionCard title={title}>
      {isLoading ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
          <CircularProgress aria-label={`Loading ${title.toLowerCase()}`} size={28} />
        </Box>
      ) : isError ? (
        <Typography color="error">The rooms could not be loaded. Reload the page to try again.</Typography>
      ) : rooms.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <List dense disablePadding>
          {rooms.map((room) => (
            <ListItem key={room.id} disableGutters divider>
              <ListItemText
                primary={
                  <Link component={RouterLink} to={room.link}>
                    {room.title}
                  </Link>
                }
                secondary={`${room.cancelledAt ? 'Cancelled' : startLabel(room.startsAt)} · ${people(room)}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
