import { EmptyState } from '@/shared/ui/empty-state';
import { UsersIcon } from '@/shared/ui/icons';
import { PageHeader } from '@/shared/ui/page-header';

export function MarketersPage() {
  return (
    <>
      <PageHeader title="Marketers" description="The marketers in your company and the agents they lead." />
      <EmptyState
        icon={<UsersIcon />}
        title="No marketers to show yet"
        description="Marketers you invite will be listed here, with their agents and the materials they share."
      />
    </>
  );
}
