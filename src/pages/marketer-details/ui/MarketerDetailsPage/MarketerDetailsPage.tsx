import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useSelector } from 'react-redux';
import { Navigate, useParams } from 'react-router-dom';
import { memberActions, memberListLink } from '@/entities/member';
import { selectPolicyViewer } from '@/entities/session';
import { ArchiveMemberButton } from '@/features/archive-member';
import { MeetButton } from '@/features/create-meeting';
import { ReassignMemberButton } from '@/features/reassign-member';
import { allows, errorDetail, errorStatus, useGetMemberQuery } from '@/shared/api';
import { EmptyState } from '@/shared/ui/empty-state';
import { UsersIcon } from '@/shared/ui/icons';
import { PageHeader } from '@/shared/ui/page-header';
import { AgentRollup } from '@/widgets/engagement';
import { MemberDetails } from '@/widgets/members';

export function MarketerDetailsPage() {
  const { id = '' } = useParams();
  const { data: member, error, isLoading } = useGetMemberQuery({ id }, { skip: !id });
  const viewer = useSelector(selectPolicyViewer);
  const allowed = member ? memberActions(viewer, member) : null;

  // Once archived (here or elsewhere) the member lives in the archive.
  if (member?.status === 'archived') return <Navigate to={`/archive/${member.id}`} replace />;
  return (
    <>
      <PageHeader
        title={member?.full_name ?? 'Marketer'}
        description="Contact details, agents and shared materials."
        back={memberListLink(viewer?.role, 'marketer') ?? undefined}
        actions={
          member && allowed ? (
            <>
              <MeetButton member={member} />
              {allowed.reassign ? <ReassignMemberButton member={member} size="medium" /> : null}
              {allowed.archive ? <ArchiveMemberButton member={member} size="medium" /> : null}
            </>
          ) : undefined
        }
      />
      {isLoading ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading the marketer" />
        </Box>
      ) : member ? (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <MemberDetails member={member} />
          {allows(viewer, 'readEngagement', member) && member.id !== viewer?.membershipId ? (
            <AgentRollup marketerId={member.id} title="What they sent their agents" />
          ) : null}
        </Box>
      ) : error ? (
        <EmptyState
          icon={<UsersIcon />}
          title={
            errorStatus(error) === 404 ? 'This marketer is not in your part of the company' : 'The marketer could not be loaded'
          }
          description={errorDetail(error) ?? 'Go back to the list and try again.'}
        />
      ) : null}
    </>
  );
}
