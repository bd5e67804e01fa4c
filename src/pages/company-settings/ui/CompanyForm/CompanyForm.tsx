import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMemo } from 'react';
import { Form } from 'react-final-form';
import { useUpdateCompanyMutation, type Company } from '@/shared/api';
import { submitErrors } from '@/shared/lib/form';
import { FormError } from '@/shared/ui/form-error';
import { FormTextField } from '@/shared/ui/form-text-field';
import { notifySuccess } from '@/shared/ui/toast';
import { validateCompany, type CompanyFormValues } from '../../lib/validate';

export interface CompanyFormProps {
  company: Company;
}

/** The company's details, editable by admins. */
export function CompanyForm({ company }: CompanyFormProps) {
  const [update] = useUpdateCompanyMutation();
  const initialValues = useMemo<CompanyFormValues>(
    () => ({
      name: company.name,
      address: company.address ?? '',
      phone: company.phone ?? '',
      website: company.website ?? '',
      email: company.email ?? '',
    }),
    [company],
  );

  const onSubmit = async (values: CompanyFormValues) => {
    const result = await update({
      companyUpdate: {
        name: values.name?.trim(),
        address: values.address?.trim() ?? '',
        phone: values.phone?.trim() ?? '',
        website: values.website?.trim() ?? '',
        email: values.email?.trim() ?? '',
      },
    });
    if ('error' in result) return submitErrors(result.error, 'The company details could not be saved. Please try again.');
    notifySuccess('The company details were saved.');
    return undefined;
  };

  return (
    <Form<CompanyFormValues> onSubmit={onSubmit} validate={validateCompany} initialValues={initialValues}>
      {({ handleSubmit, submitting, submitError, dirtySinceLastSubmit, pristine }) => (
        <Box component="form" noValidate onSubmit={handleSubmit} aria-label="Company details" sx={{ display: 'grid', gap: 2.5 }}>
          {submitError && !dirtySinceLastSubmit ? <FormError>{submitError as string}</FormError> : null}
          <FormTextField name="name" label="Company name" autoComplete="organization" required />
          <FormTextField name="address" label="Address" />
          <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <FormTextField name="phone" label="Phone" type="tel" />
            <FormTextField name="email" label="Email" type="email" />
          </Box>
          <FormTextField name="website" label="Website" type="url" />
          <Box>
            <Button type="submit" variant="contained" loading={submitting} disabled={pristine}>
              Save company
            </Button>
          </Box>
        </Box>
      )}
    </Form>
  );
}
