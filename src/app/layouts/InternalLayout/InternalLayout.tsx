import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, useState, type ReactNode } from 'react';
import { lazyComponent } from '@/shared/lib/lazy-component';
import { MAIN_CONTENT_ID } from '@/shared/ui/skip-link';
import { NavigationDrawerContent } from './NavigationDrawerContent';
import { PermanentDrawer } from './PermanentDrawer';
import { TopBar } from './TopBar';
import type { NavigationGroups, ShellUser } from './types';

export const DRAWER_WIDTH = 256;

/** The phone's drawer loads when first wanted: a pointer over, or the focus on, the menu button. */
const { Component: LazyTemporaryDrawer, preload: preloadTemporaryDrawer } = lazyComponent(
  async () => (await import(/* webpackChunkName: "shell-popups" */ './TemporaryDrawer')).TemporaryDrawer,
);

export interface InternalLayoutProps {
  navigation: NavigationGroups;
  user: ShellUser;
  title?: string;
  onSignOut: () => void;
  /** Controls shown in the top bar before the user menu (e.g. the notification bell). */
  actions?: ReactNode;
  children?: ReactNode;
}

/**
 * The signed-in app shell: a permanent drawer on desktop, a temporary one behind the menu button on
 * phones, the top bar with the page title and the user menu, and the page. Only the drawer for the
 * window's width is rendered, and the phone's only while it is open: the first page of a visit renders
 * the navigation once, not three times (the hidden drawer, and the closed one kept in a portal that
 * mounts it again, synchronously, after the first commit). The phone's drawer, a modal one, loads its code
 * (MUI's Drawer, Modal, Slide…) only when the menu button is about to be used.
 */
export function InternalLayout({ navigation, user, title, onSignOut, actions, children }: InternalLayoutProps) {
  const [open, setOpen] = useState(false);
  // Below `md` the navigation is a drawer behind the menu button, from there on always in view.
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));
  const navigationId = useId();
  const drawer = (onNavigate?: () => void) => (
    <NavigationDrawerContent navigation={navigation} company={user.company} onNavigate={onNavigate} />
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <TopBar
        title={title}
        user={user}
        drawerWidth={DRAWER_WIDTH}
        navigationOpen={phone && open}
        navigationId={navigationId}
        onPrepareNavigation={preloadTemporaryDrawer}
        onOpenNavigation={() => {
          preloadTemporaryDrawer();
          setOpen(true);
        }}
        onSignOut={onSignOut}
        actions={actions}
      />
      <Box sx={{ width: { md: DRAWER_WIDTH }, flexShrink: { md: 0 } }}>
        {phone ? (
          <LazyTemporaryDrawer id={navigationId} width={DRAWER_WIDTH} open={open} onClose={() => setOpen(false)}>
            {drawer(() => setOpen(false))}
          </LazyTemporaryDrawer>
        ) : (
          <PermanentDrawer width={DRAWER_WIDTH}>{drawer()}</PermanentDrawer>
        )}
      </Box>
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ flex: 1, minWidth: 0, outline: 'none', width: { md: `calc(100% - ${DRAWER_WIDTH}px)` } }}
      >
        <Toolbar sx={{ minHeight: { xs: 56, sm: 64 } }} />
        <Box sx={{ px: { xs: 2, sm: 3, lg: 4 }, py: { xs: 3, sm: 4 }, maxWidth: 1280, mx: 'auto' }}>{children}</Box>
      </Box>
    </Box>
  );
}
