import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { FormError } from '@/shared/ui/form-error';

export interface InvalidInvitationProps {
  /** The server's reason (used, expired, revoked…), when there is one. */
  detail?: string | null;
  /** The link was refused for too many attempts from this address, not for being wrong. */
  throttled?: boolean;
}

/** What a broken or stale invitation link shows (or one refused for too many attempts): why, and the way to sign in. */
export function InvalidInvitation({ detail, throttled = false }: InvalidInvitationProps) {
  return (
    <>
      <Typography variant="h2" component="h1" sx={{ mb: 3 }}>
        {throttled ? 'Too many attempts' : 'Invalid invitation link'}
      </Typography>
      <FormError>
        {detail ??
          'This invitation link is incomplete. Open the link from your invitation email again, or ask the person who invited you to resend it.'}
      </FormError>
      <Button component={RouterLink} to="/auth/login" variant="outlined" size="large" fullWidth sx={{ mt: 3 }}>
        Go to sign in
      </Button>
    </>
  );
}
