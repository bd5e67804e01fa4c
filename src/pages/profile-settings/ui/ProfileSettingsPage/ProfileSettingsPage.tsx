import { EmptyState } from '@/shared/ui/empty-state';
import { UserIcon } from '@/shared/ui/icons';
import { PageHeader } from '@/shared/ui/page-header';

export function ProfileSettingsPage() {
  return (
    <>
      <PageHeader title="Profile" description="Your name, contact details, photo and password." />
      <EmptyState
        icon={<UserIcon />}
        title="Profile settings are on their way"
        description="You will be able to edit your details, photo and password here."
      />
    </>
  );
}
