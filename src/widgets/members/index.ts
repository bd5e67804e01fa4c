export { MemberActionButtons } from './ui/MemberActionButtons/MemberActionButtons';
export type { MemberActionButtonsProps } from './ui/MemberActionButtons/MemberActionButtons';
export { MemberList } from './ui/MemberList/MemberList';
export type { MemberListProps } from './ui/MemberList/MemberList';
export { MemberDetails } from './ui/MemberDetails/MemberDetails';
export { RoleMembers } from './ui/RoleMembers/RoleMembers';
export type { RoleMembersProps } from './ui/RoleMembers/RoleMembers';
