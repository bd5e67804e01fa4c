import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { FormEvent } from '@/shared/api';

const KIND: Record<FormEvent['kind'], string> = {
  sent: 'Sent',
  opened: 'First opened',
  saved: 'Answers saved',
  signed: 'Signed',
  reminded: 'Reminder sent',
  prepared: 'Prepared and sent to the client',
  countersigned: 'Countersigned',
};

/** The form's events: what, when, by whom, from where. */
export function AuditTrail({ events }: { events: FormEvent[] }) {
  return (
    <List dense aria-label="Audit trail">
      {events.map((event) => (
        <ListItem key={`${event.kind}-${event.at}`} disableGutters>
          <ListItemText
            primary={`${KIND[event.kind]}${event.actor_name ? ` by ${event.actor_name}` : ''} — ${new Date(event.at).toLocaleString()}`}
            secondary={event.ip ? `IP ${event.ip} · ${event.user_agent ?? 'unknown browser'}` : undefined}
          />
        </ListItem>
      ))}
    </List>
  );
}
