import { EmptyState } from '@/shared/ui/empty-state';
import { BriefcaseIcon } from '@/shared/ui/icons';
import { PageHeader } from '@/shared/ui/page-header';

export function CompanySettingsPage() {
  return (
    <>
      <PageHeader title="Company" description="Your company’s name and details." />
      <EmptyState
        icon={<BriefcaseIcon />}
        title="Company settings are on their way"
        description="You will be able to view and edit your company’s details here."
      />
    </>
  );
}
