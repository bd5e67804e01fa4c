import { useSelector } from 'react-redux';
import { selectCurrentUser } from '@/entities/session';
import { UserCheckIcon } from '@/shared/ui/icons';
import { AgentRollup } from '@/widgets/engagement';
import { RoleMembers } from '@/widgets/members';

/** The agents, and for their marketer what each opened of what the marketer sent them. */
export function AgentsPage() {
  const role = useSelector(selectCurrentUser)?.role;
  return (
    <RoleMembers
      role="agent"
      description="The agents in your part of the company and the clients they serve."
      icon={<UserCheckIcon />}
      withWhat="with their clients and materials"
      lead={role === 'marketer' ? <AgentRollup /> : undefined}
    />
  );
}
