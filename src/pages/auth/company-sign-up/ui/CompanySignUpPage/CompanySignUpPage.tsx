import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { CompanySignUpForm } from '../CompanySignUpForm/CompanySignUpForm';

/** Registering a company from the operator's invitation link (token and email in the query). */
export function CompanySignUpPage() {
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const token = params.get('token')?.trim() ?? '';
  return (
    <>
      <Typography variant="h2" component="h1">
        Register your company
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5, mb: 3 }}>
        Set up your company on Cascade and become its first admin as <strong>{email}</strong>.
      </Typography>
      <CompanySignUpForm email={email} token={token} />
    </>
  );
}
