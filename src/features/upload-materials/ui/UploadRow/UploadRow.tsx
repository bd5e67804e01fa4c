import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { detailText, isCancellable, itemPercent, STATUS_TEXT } from '../../lib/upload-text';
import type { UploadItem } from '../../model/upload-queue';
import { STILL_BAR } from '../still-bar';

export interface UploadRowProps {
  item: UploadItem;
  onCancel: (id: string) => void;
  onRetry: (id: string) => void;
  onDiscard: (id: string) => void;
}

const BAR_COLOR: Partial<Record<UploadItem['status'], 'error' | 'success' | 'warning'>> = {
  error: 'error',
  done: 'success',
  offline: 'warning',
};

/** One upload: name, state, its actions, its bar, and how far, how fast and how long still. */
export function UploadRow({ item, onCancel, onRetry, onDiscard }: UploadRowProps) {
  const detail = detailText(item);
  const action = (label: string, run: (id: string) => void) => (
    <Button size="small" onClick={() => run(item.id)} aria-label={`${label} ${item.name}`}>
      {label}
    </Button>
  );
  return (
    <Box component="li" aria-label={item.name} sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, flexWrap: 'wrap' }}>
        <Tooltip title={item.name}>
          <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0, flexBasis: '8rem' }}>
            {item.name}
          </Typography>
        </Tooltip>
        <Typography
          variant="caption"
          color={item.status === 'error' ? 'error' : 'text.secondary'}
          sx={{ flexShrink: 0, maxWidth: '100%', overflowWrap: 'anywhere' }}
        >
          {item.status === 'error' && item.error ? `${STATUS_TEXT.error}: ${item.error}` : STATUS_TEXT[item.status]}
        </Typography>
        <Box sx={{ display: 'flex', flexShrink: 0 }}>
          {item.status === 'error' || item.status === 'cancelled' ? action('Retry', onRetry) : null}
          {isCancellable(item) ? action('Cancel', onCancel) : null}
          {item.status === 'unfinished' ? action('Discard', onDiscard) : null}
        </Box>
      </Box>
      <LinearProgress
        variant="determinate"
        color={BAR_COLOR[item.status] ?? 'primary'}
        value={itemPercent(item)}
        aria-label={`Progress of ${item.name}`}
        sx={STILL_BAR}
      />
      {detail ? (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {detail}
        </Typography>
      ) : null}
    </Box>
  );
}
