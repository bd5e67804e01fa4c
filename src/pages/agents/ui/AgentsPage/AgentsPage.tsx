import { EmptyState } from '@/shared/ui/empty-state';
import { UserCheckIcon } from '@/shared/ui/icons';
import { PageHeader } from '@/shared/ui/page-header';

export function AgentsPage() {
  return (
    <>
      <PageHeader title="Agents" description="The agents in your part of the company and the clients they serve." />
      <EmptyState
        icon={<UserCheckIcon />}
        title="No agents to show yet"
        description="Agents you invite will be listed here, with their clients and materials."
      />
    </>
  );
}
