import { UserIcon } from '@/shared/ui/icons';
import { RoleMembers } from '@/widgets/members';

export function ClientsPage() {
  return (
    <RoleMembers
      role="client"
      description="The clients you serve, their intake forms and their documents."
      icon={<UserIcon />}
      withWhat="with their forms and documents"
    />
  );
}
