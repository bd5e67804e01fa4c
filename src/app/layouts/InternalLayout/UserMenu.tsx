import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { displayName, roleLabel, UserAvatar } from '@/entities/session';
import { lazyComponent } from '@/shared/lib/lazy-component';
import { ChevronDownIcon } from '@/shared/ui/icons';
import type { ShellUser } from './types';

/**
 * The menu itself (MUI's Menu, Popover, Modal…) is not on the first page: it loads when first wanted, in
 * one chunk with the shell's other popups (the bell's, the phone's drawer), which share most of that code.
 */
const { Component: LazyUserMenuPopup, preload: preloadUserMenu } = lazyComponent(
  async () => (await import(/* webpackChunkName: "shell-popups" */ './UserMenuPopup')).UserMenuPopup,
);

export interface UserMenuProps {
  user: ShellUser;
  onSignOut: () => void;
}

/** The avatar button in the top bar and its menu: who is signed in, profile, company, sign out. */
export function UserMenu({ user, onSignOut }: UserMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const name = displayName(user);

  return (
    <>
      <ButtonBase
        // The name holds the visible name and role, in order (WCAG 2.5.3: the label is in the name).
        aria-label={`Account menu for ${name} ${roleLabel(user.role)}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        // Pointing at the button or focusing it loads the menu, so it opens at once on the click or key.
        onPointerEnter={preloadUserMenu}
        onFocus={preloadUserMenu}
        onClick={(event) => {
          preloadUserMenu();
          setAnchor(event.currentTarget);
        }}
        sx={{ borderRadius: 2, px: { xs: 0.5, sm: 1 }, py: 0.5, gap: 1.25, '&:hover': { bgcolor: 'action.hover' } }}
      >
        <UserAvatar user={user} size={32} decorative />
        <Box sx={{ display: { xs: 'none', sm: 'block' }, textAlign: 'left', maxWidth: 180 }}>
          <Typography variant="body2" noWrap sx={{ fontWeight: 600, lineHeight: 1.3 }}>
            {name}
          </Typography>
          {/* A space between the two lines, so the visible text reads "name role" as the label does. */}{' '}
          <Typography variant="caption" color="text.secondary" noWrap sx={{ display: 'block', lineHeight: 1.3 }}>
            {roleLabel(user.role)}
          </Typography>
        </Box>
        <ChevronDownIcon fontSize="small" sx={{ display: { xs: 'none', sm: 'block' }, color: 'text.secondary' }} />
      </ButtonBase>
      <LazyUserMenuPopup id={menuId} user={user} anchor={anchor} onClose={() => setAnchor(null)} onSignOut={onSignOut} />
    </>
  );
}
