/** The expiry (`exp`, seconds) of a JWT, read without verifying it — for display only. */
export function jwtExpiry(token: string | null): Date | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof json.exp === 'number' ? new Date(json.exp * 1000) : null;
  } catch {
    return null;
  }
}

/** Splits mail text into plain text and links. */
export function linkify(text: string): { text: string; href?: string }[] {
  return text
    .split(/(https?:\/\/\S+)/g)
    .filter(Boolean)
    .map((part) => (/^https?:\/\//.test(part) ? { text: part, href: part } : { text: part }));
}
