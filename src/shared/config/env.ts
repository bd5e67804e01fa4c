/** Build-time values (see rspack.config.ts). In tests the API needs an absolute base URL. */
export const API_BASE_URL: string = process.env.API_BASE_URL || (process.env.NODE_ENV === 'test' ? 'http://localhost' : '');

export const API_PREFIX = '/api/frontend';

export const SENTRY_DSN: string = process.env.SENTRY_DSN ?? '';
export const SENTRY_ENVIRONMENT: string = process.env.SENTRY_ENVIRONMENT ?? 'production';
export const DEV_PAGES_ENABLED: boolean = Boolean(process.env.DEV_PAGES);
