import { createTheme } from '@mui/material/styles';
import './fonts';
import { components } from './components';
import { amber, blue, coolGray, fontFamily, green, red, white } from './primitives';

/** The one theme: light only (spec §1), primary green, greys from the cool palette. */
export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: green[700], light: green[500], dark: green[800], contrastText: white },
    secondary: { main: coolGray[700], light: coolGray[500], dark: coolGray[900], contrastText: white },
    error: { main: red[600], light: red[500], dark: red[700], contrastText: white },
    warning: { main: amber[600], light: amber[500], dark: amber[700], contrastText: white },
    info: { main: blue[600], light: blue[500], dark: blue[700], contrastText: white },
    success: { main: green[700], light: green[500], dark: green[800], contrastText: white },
    grey: coolGray,
    text: { primary: coolGray[900], secondary: coolGray[600], disabled: coolGray[400] },
    divider: coolGray[200],
    background: { default: coolGray[50], paper: white },
    action: { hover: coolGray[100], selected: green[50], focus: coolGray[200] },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily,
    h1: { fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.25, letterSpacing: '-0.02em' },
    h2: { fontSize: '1.375rem', fontWeight: 600, lineHeight: 1.3, letterSpacing: '-0.01em' },
    h3: { fontSize: '1.125rem', fontWeight: 600, lineHeight: 1.4 },
    h4: { fontSize: '1rem', fontWeight: 600, lineHeight: 1.5 },
    h5: { fontSize: '0.9375rem', fontWeight: 600, lineHeight: 1.5 },
    h6: { fontSize: '0.875rem', fontWeight: 600, lineHeight: 1.5 },
    subtitle1: { fontSize: '1rem', fontWeight: 500 },
    subtitle2: { fontSize: '0.875rem', fontWeight: 500 },
    body1: { fontSize: '0.9375rem', lineHeight: 1.6 },
    body2: { fontSize: '0.875rem', lineHeight: 1.55 },
    caption: { fontSize: '0.75rem', lineHeight: 1.5 },
    overline: { fontSize: '0.6875rem', fontWeight: 600, letterSpacing: '0.08em' },
    button: { textTransform: 'none', fontWeight: 600, letterSpacing: 0 },
  },
  components,
});

export type AppTheme = typeof theme;
