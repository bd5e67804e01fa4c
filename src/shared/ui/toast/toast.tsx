import { enqueueSnackbar } from 'notistack';
import { TOAST_TIMEOUT_MS } from '@/shared/config';

export interface ToastOptions {
  variant: 'error' | 'success' | 'info' | 'warning';
  title: string;
  description?: string;
}

/**
 * Shows a toast in the app's toast area (notistack's SnackbarProvider). Callable from listeners, outside
 * React; does nothing while no toast area is mounted (tests, start-up).
 */
export function showToast({ variant, title, description }: ToastOptions): void {
  if (typeof enqueueSnackbar !== 'function') return;
  const message = (
    <span>
      <strong>{title}</strong>
      {description ? <span style={{ display: 'block' }}>{description}</span> : null}
    </span>
  );
  enqueueSnackbar(message, { variant, autoHideDuration: TOAST_TIMEOUT_MS });
}
