export { ApprovalsPage } from './ui/ApprovalsPage/ApprovalsPage';
