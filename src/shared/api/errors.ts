import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

export interface FieldError {
  field: string;
  message: string;
}

interface ApiErrorBody {
  detail?: unknown;
  errors?: unknown;
}

export type AnyApiError = FetchBaseQueryError | SerializedError | undefined | unknown;

function body(error: AnyApiError): ApiErrorBody | null {
  if (error && typeof error === 'object' && 'data' in error && error.data && typeof error.data === 'object') {
    return error.data as ApiErrorBody;
  }
  return null;
}

export function errorStatus(error: AnyApiError): number | string | null {
  return error && typeof error === 'object' && 'status' in error ? (error.status as number | string) : null;
}

/** The server's `detail` sentence, when the answer had one. */
export function errorDetail(error: AnyApiError): string | null {
  const detail = body(error)?.detail;
  return typeof detail === 'string' && detail.length > 0 ? detail : null;
}

export function fieldErrors(error: AnyApiError): FieldError[] {
  const errors = body(error)?.errors;
  return Array.isArray(errors) ? (errors as FieldError[]).filter((e) => typeof e?.field === 'string') : [];
}

/**
 * The text of the error toast (spec §8): the response's `detail` for a 400, otherwise the caller's
 * fallback message.
 */
export function errorToastDescription(error: AnyApiError, fallback: string): string {
  return errorStatus(error) === 400 ? (errorDetail(error) ?? fallback) : fallback;
}
