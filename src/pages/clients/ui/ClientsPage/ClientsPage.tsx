import { useSelector } from 'react-redux';
import { selectCurrentUser } from '@/entities/session';
import { uplineFilterRole } from '@/shared/api';
import { UserIcon } from '@/shared/ui/icons';
import { InviteMemberButton } from '@/features/invite-member';
import { PageHeader } from '@/shared/ui/page-header';
import { MemberList } from '@/widgets/members';

export function ClientsPage() {
  const role = useSelector(selectCurrentUser)?.role;
  return (
    <>
      <PageHeader
        title="Clients"
        description="The clients you serve, their intake forms and their documents."
        actions={<InviteMemberButton />}
      />
      <MemberList
        role="client"
        uplineFilterRole={uplineFilterRole(role, 'client')}
        empty={{ icon: <UserIcon />, title: 'No clients to show yet', description: 'Clients you invite will be listed here, with their forms and documents.' }}
      />
    </>
  );
}
