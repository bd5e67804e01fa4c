import { isEmailShaped } from '@/shared/lib/form';

export interface ForgotPasswordValues {
  email?: string;
}

export function validateForgotPassword(values: ForgotPasswordValues): Record<string, string> {
  const email = values.email?.trim() ?? '';
  if (!email) return { email: 'Enter your email address.' };
  if (!isEmailShaped(email)) return { email: 'Enter an email address like name@company.com.' };
  return {};
}
