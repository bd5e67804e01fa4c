import type { Theme } from '@mui/material/styles';
import type { CSSProperties } from 'react';

/** The theme's values the shell's style sheet (internal-layout.css) uses, as custom properties. */
export function shellStyle(theme: Theme, drawerWidth: number): CSSProperties {
  const title = theme.typography.h4;
  const variables: Record<`--shell-${string}`, string | number | undefined> = {
    '--shell-background': theme.palette.background.default,
    '--shell-paper': theme.palette.background.paper,
    '--shell-divider': theme.palette.divider,
    '--shell-text': theme.palette.text.primary,
    '--shell-z-app-bar': theme.zIndex.appBar,
    '--shell-z-drawer': theme.zIndex.drawer,
    '--shell-drawer-width': `${drawerWidth}px`,
    '--shell-title-font-family': title.fontFamily,
    '--shell-title-font-size': title.fontSize,
    '--shell-title-font-weight': title.fontWeight,
    '--shell-title-line-height': title.lineHeight,
    '--shell-title-letter-spacing': title.letterSpacing,
  };
  return variables as CSSProperties;
}
