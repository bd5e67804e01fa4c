import type { ReactNode } from 'react';

export interface PermanentDrawerProps {
  children: ReactNode;
}

/**
 * The navigation always in view on wide windows, drawn as MUI's permanent Drawer draws it (a fixed
 * paper along the left edge, a divider on its right; internal-layout.css) without importing Drawer,
 * which brings Modal, Slide and Backdrop for the temporary variant.
 */
export function PermanentDrawer({ children }: PermanentDrawerProps) {
  return <div className="shell-drawer">{children}</div>;
}
