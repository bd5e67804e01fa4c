import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Form } from 'react-final-form';
import { useDispatch } from 'react-redux';
import { tokensReceived } from '@/entities/session';
import { useSignUpMutation, type Role } from '@/shared/api';
import { submitErrors } from '@/shared/lib/form';
import { FormError } from '@/shared/ui/form-error';
import { isLicensedRole, validateSignUp, type SignUpValues } from '../../lib/validate';
import { AvatarField } from '../AvatarField/AvatarField';
import { PasswordFields } from '../PasswordFields/PasswordFields';
import { UserFields } from '../UserFields/UserFields';

export interface SignUpFormProps {
  role: Role;
  email: string;
  token: string;
  /** E.g. the names the inviter entered. */
  initialValues?: Partial<SignUpValues>;
}

/**
 * Creating an account from a member invitation. The role, company and upline come from the invitation;
 * on success the session receives the tokens and the guest guard moves the person to their landing page.
 */
export function SignUpForm({ role, email, token, initialValues }: SignUpFormProps) {
  const [signUp] = useSignUpMutation();
  const dispatch = useDispatch();
  const licensed = isLicensedRole(role);

  const onSubmit = async (values: SignUpValues) => {
    const result = await signUp({
      signUpForm: {
        email,
        token,
        first_name: values.first_name?.trim() ?? '',
        last_name: values.last_name?.trim() ?? '',
        phone: values.phone?.trim() ?? '',
        address: values.address?.trim() ?? '',
        password: values.password ?? '',
        confirm_password: values.confirm_password ?? '',
        ...(licensed
          ? {
              national_producer_number: values.national_producer_number?.trim() || undefined,
              has_security_license: Boolean(values.has_security_license),
            }
          : {}),
        gender: values.gender ?? undefined,
        state: values.state ?? undefined,
        avatar: values.avatar ?? undefined,
      },
    });
    if ('error' in result) return submitErrors(result.error, 'Your account could not be created. Please try again.');
    dispatch(tokensReceived({ accessToken: result.data.access_token, refreshToken: result.data.refresh_token }));
    return undefined;
  };

  return (
    <Form<SignUpValues> onSubmit={onSubmit} validate={validateSignUp} initialValues={initialValues}>
      {({ handleSubmit, submitting, submitError, dirtySinceLastSubmit }) => (
        <Box
          component="form"
          noValidate
          onSubmit={handleSubmit}
          aria-label="Create your account"
          sx={{ display: 'grid', gap: 2.5 }}
        >
          {submitError && !dirtySinceLastSubmit ? <FormError>{submitError as string}</FormError> : null}
          <UserFields licensed={licensed} autoFocus />
          <PasswordFields />
          <AvatarField />
          <Button type="submit" variant="contained" size="large" fullWidth loading={submitting}>
            Create account
          </Button>
        </Box>
      )}
    </Form>
  );
}
