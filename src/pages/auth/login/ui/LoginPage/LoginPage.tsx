import Typography from '@mui/material/Typography';
import { SignInForm } from '../SignInForm/SignInForm';

export function LoginPage() {
  return (
    <>
      <Typography variant="h2" component="h1">
        Sign in to Cascade
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3.5 }}>
        Welcome back. Use the email address your company invited.
      </Typography>
      <SignInForm />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3.5, textAlign: 'center' }}>
        New here? Cascade accounts are by invitation. Ask your company admin, marketer or agent for one.
      </Typography>
    </>
  );
}
