export { InvitationConfirmPage } from './ui/InvitationConfirmPage/InvitationConfirmPage';
