import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMemo } from 'react';
import { Form } from 'react-final-form';
import { isLicensedRole, UserFields, type UserFieldValues } from '@/features/sign-up';
import { useUpdateCurrentUserMutation, type CurrentUser } from '@/shared/api';
import { submitErrors } from '@/shared/lib/form';
import { FormError } from '@/shared/ui/form-error';
import { notifySuccess } from '@/shared/ui/toast';
import { validateProfile } from '../../lib/validate';

export interface ProfileDetailsFormProps {
  user: CurrentUser;
}

/** Every User field the person may edit themselves. */
export function ProfileDetailsForm({ user }: ProfileDetailsFormProps) {
  const [update] = useUpdateCurrentUserMutation();
  const licensed = isLicensedRole(user.role);
  const initialValues = useMemo<UserFieldValues>(
    () => ({
      first_name: user.first_name,
      last_name: user.last_name,
      phone: user.phone,
      address: user.address,
      national_producer_number: user.national_producer_number ?? '',
      has_security_license: Boolean(user.has_security_license),
      gender: user.gender,
      state: user.state,
    }),
    [user],
  );

  const onSubmit = async (values: UserFieldValues) => {
    const result = await update({
      profileUpdate: {
        first_name: values.first_name?.trim(),
        last_name: values.last_name?.trim(),
        phone: values.phone?.trim(),
        address: values.address?.trim(),
        gender: values.gender ?? null,
        state: values.state ?? null,
        ...(licensed
          ? {
              national_producer_number: values.national_producer_number?.trim() || null,
              has_security_license: Boolean(values.has_security_license),
            }
          : {}),
      },
    });
    if ('error' in result) return submitErrors(result.error, 'Your details could not be saved. Please try again.');
    notifySuccess('Your details were saved.');
    return undefined;
  };

  return (
    <Form<UserFieldValues> onSubmit={onSubmit} validate={validateProfile} initialValues={initialValues}>
      {({ handleSubmit, submitting, submitError, dirtySinceLastSubmit, pristine }) => (
        <Box component="form" noValidate onSubmit={handleSubmit} aria-label="Your details" sx={{ display: 'grid', gap: 2.5 }}>
          {submitError && !dirtySinceLastSubmit ? <FormError>{submitError as string}</FormError> : null}
          <UserFields licensed={licensed} />
          <Box>
            <Button type="submit" variant="contained" loading={submitting} disabled={pristine}>
              Save details
            </Button>
          </Box>
        </Box>
      )}
    </Form>
  );
}
