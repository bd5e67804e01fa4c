export { MaterialReviewPage } from './ui/MaterialReviewPage/MaterialReviewPage';
