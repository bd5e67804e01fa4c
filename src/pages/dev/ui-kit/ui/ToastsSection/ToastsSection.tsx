import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { notifyError, notifyInfo, notifySuccess } from '@/shared/ui/toast';
import { DevSection } from '../DevSection/DevSection';

/** Fake API errors, shaped like RTK Query's, to show the error toast rule (spec §8). */
const FAKE_400 = { status: 400, data: { detail: 'A folder with this name already exists.' } };
const FAKE_500 = { status: 500, data: { detail: 'database is locked' } };
const FALLBACK = 'We could not save your changes. Please try again.';

export function ToastsSection() {
  return (
    <DevSection
      title="Toasts"
      description="Close after 5 seconds. Error toasts show the server's detail for a 400, the caller's fallback otherwise."
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button variant="outlined" onClick={() => notifySuccess('Your changes were saved.', 'Saved')}>
          Success toast
        </Button>
        <Button variant="outlined" onClick={() => notifyInfo('A new material was shared with you.')}>
          Info toast
        </Button>
        <Button variant="outlined" color="error" onClick={() => notifyError(FAKE_400, FALLBACK)}>
          Error toast (400 with detail)
        </Button>
        <Button variant="outlined" color="error" onClick={() => notifyError(FAKE_500, FALLBACK)}>
          Error toast (500, fallback)
        </Button>
      </Box>
    </DevSection>
  );
}
