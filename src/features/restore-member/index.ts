export { RestoreMemberButton } from './ui/RestoreMemberButton/RestoreMemberButton';
export type { RestoreMemberButtonProps } from './ui/RestoreMemberButton/RestoreMemberButton';
