import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { NotificationItem } from '@/shared/api';
import { lazyDateFormat } from '@/shared/lib/date-format';
import { visuallyHidden } from '@/shared/ui/visually-hidden';

export interface NotificationsListProps {
  items: NotificationItem[];
  /** A notification was chosen (open its link, mark it read). */
  onOpen(item: NotificationItem): void;
  emptyText?: string;
  'aria-label'?: string;
}

const formatTime = lazyDateFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Notifications, newest first; unread ones stand out, and say so to screen readers. Each is named by what
 * it shows (title, text, time), so a voice command with the visible words reaches it. For the top-bar
 * menu and the /notifications page.
 */
export function NotificationsList({
  items,
  onOpen,
  emptyText = 'No notifications yet.',
  'aria-label': label = 'Notifications',
}: NotificationsListProps) {
  if (items.length === 0) {
    return (
      <Typography sx={{ p: 2, color: 'text.secondary' }} variant="body2">
        {emptyText}
      </Typography>
    );
  }
  return (
    <List aria-label={label} disablePadding>
      {items.map((item) => (
        <ListItem key={item.id} disablePadding>
          <ListItemButton onClick={() => onOpen(item)} sx={{ alignItems: 'flex-start' }}>
            <ListItemText
              primary={
                <>
                  {item.read ? null : (
                    <Box component="span" sx={visuallyHidden}>
                      Unread:{' '}
                    </Box>
                  )}
                  {item.title}
                </>
              }
              secondary={
                <>
                  {item.body ? <span style={{ display: 'block' }}>{item.body}</span> : null}
                  <time dateTime={item.created_at}>{formatTime(new Date(item.created_at))}</time>
                </>
              }
              slotProps={{ primary: { sx: { fontWeight: item.read ? 400 : 600 } } }}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
