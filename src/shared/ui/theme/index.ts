export { appTheme } from './app-theme';
export { theme } from './theme';
export type { AppTheme } from './theme';
export { amber, blue, coolGray, fontFamily, green, red, white } from './primitives';
