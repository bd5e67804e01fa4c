export { NotificationsList } from './ui/NotificationsList/NotificationsList';
export type { NotificationsListProps } from './ui/NotificationsList/NotificationsList';
export {
  NOTIFICATIONS_LOAD_FAILED,
  NOTIFICATIONS_LOAD_FAILED_HINT,
  RECENT_NOTIFICATIONS,
  notificationReceived,
  notificationsMarked,
  notificationSlice,
  notificationsReset,
  selectNotifications,
  selectNotificationsError,
  selectNotificationsStatus,
  selectUnreadCount,
} from './model/slice';
export type { NotificationsState, NotificationsStatus } from './model/slice';
