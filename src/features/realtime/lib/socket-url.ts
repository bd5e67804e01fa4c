import { API_BASE_URL, API_PREFIX } from '@/shared/config';

/** `ws(s)://<API base or this page's origin>/api/frontend/general/ws?token=…` */
export function realtimeSocketUrl(
  accessToken: string,
  base: string = API_BASE_URL,
  origin: string = window.location.origin,
): string {
  const http = (base || origin).replace(/\/+$/, '');
  return `${http.replace(/^http/, 'ws')}${API_PREFIX}/general/ws?token=${encodeURIComponent(accessToken)}`;
}

/** The next reconnect delay: doubling from `baseMs` to at most `maxMs`, with random jitter. */
export function reconnectDelay(
  attempt: number,
  options: { baseMs: number; maxMs: number; jitter: number },
  random: () => number = Math.random,
): number {
  const delay = Math.min(options.maxMs, options.baseMs * 2 ** attempt);
  return Math.round(delay * (1 + options.jitter * random()));
}
