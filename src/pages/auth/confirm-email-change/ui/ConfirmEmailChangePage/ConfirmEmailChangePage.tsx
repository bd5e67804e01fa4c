import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

export function ConfirmEmailChangePage() {
  return (
    <>
      <Typography variant="h2" component="h1">
        Confirm your new email
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5, mb: 4 }}>
        Confirming a new email address from this link is coming soon.
      </Typography>
      <Button component={RouterLink} to="/auth/login" variant="outlined" size="large" fullWidth>
        Back to sign in
      </Button>
    </>
  );
}
