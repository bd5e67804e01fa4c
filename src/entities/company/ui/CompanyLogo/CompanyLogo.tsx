import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { companyInitial } from '../../lib/initial';

export interface CompanyLogoProps {
  company: { name: string; logo?: string | null };
  /** Height in pixels. A logo keeps its aspect ratio up to `maxWidth`; the placeholder is a square. */
  height?: number;
  maxWidth?: number;
  /** Where a logo narrower than its box sits. */
  align?: 'left' | 'center';
  /** Decorative when the company's name is written next to it. */
  decorative?: boolean;
  /** The logo's natural width divided by its height, once it has loaded. */
  onAspectRatio?: (ratio: number) => void;
}

/** The company's logo, or its initial on a rounded square when there is none (or it cannot be loaded). */
export function CompanyLogo({
  company,
  height = 40,
  maxWidth = height * 4,
  align = 'center',
  decorative = false,
  onAspectRatio,
}: CompanyLogoProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (company.logo && failed !== company.logo) {
    return (
      <Box
        component="img"
        src={company.logo}
        alt={decorative ? '' : `${company.name} logo`}
        onError={() => setFailed(company.logo ?? null)}
        onLoad={(event) => {
          const image = event.currentTarget as HTMLImageElement;
          if (image.naturalHeight > 0) onAspectRatio?.(image.naturalWidth / image.naturalHeight);
        }}
        sx={{
          display: 'block',
          height,
          width: 'auto',
          maxWidth,
          objectFit: 'contain',
          objectPosition: align === 'left' ? 'left center' : 'center',
        }}
      />
    );
  }
  return (
    <Avatar
      variant="rounded"
      aria-hidden={decorative || undefined}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : `${company.name} (no logo)`}
      sx={{ width: height, height, fontSize: Math.round(height * 0.45), borderRadius: Math.max(1, height / 32) }}
    >
      {companyInitial(company.name)}
    </Avatar>
  );
}
