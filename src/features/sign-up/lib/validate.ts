import { typedTextProblem, type Role } from '@/shared/api';

/** The User fields the forms share, named as the API names them. */
export interface UserFieldValues {
  first_name?: string;
  last_name?: string;
  phone?: string;
  address?: string;
  national_producer_number?: string;
  has_security_license?: boolean;
  gender?: string | null;
  state?: string | null;
}

export interface PasswordValues {
  password?: string;
  confirm_password?: string;
}

export type SignUpValues = UserFieldValues & PasswordValues & { avatar?: File | null };

type Errors = Record<string, string>;

/** Marketers and agents sell insurance: they give their National Producer Number and licence. */
export function isLicensedRole(role: Role): boolean {
  return role === 'marketer' || role === 'agent';
}

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export function validateUserFields(values: UserFieldValues): Errors {
  const errors: Errors = {};
  if (!values.first_name?.trim()) errors.first_name = 'Enter your first name.';
  if (!values.last_name?.trim()) errors.last_name = 'Enter your last name.';
  const phone = values.phone?.trim() ?? '';
  if (!phone) errors.phone = 'Enter your phone number.';
  else if (phone.replace(/\D/g, '').length < 7) errors.phone = 'Enter a phone number with at least 7 digits.';
  if (!values.address?.trim()) errors.address = 'Enter your address.';
  // The server's rule for typed text, in its words (names and addresses are shown to others and mailed).
  const typed = {
    first_name: 'Your first name',
    last_name: 'Your last name',
    phone: 'Your phone number',
    address: 'Your address',
  };
  for (const [field, subject] of Object.entries(typed) as Array<[keyof typeof typed, string]>) {
    const problem = errors[field] ? null : typedTextProblem(values[field] ?? '', subject);
    if (problem) errors[field] = problem;
  }
  return errors;
}

export function validatePasswords(values: PasswordValues, field: 'password' | 'new_password' = 'password'): Errors {
  const errors: Errors = {};
  const password = (values as Record<string, string | undefined>)[field] ?? '';
  if (!password) errors[field] = 'Choose a password.';
  else if (password.length < PASSWORD_MIN) errors[field] = `Use at least ${PASSWORD_MIN} characters.`;
  else if (password.length > PASSWORD_MAX) errors[field] = `Use at most ${PASSWORD_MAX} characters.`;
  if (!values.confirm_password) errors.confirm_password = 'Repeat the password.';
  else if (password && values.confirm_password !== password) errors.confirm_password = 'The passwords do not match.';
  return errors;
}

export function validateSignUp(values: SignUpValues): Errors {
  return { ...validateUserFields(values), ...validatePasswords(values) };
}
