import { UserCheckIcon } from '@/shared/ui/icons';
import { RoleMembers } from '@/widgets/members';

export function AgentsPage() {
  return (
    <RoleMembers
      role="agent"
      description="The agents in your part of the company and the clients they serve."
      icon={<UserCheckIcon />}
      withWhat="with their clients and materials"
    />
  );
}
