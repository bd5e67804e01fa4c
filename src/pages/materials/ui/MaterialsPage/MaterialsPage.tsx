import { EmptyState } from '@/shared/ui/empty-state';
import { FolderIcon } from '@/shared/ui/icons';
import { PageHeader } from '@/shared/ui/page-header';

export function MaterialsPage() {
  return (
    <>
      <PageHeader title="Materials" description="Folders and files shared in your company." />
      <EmptyState
        icon={<FolderIcon />}
        title="No materials yet"
        description="Folders and files shared with you will appear here."
      />
    </>
  );
}
