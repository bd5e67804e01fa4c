import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { NotificationsList, selectUnreadCount } from '@/entities/notification';
import {
  useListNotificationsQuery,
  useMarkAllNotificationsReadMutation,
  useUpdateNotificationMutation,
  type NotificationItem,
} from '@/shared/api';
import { EmptyState } from '@/shared/ui/empty-state';
import { FormError } from '@/shared/ui/form-error';
import { BellIcon } from '@/shared/ui/icons';
import { PageHeader } from '@/shared/ui/page-header';
import { notifyError } from '@/shared/ui/toast';

const PAGE_SIZE = 20;

/** Every notification, newest first, a page at a time; new ones arrive live. */
export function NotificationsPage() {
  const [page, setPage] = useState(1);
  const unread = useSelector(selectUnreadCount);
  const { data, isLoading, isError, refetch } = useListNotificationsQuery({ page, size: PAGE_SIZE });
  const [updateNotification] = useUpdateNotificationMutation();
  const [markAllRead, { isLoading: marking }] = useMarkAllNotificationsReadMutation();
  const navigate = useNavigate();

  // A notification that arrives on the socket changes the unread count: show it here too.
  useEffect(() => {
    void refetch();
  }, [unread, refetch]);

  const open = (item: NotificationItem) => {
    if (!item.read) void updateNotification({ id: item.id, notificationUpdate: { read: true } });
    if (item.link) navigate(item.link);
  };

  const markAll = async () => {
    const result = await markAllRead();
    if ('error' in result) notifyError(result.error, 'The notifications could not be marked as read. Please try again.');
    else void refetch();
  };

  return (
    <>
      <PageHeader
        title="Notifications"
        description="Updates about materials, forms and members."
        actions={
          <Button variant="outlined" onClick={markAll} disabled={marking || !data?.unread}>
            Mark all as read
          </Button>
        }
      />
      {isLoading ? (
        <Stack sx={{ alignItems: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading notifications" />
        </Stack>
      ) : isError ? (
        <FormError>Failed to load notifications. Please try again later.</FormError>
      ) : !data || data.total === 0 ? (
        <EmptyState
          icon={<BellIcon />}
          title="You’re all caught up"
          description="New notifications will show up here as they arrive."
        />
      ) : (
        <Stack spacing={2}>
          <Paper variant="outlined">
            <NotificationsList items={data.items} onOpen={open} aria-label="All notifications" />
          </Paper>
          {data.pages > 1 ? (
            <Pagination count={data.pages} page={page} onChange={(_event, next) => setPage(next)} sx={{ alignSelf: 'center' }} />
          ) : null}
        </Stack>
      )}
    </>
  );
}
