import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';

export interface PermanentDrawerProps {
  width: number;
  children: ReactNode;
}

/**
 * The navigation always in view on wide windows, drawn as MUI's permanent Drawer draws it (a fixed
 * paper along the left edge, a divider on its right) without importing Drawer, which brings Modal,
 * Slide and Backdrop for the temporary variant.
 */
export function PermanentDrawer({ width, children }: PermanentDrawerProps) {
  return (
    <Paper
      square
      elevation={0}
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        zIndex: 'drawer',
        width,
        height: '100%',
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        overflowY: 'auto',
        outline: 0,
        borderRight: 1,
        borderColor: 'divider',
      }}
    >
      {children}
    </Paper>
  );
}
