import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useSelector } from 'react-redux';
import { Navigate, useParams } from 'react-router-dom';
import { memberActions, memberListLink } from '@/entities/member';
import { selectPolicyViewer } from '@/entities/session';
import { ArchiveMemberButton } from '@/features/archive-member';
import { MeetButton } from '@/features/create-meeting';
import { ReassignMemberButton } from '@/features/reassign-member';
import { SendIntakeFormButton } from '@/features/send-intake-form';
import { allows, errorDetail, errorStatus, useGetMemberQuery } from '@/shared/api';
import { EmptyState } from '@/shared/ui/empty-state';
import { UserIcon } from '@/shared/ui/icons';
import { PageHeader } from '@/shared/ui/page-header';
import { ClientHoldings } from '@/widgets/engagement';
import { MemberDetails } from '@/widgets/members';

export function ClientDetailsPage() {
  const { id = '' } = useParams();
  const { data: member, error, isLoading } = useGetMemberQuery({ id }, { skip: !id });
  const viewer = useSelector(selectPolicyViewer);
  const allowed = member ? memberActions(viewer, member) : null;

  // Once archived (here or elsewhere) the member lives in the archive.
  if (member?.status === 'archived') return <Navigate to={`/archive/${member.id}`} replace />;
  return (
    <>
      <PageHeader
        title={member?.full_name ?? 'Client'}
        description="Contact details, intake forms and documents."
        back={memberListLink(viewer?.role, 'client') ?? undefined}
        actions={
          member && allowed ? (
            <>
              <MeetButton member={member} />
              {allows(viewer, 'sendForm', member) ? (
                <SendIntakeFormButton client={{ id: member.id, name: member.full_name }} />
              ) : null}
              {allowed.reassign ? <ReassignMemberButton member={member} size="medium" /> : null}
              {allowed.archive ? <ArchiveMemberButton member={member} size="medium" /> : null}
            </>
          ) : undefined
        }
      />
      {isLoading ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading the client" />
        </Box>
      ) : member ? (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <MemberDetails member={member} />
          {allows(viewer, 'readEngagement', member) ? <ClientHoldings memberId={member.id} /> : null}
        </Box>
      ) : error ? (
        <EmptyState
          icon={<UserIcon />}
          title={errorStatus(error) === 404 ? 'This client is not in your part of the company' : 'The client could not be loaded'}
          description={errorDetail(error) ?? 'Go back to the list and try again.'}
        />
      ) : null}
    </>
  );
}
