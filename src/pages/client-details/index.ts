export { ClientDetailsPage } from './ui/ClientDetailsPage/ClientDetailsPage';
