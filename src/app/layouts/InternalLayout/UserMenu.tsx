import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { displayName, roleLabel, UserAvatar } from '@/entities/session';
import { BriefcaseIcon, ChevronDownIcon, LogOutIcon, UserIcon } from '@/shared/ui/icons';
import type { ShellUser } from './types';

export interface UserMenuProps {
  user: ShellUser;
  onSignOut: () => void;
}

/** The avatar button in the top bar and its menu: who is signed in, profile, company, sign out. */
export function UserMenu({ user, onSignOut }: UserMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const name = displayName(user);
  const close = () => setAnchor(null);

  return (
    <>
      <ButtonBase
        // The name holds the visible name and role, in order (WCAG 2.5.3: the label is in the name).
        aria-label={`Account menu for ${name} ${roleLabel(user.role)}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
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
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { mt: 1, minWidth: 240 } } }}
      >
        <Box sx={{ px: 2, pt: 1, pb: 1.5, display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <UserAvatar user={user} size={40} decorative />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
              {name}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap sx={{ display: 'block' }}>
              {roleLabel(user.role)} · {user.company.name}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap sx={{ display: 'block' }}>
              {user.email}
            </Typography>
          </Box>
        </Box>
        <Divider />
        <MenuItem component={RouterLink} to="/settings/profile" onClick={close}>
          <ListItemIcon>
            <UserIcon fontSize="small" />
          </ListItemIcon>
          Profile
        </MenuItem>
        <MenuItem component={RouterLink} to="/settings/company" onClick={close}>
          <ListItemIcon>
            <BriefcaseIcon fontSize="small" />
          </ListItemIcon>
          Company
        </MenuItem>
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            onSignOut();
          }}
        >
          <ListItemIcon>
            <LogOutIcon fontSize="small" />
          </ListItemIcon>
          Sign out
        </MenuItem>
      </Menu>
    </>
  );
}
