import type { Components, Theme } from '@mui/material/styles';
import { green } from './primitives';

/** Component defaults and overrides: quiet surfaces, visible focus, no uppercase buttons. */
export const components: Components<Omit<Theme, 'components'>> = {
  MuiCssBaseline: {
    styleOverrides: {
      html: { WebkitFontSmoothing: 'antialiased', MozOsxFontSmoothing: 'grayscale' },
      body: { minHeight: '100vh' },
      '#root': { minHeight: '100vh' },
      // Inputs draw their own focus ring; everything else focusable gets a visible green outline.
      ':focus-visible:not(input):not(textarea)': { outline: `2px solid ${green[600]}`, outlineOffset: 2 },
    },
  },
  MuiButtonBase: { defaultProps: { disableRipple: false } },
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: {
      root: { borderRadius: 8, paddingInline: 16, minHeight: 38 },
      sizeLarge: { minHeight: 44, fontSize: '0.9375rem' },
      sizeSmall: { minHeight: 30, paddingInline: 10 },
    },
    variants: [
      {
        // The default outlined button is the quiet, neutral one; coloured outlines stay coloured.
        props: { variant: 'outlined', color: 'primary' },
        style: ({ theme }) => ({ borderColor: theme.palette.grey[300], color: theme.palette.text.primary }),
      },
    ],
  },
  MuiIconButton: {
    styleOverrides: { root: ({ theme }) => ({ color: theme.palette.text.secondary, borderRadius: 8 }) },
  },
  MuiPaper: {
    defaultProps: { elevation: 0 },
    styleOverrides: { outlined: ({ theme }) => ({ borderColor: theme.palette.divider }) },
  },
  MuiOutlinedInput: {
    styleOverrides: {
      root: ({ theme }) => ({
        backgroundColor: theme.palette.background.paper,
        '& .MuiOutlinedInput-notchedOutline': { borderColor: theme.palette.grey[300] },
        '&:hover .MuiOutlinedInput-notchedOutline': { borderColor: theme.palette.grey[400] },
      }),
    },
  },
  MuiTextField: { defaultProps: { fullWidth: true } },
  MuiInputLabel: { styleOverrides: { root: { fontWeight: 500 } } },
  MuiAlert: {
    styleOverrides: { root: { borderRadius: 8, alignItems: 'flex-start' } },
  },
  MuiAutocomplete: {
    styleOverrides: {
      paper: ({ theme }) => ({
        border: `1px solid ${theme.palette.divider}`,
        boxShadow: '0 10px 30px -10px rgb(17 24 39 / 0.18)',
      }),
      noOptions: ({ theme }) => ({ color: theme.palette.text.secondary, fontSize: '0.875rem' }),
    },
  },
  MuiLink: { defaultProps: { underline: 'hover' }, styleOverrides: { root: { fontWeight: 500 } } },
};
