import { createTheme, type Components, type Theme } from '@mui/material/styles';
import { coolGray, green } from './primitives';
import { theme } from './theme';

/** Overrides for the signed-in app shell (bars, drawer, menus), kept out of the first page's bundle. */
const appComponents: Components<Omit<Theme, 'components'>> = {
  MuiCard: {
    defaultProps: { variant: 'outlined' },
    styleOverrides: { root: { borderRadius: 12 } },
  },
  MuiAppBar: {
    defaultProps: { elevation: 0, color: 'inherit' },
    styleOverrides: {
      root: ({ theme }) => ({
        backgroundColor: theme.palette.background.paper,
        borderBottom: `1px solid ${theme.palette.divider}`,
      }),
    },
  },
  MuiDrawer: {
    styleOverrides: { paper: ({ theme }) => ({ borderColor: theme.palette.divider }) },
  },
  MuiListItemButton: {
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: 8,
        color: theme.palette.text.secondary,
        '&.Mui-selected': {
          backgroundColor: theme.palette.action.selected,
          color: theme.palette.primary.dark,
          '& .MuiListItemIcon-root': { color: theme.palette.primary.main },
        },
        '&.Mui-selected:hover': { backgroundColor: green[100] },
      }),
    },
  },
  MuiListItemIcon: {
    styleOverrides: { root: ({ theme }) => ({ minWidth: 36, color: theme.palette.grey[500] }) },
  },
  MuiTooltip: {
    styleOverrides: { tooltip: { backgroundColor: coolGray[800], fontSize: '0.75rem', fontWeight: 500 } },
  },
  MuiMenu: {
    styleOverrides: {
      paper: ({ theme }) => ({
        border: `1px solid ${theme.palette.divider}`,
        boxShadow: '0 10px 30px -10px rgb(17 24 39 / 0.18)',
      }),
    },
  },
  MuiAvatar: {
    styleOverrides: {
      root: {
        backgroundColor: green[100],
        color: green[800],
        fontWeight: 600,
      },
    },
  },
};

/** The theme inside the app shell: the base theme plus the shell's component overrides. */
export const appTheme = createTheme(theme, { components: appComponents });
