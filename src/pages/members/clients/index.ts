export { ClientsPage } from './ui/ClientsPage/ClientsPage';
