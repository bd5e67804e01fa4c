import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { InboxIcon } from '../icons';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
}

/** A calm, centred "nothing here yet" panel. */
export function EmptyState({ title, description, icon, action }: EmptyStateProps) {
  return (
    <Box
      sx={{
        border: 1,
        borderStyle: 'dashed',
        borderColor: 'grey.300',
        borderRadius: 3,
        bgcolor: 'background.paper',
        px: 3,
        py: { xs: 6, sm: 8 },
        textAlign: 'center',
      }}
    >
      <Box
        aria-hidden
        sx={{
          mx: 'auto',
          mb: 2,
          width: 48,
          height: 48,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'action.selected',
          color: 'primary.main',
        }}
      >
        {icon ?? <InboxIcon />}
      </Box>
      <Typography component="h2" variant="h4">
        {title}
      </Typography>
      {description ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75, maxWidth: 420, mx: 'auto' }}>
          {description}
        </Typography>
      ) : null}
      {action ? <Box sx={{ mt: 3 }}>{action}</Box> : null}
    </Box>
  );
}
