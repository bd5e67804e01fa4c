import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useSelector } from 'react-redux';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { NotificationsList, selectNotifications } from '@/entities/notification';
import { useUpdateNotificationMutation, type NotificationItem } from '@/shared/api';

/** How many notifications the popup shows; the rest are on /notifications. */
const MENU_ITEMS = 5;

export interface NotificationsPopoverProps {
  /** The bell the popup opens from; null while it is closed. */
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** The bell's popup: the newest notifications (choosing one opens it and marks it read) and a link to all. */
export function NotificationsPopover({ anchor, onClose }: NotificationsPopoverProps) {
  const items = useSelector(selectNotifications);
  const [updateNotification] = useUpdateNotificationMutation();
  const navigate = useNavigate();

  const open = (item: NotificationItem) => {
    onClose();
    if (!item.read) void updateNotification({ id: item.id, notificationUpdate: { read: true } });
    if (item.link) navigate(item.link);
  };

  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { width: 360, maxWidth: '100vw' }, role: 'dialog', 'aria-label': 'Recent notifications' } }}
    >
      <Typography variant="subtitle1" component="h2" sx={{ px: 2, pt: 1.5 }}>
        Notifications
      </Typography>
      <NotificationsList items={items.slice(0, MENU_ITEMS)} onOpen={open} aria-label="Recent notifications list" />
      <Box sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}>
        <Link component={RouterLink} to="/notifications" onClick={onClose}>
          See all
        </Link>
      </Box>
    </Popover>
  );
}
