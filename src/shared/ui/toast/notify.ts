import type { OptionsObject, SnackbarMessage } from 'notistack';
import { errorToastDescription, type AnyApiError } from '@/shared/api';

/** The title every error toast carries (spec §8). */
export const ERROR_TOAST_TITLE = 'Error';

type Enqueue = (message: SnackbarMessage, options: OptionsObject & { title?: string }) => void;

let announceReady: (enqueue: Enqueue) => void = () => undefined;
const hostReady = new Promise<Enqueue>((resolve) => {
  announceReady = resolve;
});

/** Called by the toast host once it is mounted; toasts raised earlier are shown then. */
export function toastHostMounted(enqueue: Enqueue): void {
  announceReady(enqueue);
}

let requested = false;
const firstToastListeners = new Set<() => void>();

/** Lets the toast area load its code when the first toast is raised. Returns an unsubscribe. */
export function onFirstToast(listener: () => void): () => void {
  if (requested) listener();
  firstToastListeners.add(listener);
  return () => firstToastListeners.delete(listener);
}

function show(message: string, options: OptionsObject & { title?: string }): void {
  if (!requested) {
    requested = true;
    firstToastListeners.forEach((listener) => listener());
  }
  void hostReady.then((enqueue) => enqueue(message, options));
}

/**
 * A red error toast titled "Error" (spec §8): for a 400 the description is the response's `detail`,
 * otherwise `fallback`. Works outside components.
 */
export function notifyError(error: AnyApiError, fallback: string): void {
  show(errorToastDescription(error, fallback), { variant: 'error', title: ERROR_TOAST_TITLE });
}

export function notifySuccess(message: string, title?: string): void {
  show(message, { variant: 'success', title });
}

export function notifyInfo(message: string, title?: string): void {
  show(message, { variant: 'info', title });
}

/** A red toast with a title of its own, for failures that are not one API answer. */
export function notifyProblem(title: string, description: string): void {
  show(description, { variant: 'error', title });
}
