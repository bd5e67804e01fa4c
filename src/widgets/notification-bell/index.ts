export { NotificationBell } from './ui/NotificationBell/NotificationBell';
