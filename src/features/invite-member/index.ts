export { InviteMemberButton } from './ui/InviteMemberButton/InviteMemberButton';
export type { InviteMemberButtonProps } from './ui/InviteMemberButton/InviteMemberButton';
export { InviteMemberDialog } from './ui/InviteMemberDialog/InviteMemberDialog';
export type { InviteMemberDialogProps } from './ui/InviteMemberDialog/InviteMemberDialog';
export { PendingInvitations } from './ui/PendingInvitations/PendingInvitations';
