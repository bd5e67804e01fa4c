import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { closeSnackbar, SnackbarContent, type CustomContentProps } from 'notistack';
import { forwardRef } from 'react';

declare module 'notistack' {
  interface VariantOverrides {
    default: { title?: string };
    success: { title?: string };
    info: { title?: string };
    warning: { title?: string };
    error: { title?: string };
  }
}

export type ToastProps = CustomContentProps & { title?: string };

const severities: Record<string, AlertColor> = { success: 'success', info: 'info', warning: 'warning', error: 'error' };

/** One toast: a filled alert in the variant's palette colour, with an optional title and a close button. */
export const Toast = forwardRef<HTMLDivElement, ToastProps>(function Toast({ id, message, variant, title }, ref) {
  const severity = severities[variant] ?? 'info';
  return (
    <SnackbarContent ref={ref} role="presentation">
      <Alert
        severity={severity}
        variant="filled"
        role={severity === 'error' ? 'alert' : 'status'}
        onClose={() => closeSnackbar(id)}
        sx={{
          width: '100%',
          maxWidth: 420,
          minWidth: { sm: 320 },
          boxShadow: 6,
          '& .MuiAlert-message': { pt: '8px' },
          '& .MuiAlert-action .MuiIconButton-root': { color: 'inherit' },
        }}
      >
        {title ? <AlertTitle sx={{ fontWeight: 600, mb: 0.25 }}>{title}</AlertTitle> : null}
        {message}
      </Alert>
    </SnackbarContent>
  );
});
