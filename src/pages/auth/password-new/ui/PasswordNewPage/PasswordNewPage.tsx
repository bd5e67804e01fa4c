import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

export function PasswordNewPage() {
  return (
    <>
      <Typography variant="h2" component="h1">
        Choose a new password
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5, mb: 4 }}>
        Setting a new password from a reset link is coming soon.
      </Typography>
      <Button component={RouterLink} to="/auth/login" variant="outlined" size="large" fullWidth>
        Back to sign in
      </Button>
    </>
  );
}
