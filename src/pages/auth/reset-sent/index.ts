export { ResetSentPage } from './ui/ResetSentPage/ResetSentPage';
