export { FormReviewPage } from './ui/FormReviewPage/FormReviewPage';
