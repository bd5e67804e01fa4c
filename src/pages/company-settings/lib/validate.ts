import { isEmailShaped } from '@/shared/lib/form';

export interface CompanyFormValues {
  name?: string;
  address?: string;
  phone?: string;
  website?: string;
  email?: string;
}

export function validateCompany(values: CompanyFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.name?.trim()) errors.name = 'Enter the company name.';
  const email = values.email?.trim();
  if (email && !isEmailShaped(email)) errors.email = 'Enter an email address like name@company.com.';
  return errors;
}
