import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';
import { errorDetail } from '@/shared/api';
import { EmptyState } from '@/shared/ui/empty-state';
import { AlertCircleIcon } from '@/shared/ui/icons';

export interface LoadStateProps {
  /** What is loading, for a screen reader: "Loading {what}". */
  what: string;
  query: { isLoading: boolean; isError: boolean; error?: unknown; data?: unknown; refetch: () => unknown };
  children: ReactNode;
}

/** A query's loading spinner, or its error with a way to try again, or what it loaded. */
export function LoadState({ what, query, children }: LoadStateProps) {
  if (query.isLoading)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
        <CircularProgress aria-label={`Loading ${what}`} />
      </Box>
    );
  if (query.isError && !query.data)
    return (
      <EmptyState
        icon={<AlertCircleIcon />}
        title={`${what.charAt(0).toUpperCase()}${what.slice(1)} could not be loaded`}
        description={errorDetail(query.error as Parameters<typeof errorDetail>[0]) ?? 'Check your connection and try again.'}
        action={
          <Button variant="outlined" onClick={() => void query.refetch()}>
            Try again
          </Button>
        }
      />
    );
  return <>{children}</>;
}
