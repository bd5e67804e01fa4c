import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { lazyComponent } from '@/shared/lib/lazy-component';
import { MAIN_CONTENT_ID } from '@/shared/ui/skip-link';
import { NavigationDrawerContent } from './NavigationDrawerContent';
import { PermanentDrawer } from './PermanentDrawer';
import { shellStyle } from './shell-style';
import { TopBar } from './TopBar';
import type { NavigationGroups, ShellUser } from './types';
import './internal-layout.css';

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
 * (MUI's Drawer, Modal, Slide…) only when the menu button is about to be used. The frame, the top bar
 * and the permanent drawer are styled by a static style sheet (internal-layout.css).
 */
export function InternalLayout({ navigation, user, title, onSignOut, actions, children }: InternalLayoutProps) {
  const [open, setOpen] = useState(false);
  // Below `md` the navigation is a drawer behind the menu button, from there on always in view.
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const style = useMemo(() => shellStyle(theme, DRAWER_WIDTH), [theme]);
  const navigationId = useId();
  const drawer = (onNavigate?: () => void) => (
    <NavigationDrawerContent navigation={navigation} company={user.company} onNavigate={onNavigate} />
  );

  return (
    <div className="shell" style={style}>
      <TopBar
        title={title}
        user={user}
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
      <div className="shell-drawer-space">
        {phone ? (
          <LazyTemporaryDrawer id={navigationId} width={DRAWER_WIDTH} open={open} onClose={() => setOpen(false)}>
            {drawer(() => setOpen(false))}
          </LazyTemporaryDrawer>
        ) : (
          <PermanentDrawer>{drawer()}</PermanentDrawer>
        )}
      </div>
      <main className="shell-main" id={MAIN_CONTENT_ID} tabIndex={-1}>
        <div className="shell-toolbar-spacer" />
        <div className="shell-content">{children}</div>
      </main>
    </div>
  );
}
