import { loginPathFor, safeRedirect } from './redirect';

describe('redirects after sign-in', () => {
  it('remembers the wanted page', () => {
    expect(loginPathFor('/clients/7?tab=forms')).toBe('/auth/login?redirect=%2Fclients%2F7%3Ftab%3Dforms');
    expect(loginPathFor('/')).toBe('/auth/login');
  });

  it.each([
    ['/clients/7', '/clients/7'],
    ['https://evil.test', null],
    ['//evil.test/x', null],
    ['/\\evil.test', null],
    ['/auth/login', null],
    [null, null],
  ])('follows %p as %p', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });
});
