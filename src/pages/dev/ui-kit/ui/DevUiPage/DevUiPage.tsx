import Box from '@mui/material/Box';
import { PageHeader } from '@/shared/ui/page-header';
import { ButtonsSection } from '../ButtonsSection/ButtonsSection';
import { PaletteSection } from '../PaletteSection/PaletteSection';
import { SelectMenuSection } from '../SelectMenuSection/SelectMenuSection';
import { ToastsSection } from '../ToastsSection/ToastsSection';
import { TypographySection } from '../TypographySection/TypographySection';

/** The UI kit at a glance (development builds only). */
export function DevUiPage() {
  return (
    <>
      <PageHeader title="UI kit" description="Theme palette, typography, buttons, toasts and the select menu." />
      <Box sx={{ display: 'grid', gap: 3 }}>
        <PaletteSection />
        <TypographySection />
        <ButtonsSection />
        <ToastsSection />
        <SelectMenuSection />
      </Box>
    </>
  );
}
