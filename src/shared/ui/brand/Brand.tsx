import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LayersIcon } from '../icons/LayersIcon';

export interface BrandProps {
  /** Second line under the name, e.g. the company. */
  caption?: string;
  size?: 'small' | 'large';
}

/** The Cascade mark and name. */
export function Brand({ caption, size = 'small' }: BrandProps) {
  const mark = size === 'large' ? 40 : 32;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
      <Box
        aria-hidden
        sx={{
          width: mark,
          height: mark,
          flexShrink: 0,
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        <LayersIcon sx={{ fontSize: mark * 0.6 }} />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography
          component="span"
          sx={{
            display: 'block',
            fontWeight: 700,
            fontSize: size === 'large' ? '1.25rem' : '1.0625rem',
            lineHeight: 1.2,
            letterSpacing: '-0.01em',
          }}
        >
          Cascade
        </Typography>
        {caption ? (
          <Typography component="span" variant="caption" color="text.secondary" noWrap sx={{ display: 'block' }}>
            {caption}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}
