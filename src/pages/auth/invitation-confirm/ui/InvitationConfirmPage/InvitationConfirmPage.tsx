import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { roleLabel } from '@/entities/session';
import { errorDetail, errorStatus, useGetInvitationDetailsQuery } from '@/shared/api';
import { FormError } from '@/shared/ui/form-error';

const INCOMPLETE =
  'This invitation link is incomplete. Open the link from your invitation email again, or ask the person who invited you to resend it.';

/** The landing page of a mailed invitation: who invites whom to which company, then on to sign-up. */
export function InvitationConfirmPage() {
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const token = params.get('token')?.trim() ?? '';
  const valid = email !== '' && token !== '';
  const { data, error, isLoading } = useGetInvitationDetailsQuery({ email, token }, { skip: !valid });

  if (!valid || error) {
    // Refused for too many attempts from this address: the link itself may be fine, so it is not called invalid.
    const throttled = errorStatus(error) === 429;
    return (
      <>
        <Typography variant="h2" component="h1" sx={{ mb: 3 }}>
          {throttled ? 'Too many attempts' : 'Invalid invitation link'}
        </Typography>
        <FormError>{(error && errorDetail(error)) || INCOMPLETE}</FormError>
        <Button component={RouterLink} to="/auth/login" variant="outlined" size="large" fullWidth sx={{ mt: 3 }}>
          Go to sign in
        </Button>
      </>
    );
  }

  const next = data ? `/auth/signup-${data.role}?${new URLSearchParams({ email, token })}` : '';
  return (
    <>
      <Typography variant="h2" component="h1">
        Accept your invitation
      </Typography>
      {isLoading || !data ? (
        <Skeleton variant="rounded" height={160} sx={{ mt: 3 }} />
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mt: 1.5, mb: 3 }}>
            {data.inviter_name} invited <strong>{email}</strong> to join their company on Cascade.
          </Typography>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 1.5, m: 0, mb: 4 }}>
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              Company
            </Box>
            <Box component="dd" sx={{ m: 0, fontWeight: 500 }}>
              {data.company_name}
            </Box>
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              Role
            </Box>
            <Box component="dd" sx={{ m: 0, fontWeight: 500 }}>
              {roleLabel(data.role)}
            </Box>
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              Invited by
            </Box>
            <Box component="dd" sx={{ m: 0, fontWeight: 500 }}>
              {data.inviter_name}
            </Box>
          </Box>
          <Button component={RouterLink} to={next} variant="contained" size="large" fullWidth>
            Continue to create your account
          </Button>
        </>
      )}
    </>
  );
}
