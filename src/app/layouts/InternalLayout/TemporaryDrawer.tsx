import Drawer from '@mui/material/Drawer';
import type { ReactNode } from 'react';

export interface TemporaryDrawerProps {
  id: string;
  width: number;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The phone's navigation: a modal drawer behind the top bar's menu button. Loaded when first wanted
 * (InternalLayout): MUI's Drawer brings Modal, Slide and Backdrop, which the closed drawer does not need.
 */
export function TemporaryDrawer({ id, width, open, onClose, children }: TemporaryDrawerProps) {
  return (
    <Drawer id={id} variant="temporary" open={open} onClose={onClose} sx={{ '& .MuiDrawer-paper': { width } }}>
      {children}
    </Drawer>
  );
}
