import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

export interface FullPageProgressProps {
  label?: string;
}

/** A centred spinner filling the viewport, e.g. while the session is being restored. */
export function FullPageProgress({ label = 'Loading' }: FullPageProgressProps) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={label} size={32} thickness={4.5} />
    </Box>
  );
}
