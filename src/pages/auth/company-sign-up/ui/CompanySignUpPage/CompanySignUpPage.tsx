import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { errorDetail, errorStatus, useGetRegistrationDetailsQuery } from '@/shared/api';
import { FormError } from '@/shared/ui/form-error';
import { CompanySignUpForm } from '../CompanySignUpForm/CompanySignUpForm';

const INCOMPLETE =
  'This registration link is incomplete. Open the link from your invitation email again, or ask the Cascade team for a new one.';

/**
 * Registering a company from the operator's invitation link (token and email in the query). The link is
 * checked first: a used, expired or throttled one says so instead of showing a form it would refuse.
 */
export function CompanySignUpPage() {
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const token = params.get('token')?.trim() ?? '';
  const { data, error, isLoading } = useGetRegistrationDetailsQuery({ token }, { skip: !token });

  if (!token || !email || error) {
    const throttled = error !== undefined && errorStatus(error) === 429;
    return (
      <>
        <Typography variant="h2" component="h1" sx={{ mb: 3 }}>
          {throttled ? 'Too many attempts' : 'This registration link cannot be used'}
        </Typography>
        <FormError>{(error && errorDetail(error)) ?? INCOMPLETE}</FormError>
        <Button component={RouterLink} to="/auth/login" variant="outlined" size="large" fullWidth sx={{ mt: 3 }}>
          Go to sign in
        </Button>
      </>
    );
  }
  return (
    <>
      <Typography variant="h2" component="h1">
        Register your company
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5, mb: 3 }}>
        Set up your company on Cascade and become its first admin as <strong>{email}</strong>.
      </Typography>
      {isLoading || !data ? (
        <Skeleton variant="rounded" height={240} aria-label="Checking the registration link" />
      ) : (
        <CompanySignUpForm email={email} token={token} />
      )}
    </>
  );
}
