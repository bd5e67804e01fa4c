import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ArrowLeftIcon } from '@/shared/ui/icons';
import { MAIN_CONTENT_ID } from '@/shared/ui/skip-link';

export interface FocusedLayoutProps {
  title?: string;
  backTo: string;
  backLabel: string;
  children?: ReactNode;
}

/** One task at a time (reviewing a material or a form): a slim bar with a way back, then the page. */
export function FocusedLayout({ title, backTo, backLabel, children }: FocusedLayoutProps) {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="sticky">
        <Toolbar sx={{ gap: 2, minHeight: { xs: 56, sm: 64 }, px: { xs: 1.5, sm: 3 } }}>
          <Button component={RouterLink} to={backTo} startIcon={<ArrowLeftIcon />} color="inherit" sx={{ flexShrink: 0 }}>
            {backLabel}
          </Button>
          <Typography component="p" variant="h4" noWrap sx={{ minWidth: 0, color: 'text.secondary' }}>
            {title}
          </Typography>
        </Toolbar>
      </AppBar>
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ outline: 'none', px: { xs: 2, sm: 3, lg: 4 }, py: { xs: 3, sm: 4 }, maxWidth: 1280, mx: 'auto' }}
      >
        {children}
      </Box>
    </Box>
  );
}
