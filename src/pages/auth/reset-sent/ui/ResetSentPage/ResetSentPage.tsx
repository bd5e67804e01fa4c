import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

export function ResetSentPage() {
  return (
    <>
      <Typography variant="h2" component="h1">
        Check your email
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5, mb: 4 }}>
        If an account exists for that address, a link to choose a new password is on its way. It can take a few minutes to arrive.
      </Typography>
      <Button component={RouterLink} to="/auth/login" variant="outlined" size="large" fullWidth>
        Back to sign in
      </Button>
    </>
  );
}
