import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { NotificationsList, selectNotifications, selectUnreadCount } from '@/entities/notification';
import { useUpdateNotificationMutation, type NotificationItem } from '@/shared/api';
import { BellIcon } from '@/shared/ui/icons';

/** How many notifications the menu shows; the rest are on /notifications. */
const MENU_ITEMS = 5;

/** The top-bar bell: unread count on a badge, the newest notifications in a menu, a link to all of them. */
export function NotificationBell() {
  const items = useSelector(selectNotifications);
  const unread = useSelector(selectUnreadCount);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [updateNotification] = useUpdateNotificationMutation();
  const navigate = useNavigate();

  const open = (item: NotificationItem) => {
    setAnchor(null);
    if (!item.read) void updateNotification({ id: item.id, notificationUpdate: { read: true } });
    if (item.link) navigate(item.link);
  };

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={unread > 0 ? `Notifications, ${unread > 99 ? '99+' : unread} unread` : 'Notifications'}
        aria-haspopup="dialog"
        aria-expanded={anchor ? 'true' : 'false'}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {/* No badge text at 0: the visible text of the button stays part of its name (WCAG 2.5.3). */}
        <Badge badgeContent={unread > 0 ? unread : undefined} color="error" max={99}>
          <BellIcon />
        </Badge>
      </IconButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 360, maxWidth: '100vw' }, role: 'dialog', 'aria-label': 'Recent notifications' } }}
      >
        <Typography variant="subtitle1" component="h2" sx={{ px: 2, pt: 1.5 }}>
          Notifications
        </Typography>
        <NotificationsList items={items.slice(0, MENU_ITEMS)} onOpen={open} aria-label="Recent notifications list" />
        <Box sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}>
          <Link component={RouterLink} to="/notifications" onClick={() => setAnchor(null)}>
            See all
          </Link>
        </Box>
      </Popover>
    </>
  );
}
