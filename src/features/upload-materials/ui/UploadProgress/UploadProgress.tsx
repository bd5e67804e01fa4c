import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatBytes } from '@/shared/lib/file';
import type { UploadItem } from '../../model/useUploads';

export interface UploadProgressProps {
  items: UploadItem[];
  onCancel: (id: string) => void;
  onRetry: (id: string) => void;
  onCancelAll: () => void;
  onClear: () => void;
}

const STATUS_TEXT: Record<UploadItem['status'], string> = {
  uploading: 'Uploading',
  done: 'Uploaded',
  error: 'Failed',
  cancelled: 'Cancelled',
};

const percent = (loaded: number, total: number) => (total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0);

/** The bar of one upload: full when done, empty when cancelled, as far as it got otherwise. */
function itemPercent(item: UploadItem): number {
  if (item.status === 'done') return 100;
  if (item.status === 'cancelled') return 0;
  return percent(item.loaded, item.total || item.file.size);
}

/** Progress of every upload and of all of them together, with cancel and retry (shown by `UploadPanel`). */
export function UploadProgress({ items, onCancel, onRetry, onCancelAll, onClear }: UploadProgressProps) {
  const active = items.filter((item) => item.status !== 'cancelled');
  const loaded = active.reduce((sum, item) => sum + (item.status === 'done' ? item.file.size : item.loaded), 0);
  const total = active.reduce((sum, item) => sum + (item.total || item.file.size), 0);
  const running = items.some((item) => item.status === 'uploading');
  const done = items.filter((item) => item.status === 'done').length;
  const cancelled = items.length - active.length;
  const summary =
    active.length === 0
      ? `${cancelled === 1 ? 'Upload' : 'All uploads'} cancelled`
      : `${running ? `Uploading ${done} of ${items.length} done` : `${done} of ${items.length} uploaded`} · ${formatBytes(loaded)} of ${formatBytes(total)}${cancelled > 0 ? ` · ${cancelled} cancelled` : ''}`;
  return (
    <Paper component="section" aria-label="Uploads" variant="outlined" sx={{ p: 2, mb: 2, minWidth: 0, overflow: 'hidden' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
        <Typography variant="subtitle2" sx={{ flex: 1, minWidth: 0 }}>
          {summary}
        </Typography>
        {running ? (
          <Button size="small" onClick={onCancelAll}>
            Cancel all
          </Button>
        ) : (
          <Button size="small" onClick={onClear}>
            Close
          </Button>
        )}
      </Box>
      {active.length > 0 ? (
        <LinearProgress variant="determinate" value={percent(loaded, total)} aria-label="Total upload progress" sx={{ mb: 2 }} />
      ) : null}
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.5 }}
      >
        {items.map((item) => (
          <Box component="li" key={item.id} aria-label={item.file.name} sx={{ minWidth: 0 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
              <Tooltip title={item.file.name}>
                <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0 }}>
                  {item.file.name}
                </Typography>
              </Tooltip>
              <Typography
                variant="caption"
                color={item.status === 'error' ? 'error' : 'text.secondary'}
                sx={{ flexShrink: 0, maxWidth: '50%', overflowWrap: 'anywhere' }}
              >
                {item.status === 'error' && item.error ? `${STATUS_TEXT.error}: ${item.error}` : STATUS_TEXT[item.status]}
              </Typography>
              {item.status === 'uploading' ? (
                <Button size="small" onClick={() => onCancel(item.id)} aria-label={`Cancel ${item.file.name}`}>
                  Cancel
                </Button>
              ) : null}
              {item.status === 'error' || item.status === 'cancelled' ? (
                <Button size="small" onClick={() => onRetry(item.id)} aria-label={`Retry ${item.file.name}`}>
                  Retry
                </Button>
              ) : null}
            </Box>
            <LinearProgress
              variant="determinate"
              color={item.status === 'error' ? 'error' : item.status === 'done' ? 'success' : 'primary'}
              value={itemPercent(item)}
              aria-label={`Progress of ${item.file.name}`}
            />
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
