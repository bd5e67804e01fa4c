import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Brand } from '@/shared/ui/brand';
import { MAIN_CONTENT_ID } from '@/shared/ui/skip-link';

export interface DefaultLayoutProps {
  children?: ReactNode;
}

/** Sign-in, sign-up and other account pages: the brand above one centred card. */
export function DefaultLayout({ children }: DefaultLayoutProps) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        px: 2,
        py: { xs: 4, sm: 8 },
        bgcolor: 'background.default',
        backgroundImage: (theme) =>
          `radial-gradient(1200px 500px at 50% -10%, ${theme.palette.action.selected}, transparent 70%)`,
      }}
    >
      <Box component="header" sx={{ mb: { xs: 3, sm: 4 } }}>
        <Brand size="large" />
      </Box>
      <Paper
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        variant="outlined"
        sx={{
          width: '100%',
          maxWidth: 440,
          p: { xs: 3, sm: 5 },
          borderRadius: 3,
          boxShadow: '0 1px 2px rgb(17 24 39 / 0.04), 0 12px 32px -12px rgb(17 24 39 / 0.12)',
          outline: 'none',
        }}
      >
        {children}
      </Paper>
      <Typography component="footer" variant="caption" color="text.secondary" sx={{ mt: 4, textAlign: 'center' }}>
        Cascade · Folders, materials, forms and meetings for your whole team.
      </Typography>
    </Box>
  );
}
