import { EmptyState } from '@/shared/ui/empty-state';
import { FileTextIcon } from '@/shared/ui/icons';
import { PageHeader } from '@/shared/ui/page-header';

export function MaterialReviewPage() {
  return (
    <>
      <PageHeader title="Review material" description="Look through a material before you share or sign it." />
      <EmptyState
        icon={<FileTextIcon />}
        title="Preview is on its way"
        description="The material’s preview and details will be shown here."
      />
    </>
  );
}
