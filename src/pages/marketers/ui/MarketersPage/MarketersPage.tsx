import { UsersIcon } from '@/shared/ui/icons';
import { InviteMemberButton } from '@/features/invite-member';
import { PageHeader } from '@/shared/ui/page-header';
import { MemberList } from '@/widgets/members';

export function MarketersPage() {
  return (
    <>
      <PageHeader
        title="Marketers"
        description="The marketers in your company and the agents they lead."
        actions={<InviteMemberButton />}
      />
      <MemberList
        role="marketer"
        empty={{
          icon: <UsersIcon />,
          title: 'No marketers to show yet',
          description: 'Marketers you invite will be listed here, with their agents and the materials they share.',
        }}
      />
    </>
  );
}
