import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Form } from 'react-final-form';
import { useDispatch } from 'react-redux';
import { PasswordFields } from '@/features/sign-up';
import { tokensRefreshed, useChangePasswordMutation } from '@/shared/api';
import { submitErrors } from '@/shared/lib/form';
import { FormError } from '@/shared/ui/form-error';
import { FormTextField } from '@/shared/ui/form-text-field';
import { notifySuccess } from '@/shared/ui/toast';
import { validateChangePassword, type ChangePasswordValues } from '../../lib/validate';

/**
 * Changing the password signs out every other device; the API answers a fresh token pair for this one,
 * which replaces the session's tokens (and cookies).
 */
export function ChangePasswordForm() {
  const [changePassword] = useChangePasswordMutation();
  const dispatch = useDispatch();

  const onSubmit = async (values: ChangePasswordValues) => {
    const result = await changePassword({
      changePassword: {
        current_password: values.current_password ?? '',
        new_password: values.new_password ?? '',
        confirm_password: values.confirm_password ?? '',
      },
    });
    if ('error' in result) return submitErrors(result.error, 'Your password could not be changed. Please try again.');
    dispatch(tokensRefreshed({ accessToken: result.data.access_token, refreshToken: result.data.refresh_token }));
    notifySuccess('Your password was changed. Other devices were signed out.');
    return undefined;
  };

  return (
    <Form<ChangePasswordValues> onSubmit={onSubmit} validate={validateChangePassword}>
      {({ handleSubmit, submitting, submitError, dirtySinceLastSubmit, form }) => (
        <Box
          component="form"
          noValidate
          onSubmit={(event) => void handleSubmit(event)?.then((errors) => !errors && form.restart())}
          aria-label="Change password"
          sx={{ display: 'grid', gap: 2.5 }}
        >
          {submitError && !dirtySinceLastSubmit ? <FormError>{submitError as string}</FormError> : null}
          <FormTextField
            name="current_password"
            label="Current password"
            type="password"
            autoComplete="current-password"
            required
          />
          <PasswordFields name="new_password" label="New password" />
          <Box>
            <Button type="submit" variant="contained" loading={submitting}>
              Change password
            </Button>
          </Box>
        </Box>
      )}
    </Form>
  );
}
