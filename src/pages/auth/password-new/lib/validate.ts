import { validatePasswords, type PasswordValues } from '@/features/sign-up';

export type PasswordNewValues = PasswordValues;

export function validatePasswordNew(values: PasswordNewValues): Record<string, string> {
  return validatePasswords(values);
}
