import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { AlertCircleIcon } from '../icons';

export interface FormErrorProps {
  children: ReactNode;
  /** `warning`: a notice rather than a refusal (e.g. why the last session ended), announced politely. */
  severity?: 'error' | 'warning';
}

/**
 * Why a form could not be submitted (usually the server's `detail`), announced to screen readers.
 * Lighter than MUI's Alert, so sign-in pages stay small.
 */
export function FormError({ children, severity = 'error' }: FormErrorProps) {
  return (
    <Box
      role={severity === 'error' ? 'alert' : 'status'}
      sx={{
        display: 'flex',
        gap: 1.25,
        alignItems: 'flex-start',
        px: 1.75,
        py: 1.25,
        borderRadius: 2,
        border: 1,
        borderColor: (theme) => alpha(theme.palette[severity].main, 0.35),
        bgcolor: (theme) => alpha(theme.palette[severity].main, 0.06),
        color: `${severity}.dark`,
        typography: 'body2',
      }}
    >
      <AlertCircleIcon fontSize="small" sx={{ mt: '1px', flexShrink: 0 }} />
      <Box sx={{ minWidth: 0 }}>{children}</Box>
    </Box>
  );
}
