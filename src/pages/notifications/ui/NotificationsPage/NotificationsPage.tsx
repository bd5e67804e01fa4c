import { EmptyState } from '@/shared/ui/empty-state';
import { BellIcon } from '@/shared/ui/icons';
import { PageHeader } from '@/shared/ui/page-header';

export function NotificationsPage() {
  return (
    <>
      <PageHeader title="Notifications" description="Updates about materials, forms and members." />
      <EmptyState
        icon={<BellIcon />}
        title="You’re all caught up"
        description="New notifications will show up here as they arrive."
      />
    </>
  );
}
