import { EmptyState } from '@/shared/ui/empty-state';
import { UserIcon } from '@/shared/ui/icons';
import { PageHeader } from '@/shared/ui/page-header';

export function ClientDetailsPage() {
  return (
    <>
      <PageHeader title="Client" description="Contact details, intake forms and documents." back={{ to: '/clients', label: 'All clients' }} />
      <EmptyState
        icon={<UserIcon />}
        title="Details are on their way"
        description="This client’s contact details, forms and documents will be shown here."
      />
    </>
  );
}
