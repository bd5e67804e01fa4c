import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

export function InvitationConfirmPage() {
  return (
    <>
      <Typography variant="h2" component="h1">
        Accept your invitation
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5, mb: 4 }}>
        Accepting an invitation from this page is coming soon. Use the sign-up link in your invitation email.
      </Typography>
      <Button component={RouterLink} to="/auth/login" variant="outlined" size="large" fullWidth>
        Back to sign in
      </Button>
    </>
  );
}
