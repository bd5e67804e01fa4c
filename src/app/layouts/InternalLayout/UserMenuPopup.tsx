import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { displayName, roleLabel, UserAvatar } from '@/entities/session';
import { BriefcaseIcon, LogOutIcon, UserIcon } from '@/shared/ui/icons';
import type { ShellUser } from './types';

export interface UserMenuPopupProps {
  id: string;
  user: ShellUser;
  /** The button the menu opens from; null while it is closed. */
  anchor: HTMLElement | null;
  onClose: () => void;
  onSignOut: () => void;
}

/** The user menu's popup: who is signed in, profile, company, sign out. Loaded when first wanted (UserMenu). */
export function UserMenuPopup({ id, user, anchor, onClose, onSignOut }: UserMenuPopupProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { mt: 1, minWidth: 240 } } }}
    >
      <Box sx={{ px: 2, pt: 1, pb: 1.5, display: 'flex', gap: 1.5, alignItems: 'center' }}>
        <UserAvatar user={user} size={40} decorative />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
            {displayName(user)}
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
      <MenuItem component={RouterLink} to="/settings/profile" onClick={onClose}>
        <ListItemIcon>
          <UserIcon fontSize="small" />
        </ListItemIcon>
        Profile
      </MenuItem>
      <MenuItem component={RouterLink} to="/settings/company" onClick={onClose}>
        <ListItemIcon>
          <BriefcaseIcon fontSize="small" />
        </ListItemIcon>
        Company
      </MenuItem>
      <Divider />
      <MenuItem
        onClick={() => {
          onClose();
          onSignOut();
        }}
      >
        <ListItemIcon>
          <LogOutIcon fontSize="small" />
        </ListItemIcon>
        Sign out
      </MenuItem>
    </Menu>
  );
}
