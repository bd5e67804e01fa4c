import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';

/** Registering a company from the operator's invitation link (token and email in the query). */
export function CompanySignUpPage() {
  const [params] = useSearchParams();
  const email = params.get('email');
  return (
    <>
      <Typography variant="h2" component="h1">
        Register your company
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5 }}>
        Set up your company on Cascade and become its first admin
        {email ? (
          <>
            {' '}
            as <strong>{email}</strong>
          </>
        ) : null}
        .
      </Typography>
      <Alert severity="info" sx={{ mt: 3, mb: 4 }}>
        Company registration from this page is coming soon.
      </Alert>
      <Button component={RouterLink} to="/auth/login" variant="outlined" size="large" fullWidth>
        Back to sign in
      </Button>
    </>
  );
}
