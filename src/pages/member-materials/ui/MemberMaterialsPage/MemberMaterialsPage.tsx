import Typography from '@mui/material/Typography';
import { useSelector } from 'react-redux';
import { Navigate, useParams } from 'react-router-dom';
import { memberListLink } from '@/entities/member';
import { roleLabel, selectPolicyViewer } from '@/entities/session';
import { MeetButton } from '@/features/create-meeting';
import { ContentBrowser } from '@/widgets/content-browser';
import { errorDetail, errorStatus, useGetMemberQuery } from '@/shared/api';
import { EmptyState } from '@/shared/ui/empty-state';
import { PageHeader } from '@/shared/ui/page-header';

export interface MemberMaterialsPageProps {
  role: 'marketer' | 'agent' | 'client';
}

/**
 * What was exchanged with one member (/materials/{role}/{id}): what they sent me, and what I sent them
 * (their copies, as they are in their "Shared with me"). The way back leads to the list of such members
 * when the viewer has one (the policy table says), otherwise to Materials.
 */
export function MemberMaterialsPage({ role }: MemberMaterialsPageProps) {
  const { id = '' } = useParams();
  const viewer = useSelector(selectPolicyViewer);
  const label = roleLabel(role);
  const self = Boolean(viewer && id === viewer.membershipId);
  const member = useGetMemberQuery({ id }, { skip: !id || self });
  const name = member.data?.full_name ?? `this ${label.toLowerCase()}`;
  const back = memberListLink(viewer?.role, role) ?? { to: '/materials', label: 'Materials' };
  // One's own materials are under Materials; there is nothing "exchanged with" oneself.
  if (self) return <Navigate to="/materials" replace />;
  if (member.isError) {
    return (
      <>
        <PageHeader title={`${label} materials`} back={back} />
        <EmptyState
          title={
            errorStatus(member.error) === 404
              ? `This ${label.toLowerCase()} is not in your list`
              : 'This page could not be loaded'
          }
          description={errorDetail(member.error) ?? 'Go back and choose someone from your list.'}
        />
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={`${label} materials`}
        description={`Folders and files exchanged with ${name}.`}
        back={back}
        actions={member.data ? <MeetButton member={member.data} /> : undefined}
      />
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        Received from {name}
      </Typography>
      <ContentBrowser
        key={`received-${id}`}
        space="shared"
        invitedById={id}
        rootLabel={`From ${name}`}
        emptyTitle="Nothing received yet"
        emptyDescription={`Folders and files ${name} sends you will appear here.`}
      />
      <Typography component="h2" variant="h6" sx={{ mt: 4, mb: 1 }}>
        Sent to {name}
      </Typography>
      <ContentBrowser
        key={`sent-${id}`}
        space="shared"
        sentToId={id}
        paramPrefix="sent_"
        rootLabel={`To ${name}`}
        emptyTitle="Nothing sent yet"
        emptyDescription={`Select folders or files under Materials and choose Send to share them with ${name}. What ${name} still keeps appears here.`}
      />
    </>
  );
}
