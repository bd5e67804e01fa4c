import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { roleLabel } from '@/entities/session';
import { useListInvitationsQuery, useResendInvitationMutation, useRevokeInvitationMutation, type Invitation } from '@/shared/api';
import { notifyError, notifySuccess } from '@/shared/ui/toast';

/** The invitations I sent that nobody accepted yet: re-send or revoke each. */
export function PendingInvitations() {
  const { data, isLoading, isError } = useListInvitationsQuery();
  if (isLoading) return <Skeleton variant="rounded" height={64} />;
  if (isError) return <Typography color="error">Your invitations could not be loaded.</Typography>;
  if (!data?.length) return <Typography color="text.secondary">No pending invitations.</Typography>;
  return (
    <List aria-label="Pending invitations" disablePadding>
      {data.map((invitation) => (
        <InvitationRow key={invitation.id} invitation={invitation} />
      ))}
    </List>
  );
}

function InvitationRow({ invitation }: { invitation: Invitation }) {
  const [resend, { isLoading: resending }] = useResendInvitationMutation();
  const [revoke, { isLoading: revoking }] = useRevokeInvitationMutation();
  const name = [invitation.first_name, invitation.last_name].filter(Boolean).join(' ');

  const onResend = async () => {
    const result = await resend({ id: invitation.id });
    if ('error' in result) notifyError(result.error, 'The invitation could not be re-sent.');
    else notifySuccess(`The invitation to ${invitation.email} was sent again.`);
  };
  const onRevoke = async () => {
    const result = await revoke({ id: invitation.id });
    if ('error' in result) notifyError(result.error, 'The invitation could not be revoked.');
    else notifySuccess(`The invitation to ${invitation.email} was revoked.`);
  };

  return (
    <ListItem divider sx={{ flexWrap: 'wrap', gap: 1, px: 0 }}>
      <ListItemText
        primary={invitation.email}
        secondary={`${roleLabel(invitation.role)}${name ? ` · ${name}` : ''} · sent ${invitation.sent_count}×`}
        sx={{ minWidth: 200 }}
      />
      {invitation.status === 'expired' ? <Chip size="small" label="Expired" /> : null}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button size="small" onClick={onResend} loading={resending} aria-label={`Resend the invitation to ${invitation.email}`}>
          Resend
        </Button>
        <Button
          size="small"
          color="error"
          onClick={onRevoke}
          loading={revoking}
          aria-label={`Revoke the invitation to ${invitation.email}`}
        >
          Revoke
        </Button>
      </Box>
    </ListItem>
  );
}
