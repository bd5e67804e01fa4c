import { EmptyState } from '@/shared/ui/empty-state';
import { FileTextIcon } from '@/shared/ui/icons';
import { PageHeader } from '@/shared/ui/page-header';

export function FormReviewPage() {
  return (
    <>
      <PageHeader title="Review intake form" description="Check an intake form’s answers and sign it." />
      <EmptyState
        icon={<FileTextIcon />}
        title="Form review is on its way"
        description="The form’s answers and the signature pad will be shown here."
      />
    </>
  );
}
