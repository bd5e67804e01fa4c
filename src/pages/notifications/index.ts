export { NotificationsPage } from './ui/NotificationsPage/NotificationsPage';
