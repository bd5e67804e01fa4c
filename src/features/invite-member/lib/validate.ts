import { isEmailShaped } from '@/shared/lib/form';
import type { InviteValues } from './roles';

export function validateInvite(values: InviteValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const email = values.email?.trim() ?? '';
  if (!email) errors.email = 'Enter the email address to invite.';
  else if (!isEmailShaped(email)) errors.email = 'Enter an email address like name@company.com.';
  if (!values.role) errors.role = 'Choose a role.';
  return errors;
}
