/** Constants the product spec fixes; change them only with the spec. */
export const TOAST_TIMEOUT_MS = 5000;

export const LOADING_BAR = {
  throttleMs: 200,
  durationMs: 2000,
  hideDelayMs: 500,
  resetDelayMs: 400,
} as const;

export const SENTRY_SAMPLE_RATES = {
  traces: 0.2,
  replaysSession: 1,
  replaysOnError: 1,
} as const;

export const ACCESS_TOKEN_COOKIE = 'access-token';
export const REFRESH_TOKEN_COOKIE = 'refresh-token';
/** How long the token cookies live; the refresh token's own expiry is decided by the server. */
export const TOKEN_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 3600;

export const COLOR_MODE_STORAGE_KEY = 'nuxt-color-mode';
export const COLOR_MODE = 'light';

/** A 401 is retried this many times, after one refresh. */
export const AUTH_RETRY_COUNT = 1;
export const REFRESH_TOKEN_TYPE = 'bearer';
