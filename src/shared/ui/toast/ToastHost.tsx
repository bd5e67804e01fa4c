import { enqueueSnackbar, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { TOAST_TIMEOUT_MS } from '@/shared/config';
import { toastHostMounted } from './notify';
import { Toast } from './Toast';

const components = { default: Toast, success: Toast, info: Toast, warning: Toast, error: Toast };

/** notistack's provider with our toast look; loaded after the first page so it never delays it. */
export function ToastHost() {
  useEffect(() => {
    toastHostMounted((message, options) => enqueueSnackbar(message, options));
  }, []);
  return (
    <SnackbarProvider
      maxSnack={4}
      preventDuplicate
      autoHideDuration={TOAST_TIMEOUT_MS}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      Components={components}
    />
  );
}
