import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ArrowLeftIcon } from '../icons';

export interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Buttons shown on the right (below the title on phones). */
  actions?: ReactNode;
  /** A link back to the list this page belongs to. */
  back?: { to: string; label: string };
}

/** The page's h1, a one-line description, and its main actions. */
export function PageHeader({ title, description, actions, back }: PageHeaderProps) {
  return (
    <Box
      component="header"
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'stretch', sm: 'flex-end' },
        justifyContent: 'space-between',
        gap: 2,
        mb: 3,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        {back ? (
          <Link
            component={RouterLink}
            to={back.to}
            variant="body2"
            color="text.secondary"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}
          >
            <ArrowLeftIcon sx={{ fontSize: 16 }} />
            {back.label}
          </Link>
        ) : null}
        {/* A long name without spaces (a file's) wraps instead of widening the page. */}
        <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {description ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {description}
          </Typography>
        ) : null}
      </Box>
      {actions ? <Box sx={{ display: 'flex', gap: 1, flexShrink: 0 }}>{actions}</Box> : null}
    </Box>
  );
}
