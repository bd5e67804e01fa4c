import Box from '@mui/material/Box';
import { useState } from 'react';
import { SelectMenu } from '@/shared/ui/select-menu';
import { US_STATE_OPTIONS } from '@/shared/api';
import { DevSection } from '../DevSection/DevSection';

export function SelectMenuSection() {
  const [state, setState] = useState<string | null>(null);
  const [nothing, setNothing] = useState<string | null>(null);
  return (
    <DevSection title="Select menu" description='Type to search. Try "ontario" (not a US state), or open the empty one.'>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <SelectMenu
          label="State"
          options={US_STATE_OPTIONS}
          value={state}
          onChange={setState}
          helperText={state ? `Selected: ${state}` : 'Pick a state'}
        />
        <SelectMenu label="Upline" options={[]} value={nothing} onChange={setNothing} helperText="No options at all" />
      </Box>
    </DevSection>
  );
}
