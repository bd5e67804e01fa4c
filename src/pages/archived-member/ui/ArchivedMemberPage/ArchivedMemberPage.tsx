import { EmptyState } from '@/shared/ui/empty-state';
import { ArchiveIcon } from '@/shared/ui/icons';
import { PageHeader } from '@/shared/ui/page-header';

export function ArchivedMemberPage() {
  return (
    <>
      <PageHeader title="Archived member" description="An archived member and what they left behind." back={{ to: '/archive', label: 'Archive' }} />
      <EmptyState
        icon={<ArchiveIcon />}
        title="Details are on their way"
        description="This member’s details, content and history will be shown here."
      />
    </>
  );
}
