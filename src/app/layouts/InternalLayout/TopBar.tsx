import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { CompanyLogo } from '@/entities/company';
import { MenuIcon } from '@/shared/ui/icons';
import type { ShellUser } from './types';
import { UserMenu } from './UserMenu';

export interface TopBarProps {
  title?: string;
  user: ShellUser;
  drawerWidth: number;
  navigationOpen: boolean;
  navigationId: string;
  /** The pointer is over, or the focus on, the menu button: the navigation may be opened next. */
  onPrepareNavigation: () => void;
  onOpenNavigation: () => void;
  onSignOut: () => void;
  actions?: ReactNode;
}

export function TopBar({
  title,
  user,
  drawerWidth,
  navigationOpen,
  navigationId,
  onPrepareNavigation,
  onOpenNavigation,
  onSignOut,
  actions,
}: TopBarProps) {
  return (
    <AppBar position="fixed" sx={{ width: { md: `calc(100% - ${drawerWidth}px)` }, ml: { md: `${drawerWidth}px` } }}>
      <Toolbar sx={{ gap: 1, minHeight: { xs: 56, sm: 64 }, px: { xs: 1.5, sm: 3 } }}>
        <IconButton
          edge="start"
          aria-label="Open navigation"
          aria-controls={navigationOpen ? navigationId : undefined}
          aria-expanded={navigationOpen}
          onPointerEnter={onPrepareNavigation}
          onFocus={onPrepareNavigation}
          onClick={onOpenNavigation}
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        {user.company.logo ? (
          // On phones the drawer is closed: the company's logo stays in sight here.
          <Box sx={{ display: { xs: 'block', md: 'none' }, flexShrink: 0, mr: 0.5 }}>
            <CompanyLogo company={user.company} height={28} maxWidth={72} align="left" />
          </Box>
        ) : null}
        <Typography component="p" variant="h4" noWrap sx={{ flex: 1, minWidth: 0 }}>
          {title}
        </Typography>
        <Box sx={{ flexShrink: 0, display: 'flex', alignItems: 'center', gap: 0.5 }}>
          {actions}
          <UserMenu user={user} onSignOut={onSignOut} />
        </Box>
      </Toolbar>
    </AppBar>
  );
}
