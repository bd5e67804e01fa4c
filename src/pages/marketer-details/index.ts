export { MarketerDetailsPage } from './ui/MarketerDetailsPage/MarketerDetailsPage';
