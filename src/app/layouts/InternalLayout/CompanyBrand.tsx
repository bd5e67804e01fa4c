import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { CompanyLogo } from '@/entities/company';
import type { ShellUser } from './types';

export interface CompanyBrandProps {
  company: ShellUser['company'];
}

/** Logos at least twice as wide as high usually carry a wordmark: they get the header's full width. */
const WIDE = 2;

/**
 * The drawer's header when the company has a logo. A wide logo (a wordmark) fills the width with the
 * company's name below it; a squarer one sits beside the name, as the Cascade mark does.
 */
export function CompanyBrand({ company }: CompanyBrandProps) {
  const [wideLogo, setWideLogo] = useState<string | null>(null);
  const wide = wideLogo !== null && wideLogo === company.logo;
  const onAspectRatio = (ratio: number) => setWideLogo(ratio >= WIDE ? (company.logo ?? null) : null);

  if (wide) {
    return (
      <Box sx={{ minWidth: 0, width: '100%' }}>
        <CompanyLogo company={company} height={30} maxWidth={216} align="left" decorative onAspectRatio={onAspectRatio} />
        <Typography
          component="span"
          variant="caption"
          color="text.secondary"
          noWrap
          sx={{ display: 'block', mt: 0.5, lineHeight: 1.3 }}
        >
          {company.name}
        </Typography>
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
      <Box sx={{ flexShrink: 0 }}>
        <CompanyLogo company={company} height={40} maxWidth={64} align="left" decorative onAspectRatio={onAspectRatio} />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography
          component="span"
          sx={{
            display: '-webkit-box',
            WebkitBoxOrient: 'vertical',
            WebkitLineClamp: 2,
            overflow: 'hidden',
            fontWeight: 700,
            fontSize: '0.9375rem',
            lineHeight: 1.25,
            overflowWrap: 'anywhere',
          }}
        >
          {company.name}
        </Typography>
        <Typography component="span" variant="caption" color="text.secondary" noWrap sx={{ display: 'block', lineHeight: 1.3 }}>
          on Cascade
        </Typography>
      </Box>
    </Box>
  );
}
