export { DOWNLINE_ROLE, MEMBER_ROLE_LABELS, UPLINE_ROLE } from './config/roles';
export { formatDate } from './lib/format';
export { materialsPath, memberListLink, memberPath } from './lib/paths';
export { hasMemberActions, memberActions } from './lib/permissions';
export type { MemberActions, Viewer } from './lib/permissions';
export { MemberCard } from './ui/MemberCard/MemberCard';
export type { MemberCardProps } from './ui/MemberCard/MemberCard';
export { MemberName, MemberRow } from './ui/MemberRow/MemberRow';
export type { MemberRowProps } from './ui/MemberRow/MemberRow';
