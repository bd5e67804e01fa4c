import { enhancedApi } from './generated/notification.gen';

/** The `notification` tag: my notifications, mark one read, mark all read. */
export const notificationApi = enhancedApi;

export const {
  useListNotificationsQuery,
  useLazyListNotificationsQuery,
  useUpdateNotificationMutation,
  useMarkAllNotificationsReadMutation,
} = notificationApi;

export type {
  ListNotificationsApiArg,
  NotificationItem,
  NotificationPage,
  UpdateNotificationApiArg,
} from './generated/notification.gen';
