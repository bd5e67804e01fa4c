import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface SectionCardProps {
  /** The section's h2, which also names it (a region). */
  title: string;
  /** `h5` for a page's main sections; `h6` for the smaller panels of a dense page. */
  size?: 'h5' | 'h6';
  /** Lays the heading and the content out as a grid with this gap (theme spacing) instead of a stack. */
  gap?: number;
  children: ReactNode;
}

/** An outlined card that is a titled section of a page. */
export function SectionCard({ title, size = 'h5', gap, children }: SectionCardProps) {
  const grid = gap !== undefined;
  return (
    <Card component="section" variant="outlined" aria-label={title}>
      <CardContent sx={grid ? { display: 'grid', gap } : undefined}>
        <Typography component="h2" variant={size} sx={grid ? undefined : { mb: 1.5 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
