import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { roleLabel } from '@/entities/session';
import type { Role } from '@/shared/api';

export interface SignUpPageProps {
  role: Role;
}

const ARTICLE: Record<Role, string> = { admin: 'an', marketer: 'a', agent: 'an', client: 'a' };

/** Sign-up from an invitation link; the link carries the invited email. */
export function SignUpPage({ role }: SignUpPageProps) {
  const [params] = useSearchParams();
  const email = params.get('email');
  return (
    <>
      <Typography variant="h2" component="h1">
        Create your account
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5 }}>
        You were invited to join Cascade as {ARTICLE[role]} {roleLabel(role).toLowerCase()}
        {email ? (
          <>
            {' '}
            with <strong>{email}</strong>
          </>
        ) : null}
        .
      </Typography>
      <Alert severity="info" sx={{ mt: 3, mb: 4 }}>
        Creating your account from this page is coming soon.
      </Alert>
      <Button component={RouterLink} to="/auth/login" variant="outlined" size="large" fullWidth>
        Back to sign in
      </Button>
    </>
  );
}
