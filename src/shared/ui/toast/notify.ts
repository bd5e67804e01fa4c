import { enqueueSnackbar } from 'notistack';
import { errorToastDescription, type AnyApiError } from '@/shared/api';

/** The title every error toast carries (spec §8). */
export const ERROR_TOAST_TITLE = 'Error';

/**
 * A red error toast titled "Error" (spec §8): for a 400 the description is the response's `detail`,
 * otherwise `fallback`. Works outside components while the ToastProvider is mounted.
 */
export function notifyError(error: AnyApiError, fallback: string): void {
  enqueueSnackbar(errorToastDescription(error, fallback), { variant: 'error', title: ERROR_TOAST_TITLE });
}

export function notifySuccess(message: string, title?: string): void {
  enqueueSnackbar(message, { variant: 'success', title });
}

export function notifyInfo(message: string, title?: string): void {
  enqueueSnackbar(message, { variant: 'info', title });
}
