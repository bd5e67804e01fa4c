import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider as MuiThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { theme } from '@/shared/ui/theme';

/**
 * Emotion's styles without its vendor prefixer: the browsers the bundle targets (rspack.config.ts) need
 * no prefixes, and prefixing every rule was the largest single cost of the sign-in page's first commit.
 * Same key as emotion's default cache, so class names stay `css-…`.
 */
const emotionCache = createCache({ key: 'css', stylisPlugins: [] });

/** The app's one theme (light, green, cool greys) and the CSS baseline. */
export function ThemeProvider({ children }: { children?: ReactNode }) {
  return (
    <CacheProvider value={emotionCache}>
      <MuiThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </MuiThemeProvider>
    </CacheProvider>
  );
}
