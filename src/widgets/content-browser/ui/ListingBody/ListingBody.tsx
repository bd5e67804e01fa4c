import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';
import { UploadButton } from '@/features/upload-materials';
import { errorDetail, type ContentItem } from '@/shared/api';
import { EmptyState } from '@/shared/ui/empty-state';
import { FolderIcon, UploadIcon } from '@/shared/ui/icons';

export interface ListingBodyProps {
  listing: { isLoading: boolean; isError: boolean; error?: unknown; refetch: () => unknown };
  items: ContentItem[];
  /** How many items the list holds on all its pages. */
  total: number;
  /** The trimmed search text. */
  query: string;
  own: boolean;
  inFolder: boolean;
  /** The kind the list is narrowed to, in words ("intake forms"); none when it shows everything. */
  typeLabel?: string;
  onFiles: (files: File[]) => void;
  emptyTitle?: string;
  emptyDescription?: string;
  /** The list itself, shown when there is something to show. */
  children: ReactNode;
}

/**
 * Loading, a failure with "Try again", the right empty state, or the list. A page that is empty while the
 * list holds items (a page past the end, about to move back) shows loading, never "empty".
 */
export function ListingBody({
  listing,
  items,
  total,
  query,
  own,
  inFolder,
  typeLabel,
  onFiles,
  emptyTitle,
  emptyDescription,
  children,
}: ListingBodyProps) {
  if (listing.isLoading || (items.length === 0 && total > 0)) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading materials" />
      </Box>
    );
  }
  if (listing.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void listing.refetch()}>
            Try again
          </Button>
        }
      >
        {errorDetail(listing.error) ?? 'The materials could not be loaded.'}
      </Alert>
    );
  }
  if (items.length > 0) return children;
  if (query) return <EmptyState title="Nothing matches" description={`No folder or file is called “${query}”.`} />;
  if (typeLabel)
    return <EmptyState title={`No ${typeLabel} here`} description="Choose “All” under Type to see everything in this list." />;
  if (own) {
    return (
      <EmptyState
        icon={<UploadIcon />}
        title={inFolder ? 'This folder is empty' : 'No materials yet'}
        description="Drop files here, or choose them, to upload your first materials."
        action={<UploadButton onFiles={onFiles} label="Choose files" />}
      />
    );
  }
  return (
    <EmptyState
      icon={<FolderIcon />}
      title={emptyTitle ?? 'Nothing shared with you yet'}
      description={emptyDescription ?? 'What others send you appears here.'}
    />
  );
}
