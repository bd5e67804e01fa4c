export { ReassignMemberButton } from './ui/ReassignMemberButton/ReassignMemberButton';
export type { ReassignMemberButtonProps } from './ui/ReassignMemberButton/ReassignMemberButton';
