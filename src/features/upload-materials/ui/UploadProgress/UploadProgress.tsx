import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@/shared/ui/visually-hidden';
import { announcementText, isRunning, summaryText, totalPercent } from '../../lib/upload-text';
import type { UploadItem } from '../../model/upload-queue';
import { UploadRow, type UploadRowProps } from '../UploadRow/UploadRow';
import { STILL_BAR } from '../still-bar';

export interface UploadProgressProps extends Omit<UploadRowProps, 'item'> {
  items: UploadItem[];
  onCancelAll: () => void;
  onClear: () => void;
}

/** Progress of every upload and of all of them together, with their actions (shown by `UploadPanel`). */
export function UploadProgress({ items, onCancelAll, onClear, ...actions }: UploadProgressProps) {
  const running = items.some(isRunning);
  const total = totalPercent(items);
  const closable = items.some((item) => ['done', 'error', 'cancelled'].includes(item.status));
  return (
    <Paper component="section" aria-label="Uploads" variant="outlined" sx={{ p: 2, mb: 2, minWidth: 0, overflow: 'hidden' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
        <Typography variant="subtitle2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {summaryText(items)}
        </Typography>
        {running ? (
          <Button size="small" onClick={onCancelAll}>
            Cancel all
          </Button>
        ) : closable ? (
          <Button size="small" onClick={onClear}>
            Close
          </Button>
        ) : null}
      </Box>
      <Box role="status" sx={visuallyHidden}>
        {announcementText(items)}
      </Box>
      {total !== null ? (
        <LinearProgress variant="determinate" value={total} aria-label="Total upload progress" sx={{ ...STILL_BAR, mb: 2 }} />
      ) : null}
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.5 }}
      >
        {items.map((item) => (
          <UploadRow key={item.id} item={item} {...actions} />
        ))}
      </Box>
    </Paper>
  );
}
