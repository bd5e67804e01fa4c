import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Form } from 'react-final-form';
import { useDispatch } from 'react-redux';
import { tokensReceived } from '@/entities/session';
import { PasswordFields, UserFields } from '@/features/sign-up';
import { useRegisterCompanyMutation } from '@/shared/api';
import { submitErrors } from '@/shared/lib/form';
import { FormError } from '@/shared/ui/form-error';
import { FormTextField } from '@/shared/ui/form-text-field';
import { validateCompanySignUp, type CompanySignUpValues } from '../../lib/validate';

export interface CompanySignUpFormProps {
  email: string;
  token: string;
}

const trimmed = (value: string | undefined) => value?.trim() || undefined;

/** The company's details, then its first admin's; on success the admin is signed in. */
export function CompanySignUpForm({ email, token }: CompanySignUpFormProps) {
  const [register] = useRegisterCompanyMutation();
  const dispatch = useDispatch();

  const onSubmit = async (values: CompanySignUpValues) => {
    const result = await register({
      token,
      companyRegistration: {
        company_name: values.company_name?.trim() ?? '',
        company_address: trimmed(values.company_address),
        company_phone: trimmed(values.company_phone),
        company_website: trimmed(values.company_website),
        company_email: trimmed(values.company_email),
        email,
        first_name: values.first_name?.trim() ?? '',
        last_name: values.last_name?.trim() ?? '',
        phone: values.phone?.trim() ?? '',
        address: values.address?.trim() ?? '',
        password: values.password ?? '',
        confirm_password: values.confirm_password ?? '',
        gender: values.gender ?? undefined,
        state: values.state ?? undefined,
      },
    });
    if ('error' in result) return submitErrors(result.error, 'Your company could not be registered. Please try again.');
    dispatch(tokensReceived({ accessToken: result.data.access_token, refreshToken: result.data.refresh_token }));
    return undefined;
  };

  return (
    <Form<CompanySignUpValues> onSubmit={onSubmit} validate={validateCompanySignUp}>
      {({ handleSubmit, submitting, submitError, dirtySinceLastSubmit }) => (
        <Box
          component="form"
          noValidate
          onSubmit={handleSubmit}
          aria-label="Register your company"
          sx={{ display: 'grid', gap: 2.5 }}
        >
          {submitError && !dirtySinceLastSubmit ? <FormError>{submitError as string}</FormError> : null}
          <Typography variant="h6" component="h2">
            Company
          </Typography>
          <FormTextField name="company_name" label="Company name" autoComplete="organization" autoFocus required />
          <FormTextField name="company_address" label="Company address (optional)" />
          <FormTextField name="company_phone" label="Company phone (optional)" type="tel" />
          <FormTextField name="company_website" label="Website (optional)" type="url" />
          <FormTextField name="company_email" label="Company email (optional)" type="email" />
          <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
            You, the first admin
          </Typography>
          <UserFields licensed={false} />
          <PasswordFields />
          <Button type="submit" variant="contained" size="large" fullWidth loading={submitting}>
            Register company
          </Button>
        </Box>
      )}
    </Form>
  );
}
