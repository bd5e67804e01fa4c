import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { selectUnreadCount } from '@/entities/notification';
import { lazyComponent } from '@/shared/lib/lazy-component';
import { BellIcon } from '@/shared/ui/icons';

/**
 * The popup (MUI's Popover and Modal, the list) is not on the first page: it loads when first wanted, in
 * one chunk with the app shell's other popups (the same chunk name), which share most of that code.
 */
const { Component: LazyNotificationsPopover, preload: preloadPopover } = lazyComponent(
  async () =>
    (await import(/* webpackChunkName: "shell-popups" */ '../NotificationsPopover/NotificationsPopover')).NotificationsPopover,
);

/** The top-bar bell: unread count on a badge, the newest notifications in a popup, a link to all of them. */
export function NotificationBell() {
  const unread = useSelector(selectUnreadCount);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={unread > 0 ? `Notifications, ${unread > 99 ? '99+' : unread} unread` : 'Notifications'}
        aria-haspopup="dialog"
        aria-expanded={anchor ? 'true' : 'false'}
        // Pointing at the bell or focusing it loads the popup, so it opens at once on the click or key.
        onPointerEnter={preloadPopover}
        onFocus={preloadPopover}
        onClick={(event) => {
          preloadPopover();
          setAnchor(event.currentTarget);
        }}
      >
        {/* No badge text at 0: the visible text of the button stays part of its name (WCAG 2.5.3). */}
        <Badge badgeContent={unread > 0 ? unread : undefined} color="error" max={99}>
          <BellIcon />
        </Badge>
      </IconButton>
      <LazyNotificationsPopover anchor={anchor} onClose={() => setAnchor(null)} />
    </>
  );
}
