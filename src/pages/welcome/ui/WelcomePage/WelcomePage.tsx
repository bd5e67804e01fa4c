import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useSelector } from 'react-redux';
import { Link as RouterLink } from 'react-router-dom';
import { selectCurrentUser } from '@/entities/session';
import { WelcomeSignedIn } from '../WelcomeSignedIn/WelcomeSignedIn';

export function WelcomePage() {
  const user = useSelector(selectCurrentUser);
  if (user) return <WelcomeSignedIn user={user} />;
  return (
    <>
      <Typography variant="h2" component="h1">
        Welcome to Cascade
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5, mb: 4 }}>
        Folders, materials, intake forms and meetings for your whole team, in one place. Cascade is invitation-only: sign in with
        the account your company created for you.
      </Typography>
      <Button component={RouterLink} to="/auth/login" variant="contained" size="large" fullWidth>
        Sign in
      </Button>
    </>
  );
}
