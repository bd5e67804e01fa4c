import { EmptyState } from '@/shared/ui/empty-state';
import { ArchiveIcon } from '@/shared/ui/icons';
import { PageHeader } from '@/shared/ui/page-header';

export function ArchivePage() {
  return (
    <>
      <PageHeader title="Archive" description="Archived members keep their content and can be restored at any time." />
      <EmptyState
        icon={<ArchiveIcon />}
        title="The archive is empty"
        description="Members you archive will appear here until you restore them."
      />
    </>
  );
}
