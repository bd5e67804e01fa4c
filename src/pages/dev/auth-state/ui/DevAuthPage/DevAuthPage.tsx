import Box from '@mui/material/Box';
import { PageHeader } from '@/shared/ui/page-header';
import { OutboxList } from '../OutboxList/OutboxList';
import { SessionPanel } from '../SessionPanel/SessionPanel';

/** A developer page (development builds only): the session and the mail outbox. */
export function DevAuthPage() {
  return (
    <>
      <PageHeader
        title="Auth playground"
        description="Session state, tokens and the mailed links (invitations, resets, email changes)."
      />
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, alignItems: 'start' }}>
        <SessionPanel />
        <OutboxList />
      </Box>
    </>
  );
}
