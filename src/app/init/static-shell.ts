import { useLayoutEffect } from 'react';

/** The static sign-in page in index.html (`#sign-in-shell`). */
const STATIC_SHELL_ID = 'sign-in-shell';

/**
 * The sign-in page paints before any script arrives: index.html holds a static, inert copy of it
 * (`#sign-in-shell`, hidden from assistive technology), and a small inline script (allowed by its hash in
 * the CSP) shows it on /auth/login when no session cookie is there. It covers the app's root until the
 * router renders its first real page; this hook, used by the root layout and the root error page,
 * removes it in the same frame, so nothing shifts and nothing flashes in between. Anything that changes
 * how the sign-in page looks changes the copy too (tests/e2e/first-paint.spec.ts compares them).
 */
export function useRemoveStaticShell(): void {
  useLayoutEffect(() => {
    document.getElementById(STATIC_SHELL_ID)?.remove();
    document.documentElement.removeAttribute('data-shell');
  }, []);
}
