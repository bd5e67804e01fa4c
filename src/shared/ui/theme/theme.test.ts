import { appTheme } from './app-theme';
import { theme } from './theme';

// The production build bundles MUI's plain theme builder and provider only (rspack.config.ts): a theme
// with CSS variables or colour schemes would be built there without them, and look different.
describe('the themes', () => {
  it.each([
    ['the first pages', theme],
    ['the signed-in shell', appTheme],
  ])('of %s use neither CSS variables nor colour schemes', (_, built) => {
    expect(built).not.toHaveProperty('vars');
    expect(built).not.toHaveProperty('colorSchemes');
    expect(built).not.toHaveProperty('cssVariables');
    expect(built.palette.mode).toBe('light');
  });
});
