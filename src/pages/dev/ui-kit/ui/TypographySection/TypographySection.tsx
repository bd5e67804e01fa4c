import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DevSection } from '../DevSection/DevSection';

const VARIANTS = ['h1', 'h2', 'h3', 'h4', 'subtitle1', 'subtitle2', 'body1', 'body2', 'caption', 'overline'] as const;

export function TypographySection() {
  return (
    <DevSection title="Typography" description="Inter, bundled with the app.">
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {VARIANTS.map((variant) => (
          <Box
            key={variant}
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '120px 1fr' }, alignItems: 'baseline', gap: 1 }}
          >
            <Typography variant="caption" color="text.secondary">
              {variant}
            </Typography>
            <Typography variant={variant} component="p">
              Materials flow down, signed forms flow back up.
            </Typography>
          </Box>
        ))}
      </Box>
    </DevSection>
  );
}
