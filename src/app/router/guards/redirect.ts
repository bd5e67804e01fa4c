export const LOGIN_PATH = '/auth/login';
export const REDIRECT_PARAM = 'redirect';

/** The sign-in address that brings the person back to `wanted` afterwards. */
export function loginPathFor(wanted: string): string {
  return wanted === '/' ? LOGIN_PATH : `${LOGIN_PATH}?${REDIRECT_PARAM}=${encodeURIComponent(wanted)}`;
}

/** Only in-app paths are followed: no other origins, no protocol-relative URLs, no auth pages. */
export function safeRedirect(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value.startsWith('/auth/')) return null;
  return value;
}
