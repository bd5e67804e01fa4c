export { ArchiveMemberButton } from './ui/ArchiveMemberButton/ArchiveMemberButton';
export type { ArchiveMemberButtonProps } from './ui/ArchiveMemberButton/ArchiveMemberButton';
