import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { MEMBER_ROLE_LABELS } from '@/entities/member';
import { selectCurrentUser } from '@/entities/session';
import { InviteMemberButton } from '@/features/invite-member';
import { invitableRoles, listedRoles, ROLES, uplineFilterRole, type Role } from '@/shared/api';
import { EmptyState } from '@/shared/ui/empty-state';
import { PageHeader } from '@/shared/ui/page-header';
import { MemberList } from '../MemberList/MemberList';

export interface RoleMembersProps {
  role: Role;
  /** What the page is, for those who have this list. */
  description: string;
  icon: ReactNode;
  /** What else the list shows about each member, after "… you invite will be listed here, ". */
  withWhat: string;
  /** A section shown between the header and the list (for those who have the list). */
  lead?: ReactNode;
}

const joined = (words: string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

/**
 * The page of one role's members, worded for the viewer from the policy table: Invite and "… you invite"
 * only for those who may invite this role; someone who has no such list (reached by its address) is told
 * who has it instead of an empty list.
 */
export function RoleMembers({ role, description, icon, withWhat, lead }: RoleMembersProps) {
  const viewer = useSelector(selectCurrentUser)?.role;
  const labels = MEMBER_ROLE_LABELS[role];
  const many = labels.many.toLowerCase();
  const listed = viewer ? listedRoles(viewer).includes(role) : false;
  const canInvite = viewer ? invitableRoles(viewer).includes(role) : false;
  const holders = ROLES.filter((r) => listedRoles(r).includes(role)).map((r) => MEMBER_ROLE_LABELS[r].many.toLowerCase());

  if (!listed) {
    return (
      <>
        <PageHeader title={labels.many} />
        <EmptyState
          icon={icon}
          title={`You have no ${many} to see`}
          description={`The list of ${many} is for ${joined(holders)}.`}
        />
      </>
    );
  }
  return (
    <>
      <PageHeader title={labels.many} description={description} actions={<InviteMemberButton listRole={role} />} />
      {lead ? <Box sx={{ mb: 3 }}>{lead}</Box> : null}
      <MemberList
        role={role}
        inUrl
        uplineFilterRole={uplineFilterRole(viewer, role)}
        empty={{
          icon,
          title: `No ${many} to show yet`,
          description: canInvite
            ? `${labels.many} you invite will be listed here, ${withWhat}.`
            : `${labels.many} in your part of the company will be listed here, ${withWhat}.`,
        }}
      />
    </>
  );
}
