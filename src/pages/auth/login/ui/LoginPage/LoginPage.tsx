import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSelector } from 'react-redux';
import { selectSessionNotice } from '@/entities/session';
import { FormError } from '@/shared/ui/form-error';
import { SignInForm } from '../SignInForm/SignInForm';

export function LoginPage() {
  // Why the last session ended, when the server said (e.g. the membership was archived).
  const notice = useSelector(selectSessionNotice);
  return (
    <>
      <Typography variant="h2" component="h1">
        Sign in to Cascade
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3.5 }}>
        Welcome back. Use the email address your company invited.
      </Typography>
      {notice ? (
        <Box sx={{ mb: 3 }}>
          <FormError severity="warning">{notice}</FormError>
        </Box>
      ) : null}
      <SignInForm />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3.5, textAlign: 'center' }}>
        New here? Cascade accounts are by invitation. Ask your company admin, marketer or agent for one.
      </Typography>
    </>
  );
}
