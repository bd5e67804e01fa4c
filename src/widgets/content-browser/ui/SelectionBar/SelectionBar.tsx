import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { CopyIcon, DownloadIcon, MoveIcon, SendIcon, TrashIcon } from '@/shared/ui/icons';

export type SelectionAction = 'move' | 'copy' | 'send' | 'download' | 'delete';

export interface SelectionBarProps {
  count: number;
  /** Which actions apply here (the shared space has no move into one's own folders, for example). */
  actions: SelectionAction[];
  onAction: (action: SelectionAction) => void;
  onClear: () => void;
}

const LABELS: Record<SelectionAction, { label: string; icon: ReactNode }> = {
  move: { label: 'Move', icon: <MoveIcon /> },
  copy: { label: 'Copy', icon: <CopyIcon /> },
  send: { label: 'Send', icon: <SendIcon /> },
  download: { label: 'Download', icon: <DownloadIcon /> },
  delete: { label: 'Delete', icon: <TrashIcon /> },
};

/** What can be done with the selected items; it stays in view below the top bar while the list scrolls. */
export function SelectionBar({ count, actions, onAction, onClear }: SelectionBarProps) {
  if (count === 0) return null;
  return (
    <Box
      role="toolbar"
      aria-label="Selection actions"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        p: 1,
        mb: 2,
        borderRadius: 2,
        position: 'sticky',
        top: { xs: 56, sm: 64 },
        zIndex: (theme) => theme.zIndex.appBar - 1,
        bgcolor: 'background.paper',
        backgroundImage: (theme) => `linear-gradient(${theme.palette.action.selected}, ${theme.palette.action.selected})`,
        boxShadow: 2,
      }}
    >
      <Typography variant="body2" sx={{ mr: 1, fontWeight: 500 }}>
        {count} selected
      </Typography>
      {actions.map((action) => (
        <Button
          key={action}
          size="small"
          startIcon={LABELS[action].icon}
          color={action === 'delete' ? 'error' : 'primary'}
          onClick={() => onAction(action)}
        >
          {LABELS[action].label}
        </Button>
      ))}
      <Button size="small" onClick={onClear} sx={{ ml: 'auto' }}>
        Clear selection
      </Button>
    </Box>
  );
}
