export { AdminsPage } from './ui/AdminsPage/AdminsPage';
