import { useSelector } from 'react-redux';
import { selectCurrentUser } from '@/entities/session';
import { mayInCompany } from '@/shared/api';
import { UsersIcon } from '@/shared/ui/icons';
import { EngagementSummary } from '@/widgets/engagement';
import { RoleMembers } from '@/widgets/members';

/** The admin's start: the company's engagement at a glance, then the marketers. */
export function MarketersPage() {
  const role = useSelector(selectCurrentUser)?.role;
  return (
    <RoleMembers
      role="marketer"
      description="The marketers in your company and the agents they lead."
      icon={<UsersIcon />}
      withWhat="with their agents and the materials they share"
      lead={mayInCompany(role, 'readCompanyEngagement') ? <EngagementSummary /> : undefined}
    />
  );
}
