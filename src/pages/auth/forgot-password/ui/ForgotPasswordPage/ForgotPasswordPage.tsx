import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

export function ForgotPasswordPage() {
  return (
    <>
      <Typography variant="h2" component="h1">
        Reset your password
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5, mb: 4 }}>
        Resetting a password by email is coming soon. Until then, ask your company admin to help you back in.
      </Typography>
      <Button component={RouterLink} to="/auth/login" variant="outlined" size="large" fullWidth>
        Back to sign in
      </Button>
    </>
  );
}
