import { FORM_ERROR } from 'final-form';
import { errorDetail, errorStatus, fieldErrors, type AnyApiError } from '@/shared/api';

const SERVER_FIELDS: Record<string, 'email' | 'password'> = { username: 'email', email: 'email', password: 'password' };

/**
 * Turns a failed sign-in into final-form submit errors: the server's `detail` (wrong credentials,
 * archived membership, too many attempts) for the whole form, field errors next to their fields.
 */
export function signInSubmitErrors(error: AnyApiError): Record<string, string> {
  const result: Record<string, string> = {};
  for (const { field, message } of fieldErrors(error)) {
    const name = SERVER_FIELDS[field];
    if (name) result[name] = message;
  }
  const detail = errorDetail(error);
  if (detail) result[FORM_ERROR] = detail;
  else if (errorStatus(error) === 'FETCH_ERROR')
    result[FORM_ERROR] = 'We could not reach Cascade. Check your connection and try again.';
  else if (Object.keys(result).length === 0) result[FORM_ERROR] = 'Something went wrong while signing you in. Please try again.';
  return result;
}
