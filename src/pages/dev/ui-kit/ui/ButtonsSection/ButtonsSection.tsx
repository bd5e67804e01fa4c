import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { FolderIcon, SettingsIcon } from '@/shared/ui/icons';
import { DevSection } from '../DevSection/DevSection';

export function ButtonsSection() {
  return (
    <DevSection title="Buttons">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <Button variant="contained">Contained</Button>
        <Button variant="outlined">Outlined</Button>
        <Button>Text</Button>
        <Button variant="contained" color="error">
          Archive
        </Button>
        <Button variant="contained" startIcon={<FolderIcon />}>
          New folder
        </Button>
        <Button variant="contained" size="small">
          Small
        </Button>
        <Button variant="contained" size="large">
          Large
        </Button>
        <Button variant="contained" disabled>
          Disabled
        </Button>
        <Button variant="contained" loading>
          Loading
        </Button>
        <IconButton aria-label="Settings">
          <SettingsIcon />
        </IconButton>
      </Box>
    </DevSection>
  );
}
