import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useSelector } from 'react-redux';
import { Navigate, useParams } from 'react-router-dom';
import { memberActions, memberPath } from '@/entities/member';
import { selectPolicyViewer } from '@/entities/session';
import { ReassignMemberButton } from '@/features/reassign-member';
import { RestoreMemberButton } from '@/features/restore-member';
import { errorDetail, errorStatus, mayOpenList, useGetMemberQuery } from '@/shared/api';
import { EmptyState } from '@/shared/ui/empty-state';
import { ArchiveIcon } from '@/shared/ui/icons';
import { PageHeader } from '@/shared/ui/page-header';
import { MemberDetails } from '@/widgets/members';

export function ArchivedMemberPage() {
  const { id = '' } = useParams();
  const { data: member, error, isLoading } = useGetMemberQuery({ id }, { skip: !id });
  const viewer = useSelector(selectPolicyViewer);
  const allowed = member ? memberActions(viewer, member) : null;
  const activePage = member?.status === 'active' ? memberPath(member) : null;

  if (activePage) return <Navigate to={activePage} replace />;
  return (
    <>
      <PageHeader
        title={member ? `${member.full_name} (archived)` : 'Archived member'}
        description="An archived member and what they left behind."
        back={mayOpenList(viewer?.role, 'archive') ? { to: '/archive', label: 'Archive' } : undefined}
        actions={
          member && allowed && (allowed.restore || allowed.reassign) ? (
            <>
              {allowed.reassign ? <ReassignMemberButton member={member} size="medium" /> : null}
              {allowed.restore ? <RestoreMemberButton member={member} size="medium" /> : null}
            </>
          ) : undefined
        }
      />
      {isLoading ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading the member" />
        </Box>
      ) : member ? (
        <MemberDetails member={member} />
      ) : error ? (
        <EmptyState
          icon={<ArchiveIcon />}
          title={errorStatus(error) === 404 ? 'This member is not in your part of the company' : 'The member could not be loaded'}
          description={errorDetail(error) ?? 'Go back to the archive and try again.'}
        />
      ) : null}
    </>
  );
}
