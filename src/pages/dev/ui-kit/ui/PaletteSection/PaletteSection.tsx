import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { DevSection } from '../DevSection/DevSection';

const INTENTS = ['primary', 'secondary', 'success', 'info', 'warning', 'error'] as const;
const SHADES = ['light', 'main', 'dark'] as const;
const GREYS = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900] as const;

function Swatch({ color, label }: { color: string; label: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Box sx={{ height: 40, borderRadius: 1.5, bgcolor: color, border: 1, borderColor: 'divider' }} />
      <Typography variant="caption" color="text.secondary" noWrap sx={{ display: 'block', mt: 0.5 }}>
        {label}
      </Typography>
    </Box>
  );
}

export function PaletteSection() {
  const { palette } = useTheme();
  return (
    <DevSection title="Palette" description="Light only. Primary green, greys from the cool palette.">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(3, 1fr)', sm: 'repeat(6, 1fr)' } }}>
        {INTENTS.map((intent) => (
          <Box key={intent}>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1, textTransform: 'capitalize' }}>
              {intent}
            </Typography>
            <Box sx={{ display: 'grid', gap: 1 }}>
              {SHADES.map((shade) => (
                <Swatch key={shade} color={`${intent}.${shade}`} label={`${shade} ${palette[intent][shade]}`} />
              ))}
            </Box>
          </Box>
        ))}
      </Box>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 3, mb: 1 }}>
        Grey
      </Typography>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: 'repeat(5, 1fr)', sm: 'repeat(10, 1fr)' } }}>
        {GREYS.map((shade) => (
          <Swatch key={shade} color={`grey.${shade}`} label={`${shade}`} />
        ))}
      </Box>
    </DevSection>
  );
}
