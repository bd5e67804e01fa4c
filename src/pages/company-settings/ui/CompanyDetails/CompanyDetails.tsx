import Box from '@mui/material/Box';
import type { Company } from '@/shared/api';

export interface CompanyDetailsProps {
  company: Company;
}

/** The company's details, read-only (for everyone but admins). */
export function CompanyDetails({ company }: CompanyDetailsProps) {
  const rows: [string, string | null][] = [
    ['Company name', company.name],
    ['Address', company.address],
    ['Phone', company.phone],
    ['Email', company.email],
    ['Website', company.website],
  ];
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.5, sm: 1.5 },
        m: 0,
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary', mt: { xs: 1.5, sm: 0 } }}>
            {label}
          </Box>
          <Box component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
            {value || '—'}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
