import { EmptyState } from '@/shared/ui/empty-state';
import { UserIcon } from '@/shared/ui/icons';
import { PageHeader } from '@/shared/ui/page-header';

export function ClientsPage() {
  return (
    <>
      <PageHeader title="Clients" description="The clients you serve, their intake forms and their documents." />
      <EmptyState
        icon={<UserIcon />}
        title="No clients to show yet"
        description="Clients you invite will be listed here, with their forms and documents."
      />
    </>
  );
}
