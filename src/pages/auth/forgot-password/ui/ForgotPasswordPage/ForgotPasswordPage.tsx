import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Form } from 'react-final-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useRequestPasswordResetMutation } from '@/shared/api';
import { submitErrors } from '@/shared/lib/form';
import { FormError } from '@/shared/ui/form-error';
import { FormTextField } from '@/shared/ui/form-text-field';
import { validateForgotPassword, type ForgotPasswordValues } from '../../lib/validate';

/** Asks for a reset link by email; the answer never says whether the address has an account. */
export function ForgotPasswordPage() {
  const [requestReset] = useRequestPasswordResetMutation();
  const navigate = useNavigate();

  const onSubmit = async (values: ForgotPasswordValues) => {
    const result = await requestReset({ passwordResetRequest: { email: values.email?.trim() ?? '' } });
    if ('error' in result) return submitErrors(result.error, 'The reset link could not be sent. Please try again.');
    await navigate('/auth/reset-sent');
    return undefined;
  };

  return (
    <>
      <Typography variant="h2" component="h1">
        Reset your password
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5, mb: 4 }}>
        Enter the email you sign in with and we will send you a link to choose a new password.
      </Typography>
      <Form<ForgotPasswordValues> onSubmit={onSubmit} validate={validateForgotPassword}>
        {({ handleSubmit, submitting, submitError, dirtySinceLastSubmit }) => (
          <Box
            component="form"
            noValidate
            onSubmit={handleSubmit}
            aria-label="Reset your password"
            sx={{ display: 'grid', gap: 2.5 }}
          >
            {submitError && !dirtySinceLastSubmit ? <FormError>{submitError as string}</FormError> : null}
            <FormTextField name="email" label="Email" type="email" autoComplete="email" autoFocus required />
            <Button type="submit" variant="contained" size="large" fullWidth loading={submitting}>
              Send reset link
            </Button>
            <Button component={RouterLink} to="/auth/login" size="large" fullWidth>
              Back to sign in
            </Button>
          </Box>
        )}
      </Form>
    </>
  );
}
