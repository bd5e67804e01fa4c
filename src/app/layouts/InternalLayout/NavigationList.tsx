import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { NavLink, useLocation } from 'react-router-dom';
import type { NavigationItem } from './types';

export interface NavigationListProps {
  items: NavigationItem[];
  onNavigate?: () => void;
}

export function isActivePath(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

/** The drawer's links; the current section is highlighted and marked as the current page. */
export function NavigationList({ items, onNavigate }: NavigationListProps) {
  const { pathname } = useLocation();
  return (
    <List disablePadding sx={{ display: 'grid', gap: 0.25 }}>
      {items.map((item) => {
        const active = isActivePath(pathname, item.to);
        return (
          <li key={item.to}>
            <ListItemButton
              component={NavLink}
              to={item.to}
              selected={active}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
              sx={{ py: 0.875, px: 1.5 }}
            >
              <ListItemIcon>{item.icon}</ListItemIcon>
              <ListItemText primary={item.label} slotProps={{ primary: { sx: { fontSize: '0.875rem', fontWeight: 500 } } }} />
            </ListItemButton>
          </li>
        );
      })}
    </List>
  );
}
