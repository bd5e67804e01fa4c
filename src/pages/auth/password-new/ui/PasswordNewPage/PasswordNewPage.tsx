import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Form } from 'react-final-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { PasswordFields } from '@/features/sign-up';
import { useConfirmPasswordResetMutation } from '@/shared/api';
import { submitErrors } from '@/shared/lib/form';
import { FormError } from '@/shared/ui/form-error';
import { notifySuccess } from '@/shared/ui/toast';
import { validatePasswordNew, type PasswordNewValues } from '../../lib/validate';

export const PASSWORD_CHANGED = 'Your password was changed. Sign in with the new one.';

/** Choosing a new password from a reset link (token in the query); then on to sign in. */
export function PasswordNewPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [confirmReset] = useConfirmPasswordResetMutation();
  const navigate = useNavigate();

  const onSubmit = async (values: PasswordNewValues) => {
    const result = await confirmReset({
      passwordResetConfirm: { token, password: values.password ?? '', confirm_password: values.confirm_password ?? '' },
    });
    if ('error' in result) return submitErrors(result.error, 'Your password could not be changed. Please try again.');
    notifySuccess(PASSWORD_CHANGED, 'Password changed');
    await navigate('/auth/login');
    return undefined;
  };

  return (
    <>
      <Typography variant="h2" component="h1">
        Choose a new password
      </Typography>
      {token ? (
        <>
          <Typography color="text.secondary" sx={{ mt: 1.5, mb: 4 }}>
            Pick a password you do not use anywhere else. Every device signed in to your account will be signed out.
          </Typography>
          <Form<PasswordNewValues> onSubmit={onSubmit} validate={validatePasswordNew}>
            {({ handleSubmit, submitting, submitError, dirtySinceLastSubmit }) => (
              <Box
                component="form"
                noValidate
                onSubmit={handleSubmit}
                aria-label="Choose a new password"
                sx={{ display: 'grid', gap: 2.5 }}
              >
                {submitError && !dirtySinceLastSubmit ? <FormError>{submitError as string}</FormError> : null}
                <PasswordFields label="New password" />
                <Button type="submit" variant="contained" size="large" fullWidth loading={submitting}>
                  Save new password
                </Button>
              </Box>
            )}
          </Form>
        </>
      ) : (
        <Box sx={{ mt: 3, mb: 3 }}>
          <FormError>This reset link is incomplete. Ask for a new one.</FormError>
        </Box>
      )}
      <Button component={RouterLink} to={token ? '/auth/login' : '/auth/forgot-password'} size="large" fullWidth sx={{ mt: 2 }}>
        {token ? 'Back to sign in' : 'Ask for a new link'}
      </Button>
    </>
  );
}
