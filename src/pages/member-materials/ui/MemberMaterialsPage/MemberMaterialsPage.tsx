import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { roleLabel } from '@/entities/session';
import { ContentBrowser } from '@/widgets/content-browser';
import { useGetMemberQuery } from '@/shared/api';
import { PageHeader } from '@/shared/ui/page-header';

export interface MemberMaterialsPageProps {
  role: 'marketer' | 'agent' | 'client';
}

/** What was exchanged with one member (/materials/{role}/{id}): what they sent me, and a word on the rest. */
export function MemberMaterialsPage({ role }: MemberMaterialsPageProps) {
  const { id = '' } = useParams();
  const label = roleLabel(role);
  const member = useGetMemberQuery({ id }, { skip: !id });
  const name = member.data?.full_name ?? `this ${label.toLowerCase()}`;
  return (
    <>
      <PageHeader
        title={`${label} materials`}
        description={`Folders and files exchanged with ${name}.`}
        back={{ to: `/${role}s`, label: `All ${label.toLowerCase()}s` }}
      />
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        Received from {name}
      </Typography>
      <ContentBrowser
        space="shared"
        invitedById={id}
        emptyTitle="Nothing received yet"
        emptyDescription={`Folders and files ${name} sends you will appear here.`}
      />
      <Typography component="h2" variant="h6" sx={{ mt: 4, mb: 1 }}>
        Sent to {name}
      </Typography>
      <Alert severity="info">
        What you send becomes {name}’s own copy in their “Shared with me”; the API does not list another member’s space, so what
        you sent cannot be shown here. Select items under Materials and choose Send to share more.
      </Alert>
    </>
  );
}
