import { validateSignUp, type SignUpValues } from '@/features/sign-up';
import { isEmailShaped } from '@/shared/lib/form';

export interface CompanyValues {
  company_name?: string;
  company_address?: string;
  company_phone?: string;
  company_website?: string;
  company_email?: string;
}

export type CompanySignUpValues = CompanyValues & Omit<SignUpValues, 'avatar'>;

export function validateCompanySignUp(values: CompanySignUpValues): Record<string, string> {
  const errors: Record<string, string> = validateSignUp(values);
  if (!values.company_name?.trim()) errors.company_name = 'Enter the company name.';
  const email = values.company_email?.trim();
  if (email && !isEmailShaped(email)) errors.company_email = 'Enter an email address like name@company.com.';
  return errors;
}
