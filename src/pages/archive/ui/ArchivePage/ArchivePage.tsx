import { ArchiveIcon } from '@/shared/ui/icons';
import { PageHeader } from '@/shared/ui/page-header';
import { MemberList } from '@/widgets/members';

export function ArchivePage() {
  return (
    <>
      <PageHeader title="Archive" description="Archived members keep their content and can be restored at any time." />
      <MemberList
        archived
        empty={{
          icon: <ArchiveIcon />,
          title: 'The archive is empty',
          description: 'Members you archive will appear here until you restore them.',
        }}
      />
    </>
  );
}
