import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { errorDetail, useListPendingVersionsQuery } from '@/shared/api';
import { PageHeader } from '@/shared/ui/page-header';
import { PendingCard } from '../PendingCard/PendingCard';

/** The approvers' queue: versions waiting for approval, oldest first, each beside the version clients get now. */
export function ApprovalsPage() {
  const queue = useListPendingVersionsQuery();
  return (
    <>
      <PageHeader title="Approvals" description="Materials waiting for approval before they reach clients, oldest first." />
      {queue.isLoading ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
          <CircularProgress aria-label="Loading approvals" />
        </Box>
      ) : queue.isError ? (
        <Alert severity="error">{errorDetail(queue.error) ?? 'The approvals could not be loaded.'}</Alert>
      ) : queue.data?.items.length ? (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {queue.data.items.map((item) => (
            <PendingCard key={`${item.material_id}:${item.number}`} item={item} />
          ))}
        </Box>
      ) : (
        <Alert severity="success">Nothing is waiting for approval.</Alert>
      )}
    </>
  );
}
