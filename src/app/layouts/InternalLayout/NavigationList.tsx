import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { NavLink, useLocation } from 'react-router-dom';
import { visuallyHidden } from '@/shared/ui/visually-hidden';
import type { NavigationItem } from './types';

const countSx = {
  ml: 1,
  px: 0.75,
  minWidth: 22,
  borderRadius: 11,
  textAlign: 'center',
  fontSize: '0.75rem',
  fontWeight: 600,
  bgcolor: 'warning.light',
  color: 'text.primary',
} as const;

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
  // The most specific entry is the current one (Approvals, not Materials, on /materials/approvals).
  const current = items
    .filter((item) => isActivePath(pathname, item.to))
    .reduce<string | null>((best, item) => (!best || item.to.length > best.length ? item.to : best), null);
  return (
    <List disablePadding sx={{ display: 'grid', gap: 0.25 }}>
      {items.map((item) => {
        const active = item.to === current;
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
              {item.count ? (
                <Box component="span" sx={countSx}>
                  {item.count}
                  <Box component="span" sx={visuallyHidden}>
                    {' '}
                    waiting
                  </Box>
                </Box>
              ) : null}
            </ListItemButton>
          </li>
        );
      })}
    </List>
  );
}
