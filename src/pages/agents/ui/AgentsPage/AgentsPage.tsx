import { useSelector } from 'react-redux';
import { selectCurrentUser } from '@/entities/session';
import { uplineFilterRole } from '@/shared/api';
import { UserCheckIcon } from '@/shared/ui/icons';
import { InviteMemberButton } from '@/features/invite-member';
import { PageHeader } from '@/shared/ui/page-header';
import { MemberList } from '@/widgets/members';

export function AgentsPage() {
  const role = useSelector(selectCurrentUser)?.role;
  return (
    <>
      <PageHeader
        title="Agents"
        description="The agents in your part of the company and the clients they serve."
        actions={<InviteMemberButton />}
      />
      <MemberList
        role="agent"
        uplineFilterRole={uplineFilterRole(role, 'agent')}
        empty={{ icon: <UserCheckIcon />, title: 'No agents to show yet', description: 'Agents you invite will be listed here, with their clients and materials.' }}
      />
    </>
  );
}
