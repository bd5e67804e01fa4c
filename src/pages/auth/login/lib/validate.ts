export interface SignInValues {
  email?: string;
  password?: string;
}

export type SignInErrors = Partial<Record<keyof SignInValues, string>>;

/** Deliberately loose: something@something.tld. The server has the final word. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailShaped(value: string): boolean {
  return EMAIL_SHAPE.test(value.trim());
}

export function validateSignIn(values: SignInValues): SignInErrors {
  const errors: SignInErrors = {};
  const email = values.email?.trim() ?? '';
  if (!email) errors.email = 'Enter your email address.';
  else if (!isEmailShaped(email)) errors.email = 'Enter an email address like name@company.com.';
  if (!values.password) errors.password = 'Enter your password.';
  return errors;
}
