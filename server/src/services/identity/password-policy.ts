import common from '../../data/common-passwords.json' with { type: 'json' };
import { invalidFields, type FieldError } from '../../lib/errors.js';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
const COMMON = new Set<string>(common);

/** Why a new password is refused, or null. Length only, no composition rules; common passwords refused. */
export function passwordProblem(password: string): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return `must be at least ${PASSWORD_MIN} characters long`;
  if (length > PASSWORD_MAX) return `must be at most ${PASSWORD_MAX} characters long`;
  if (COMMON.has(password.toLowerCase())) return 'is one of the most common passwords; please choose another';
  return null;
}

/** Throws a 400 naming the fields when the new password is not acceptable or the two entries differ. */
export function assertNewPassword(
  password: string,
  confirmation: string,
  field = 'password',
  confirmField = 'confirm_password',
): void {
  const errors: FieldError[] = [];
  const problem = passwordProblem(password);
  if (problem) errors.push({ field, message: `The password ${problem}.` });
  if (password !== confirmation) errors.push({ field: confirmField, message: 'The two passwords do not match.' });
  if (errors.length > 0) throw invalidFields(errors.map((e) => e.message).join(' '), errors);
}
