import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Form } from 'react-final-form';
import { useDispatch } from 'react-redux';
import { Link as RouterLink } from 'react-router-dom';
import { tokensReceived } from '@/entities/session';
import { useLoginMutation } from '@/shared/api';
import { FormError } from '@/shared/ui/form-error';
import { FormTextField } from '@/shared/ui/form-text-field';
import { signInSubmitErrors } from '../../lib/submit-error';
import { validateSignIn, type SignInValues } from '../../lib/validate';

/**
 * Email and password sign-in. On success the tokens go to the session; the session then fetches the
 * user and the guest guard moves the person on.
 */
export function SignInForm() {
  const [login] = useLoginMutation();
  const dispatch = useDispatch();

  const onSubmit = async (values: SignInValues) => {
    const result = await login({ body: { username: values.email?.trim() ?? '', password: values.password ?? '' } });
    if ('error' in result) return signInSubmitErrors(result.error);
    dispatch(tokensReceived({ accessToken: result.data.access_token, refreshToken: result.data.refresh_token }));
    return undefined;
  };

  return (
    <Form<SignInValues> onSubmit={onSubmit} validate={validateSignIn}>
      {({ handleSubmit, submitting, submitError, modifiedSinceLastSubmit, hasValidationErrors, submitFailed }) => (
        <Box component="form" noValidate onSubmit={handleSubmit} aria-label="Sign in" sx={{ display: 'grid', gap: 2.5 }}>
          {/* The server's answer is about what was sent: it goes once a field changes or the fields show their own errors. */}
          {submitError && !modifiedSinceLastSubmit && !(submitFailed && hasValidationErrors) ? (
            <FormError>{submitError as string}</FormError>
          ) : null}
          <FormTextField name="email" label="Email" type="email" autoComplete="email" autoFocus required />
          <FormTextField
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            labelAction={
              <Box
                component={RouterLink}
                to="/auth/forgot-password"
                sx={{
                  typography: 'body2',
                  fontWeight: 500,
                  color: 'primary.main',
                  textDecoration: 'none',
                  '&:hover': { textDecoration: 'underline' },
                }}
              >
                Forgot password?
              </Box>
            }
          />
          <Button type="submit" variant="contained" size="large" fullWidth loading={submitting}>
            Sign in
          </Button>
        </Box>
      )}
    </Form>
  );
}
