import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { TOAST_TIMEOUT_MS } from '@/shared/config';
import { Toast } from './Toast';

const components = { default: Toast, success: Toast, info: Toast, warning: Toast, error: Toast };

/** The toast area (spec §2): toasts stack at the bottom right and close after 5000 ms (spec §9). */
export function ToastProvider({ children }: { children?: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={4}
      autoHideDuration={TOAST_TIMEOUT_MS}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      Components={components}
    >
      {children}
    </SnackbarProvider>
  );
}
