export { ArchivedMemberPage } from './ui/ArchivedMemberPage/ArchivedMemberPage';
