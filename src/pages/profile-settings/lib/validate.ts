import { validatePasswords, validateUserFields } from '@/features/sign-up';
import { isEmailShaped } from '@/shared/lib/form';

export interface ChangePasswordValues {
  current_password?: string;
  new_password?: string;
  confirm_password?: string;
}

export interface ChangeEmailValues {
  new_email?: string;
  password?: string;
}

export const validateProfile = validateUserFields;

export function validateChangePassword(values: ChangePasswordValues): Record<string, string> {
  const errors = validatePasswords(values, 'new_password');
  if (!values.current_password) errors.current_password = 'Enter your current password.';
  return errors;
}

export function validateChangeEmail(values: ChangeEmailValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const email = values.new_email?.trim() ?? '';
  if (!email) errors.new_email = 'Enter the new email address.';
  else if (!isEmailShaped(email)) errors.new_email = 'Enter an email address like name@company.com.';
  if (!values.password) errors.password = 'Enter your password to confirm it is you.';
  return errors;
}
