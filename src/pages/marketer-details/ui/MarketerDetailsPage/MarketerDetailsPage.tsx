import { EmptyState } from '@/shared/ui/empty-state';
import { UsersIcon } from '@/shared/ui/icons';
import { PageHeader } from '@/shared/ui/page-header';

export function MarketerDetailsPage() {
  return (
    <>
      <PageHeader title="Marketer" description="Contact details, agents and shared materials." back={{ to: '/marketers', label: 'All marketers' }} />
      <EmptyState
        icon={<UsersIcon />}
        title="Details are on their way"
        description="This marketer’s contact details and agents will be shown here."
      />
    </>
  );
}
