import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { AlertCircleIcon } from '../icons';

export interface FormErrorProps {
  children: ReactNode;
}

/**
 * Why a form could not be submitted (usually the server's `detail`), announced to screen readers.
 * Lighter than MUI's Alert, so sign-in pages stay small.
 */
export function FormError({ children }: FormErrorProps) {
  return (
    <Box
      role="alert"
      sx={{
        display: 'flex',
        gap: 1.25,
        alignItems: 'flex-start',
        px: 1.75,
        py: 1.25,
        borderRadius: 2,
        border: 1,
        borderColor: (theme) => alpha(theme.palette.error.main, 0.35),
        bgcolor: (theme) => alpha(theme.palette.error.main, 0.06),
        color: 'error.dark',
        typography: 'body2',
      }}
    >
      <AlertCircleIcon fontSize="small" sx={{ mt: '1px', flexShrink: 0 }} />
      <Box sx={{ minWidth: 0 }}>{children}</Box>
    </Box>
  );
}
