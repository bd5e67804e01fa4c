import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { CompanyLogo } from '@/entities/company';
import type { Company } from '@/shared/api';

export interface LogoFrameProps {
  company: Pick<Company, 'name' | 'logo'>;
  busy?: boolean;
}

/** The current logo on a light, bordered tile (a logo on a transparent background stays visible). */
export function LogoFrame({ company, busy = false }: LogoFrameProps) {
  return (
    <Box
      aria-busy={busy || undefined}
      sx={{
        position: 'relative',
        flexShrink: 0,
        width: 176,
        height: 104,
        p: 1.5,
        display: 'grid',
        placeItems: 'center',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'grey.50',
      }}
    >
      <Box sx={{ opacity: busy ? 0.4 : 1, transition: 'opacity 150ms' }}>
        <CompanyLogo company={company} height={company.logo ? 80 : 64} maxWidth={152} />
      </Box>
      {busy ? (
        <CircularProgress size={28} aria-label="Uploading the logo" sx={{ position: 'absolute', inset: 0, m: 'auto' }} />
      ) : null}
    </Box>
  );
}
