import { ShieldIcon } from '@/shared/ui/icons';
import { RoleMembers } from '@/widgets/members';

export function AdminsPage() {
  return (
    <RoleMembers
      role="admin"
      description="The admins of your company: they manage members, settings and everything shared."
      icon={<ShieldIcon />}
      withWhat="with the marketers they brought in"
    />
  );
}
