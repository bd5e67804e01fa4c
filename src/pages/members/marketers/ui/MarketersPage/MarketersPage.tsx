import { UsersIcon } from '@/shared/ui/icons';
import { RoleMembers } from '@/widgets/members';

export function MarketersPage() {
  return (
    <RoleMembers
      role="marketer"
      description="The marketers in your company and the agents they lead."
      icon={<UsersIcon />}
      withWhat="with their agents and the materials they share"
    />
  );
}
