import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';
import { CompanyLogo } from '@/entities/company';
import { MenuIcon } from '@/shared/ui/icons';
import type { ShellUser } from './types';
import { UserMenu } from './UserMenu';

export interface TopBarProps {
  title?: string;
  user: ShellUser;
  navigationOpen: boolean;
  navigationId: string;
  /** The pointer is over, or the focus on, the menu button: the navigation may be opened next. */
  onPrepareNavigation: () => void;
  onOpenNavigation: () => void;
  onSignOut: () => void;
  actions?: ReactNode;
}

/** The bar across the top (beside the drawer on wide windows): menu button, page title, actions, user menu. */
export function TopBar({
  title,
  user,
  navigationOpen,
  navigationId,
  onPrepareNavigation,
  onOpenNavigation,
  onSignOut,
  actions,
}: TopBarProps) {
  return (
    <header className="shell-top-bar">
      <div className="shell-toolbar">
        <IconButton
          edge="start"
          className="shell-phone-only"
          aria-label="Open navigation"
          aria-controls={navigationOpen ? navigationId : undefined}
          aria-expanded={navigationOpen}
          onPointerEnter={onPrepareNavigation}
          onFocus={onPrepareNavigation}
          onClick={onOpenNavigation}
        >
          <MenuIcon />
        </IconButton>
        {user.company.logo ? (
          // On phones the drawer is closed: the company's logo stays in sight here.
          <div className="shell-top-bar-logo">
            <CompanyLogo company={user.company} height={28} maxWidth={72} align="left" />
          </div>
        ) : null}
        <p className="shell-title">{title}</p>
        <div className="shell-actions">
          {actions}
          <UserMenu user={user} onSignOut={onSignOut} />
        </div>
      </div>
    </header>
  );
}
