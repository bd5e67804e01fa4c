import { FORM_ERROR } from 'final-form';
import { errorDetail, errorStatus, fieldErrors, type AnyApiError } from '@/shared/api';

/**
 * Turns a failed call into final-form submit errors: field `errors` next to the fields of the same name
 * (`rename` maps server names to form names), the server's `detail` above the form.
 */
export function submitErrors(error: AnyApiError, fallback: string, rename: Record<string, string> = {}): Record<string, string> {
  const result: Record<string, string> = {};
  for (const { field, message } of fieldErrors(error)) result[rename[field] ?? field] = message;
  const detail = errorDetail(error);
  if (detail) result[FORM_ERROR] = detail;
  else if (errorStatus(error) === 'FETCH_ERROR')
    result[FORM_ERROR] = 'We could not reach Cascade. Check your connection and try again.';
  else result[FORM_ERROR] = fallback;
  return result;
}
