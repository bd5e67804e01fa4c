import { SENTRY_DSN, SENTRY_ENVIRONMENT, SENTRY_SAMPLE_RATES } from '@/shared/config';

/**
 * Error reporting, only when a DSN is configured at build time. Loaded lazily so it never weighs on the
 * first page. (The CSP's connect-src must then allow the DSN's host.)
 */
export async function initSentry(): Promise<boolean> {
  if (!SENTRY_DSN) return false;
  const Sentry = await import(/* webpackChunkName: "sentry" */ '@sentry/react');
  Sentry.init({
    dsn: SENTRY_DSN,
    environment: SENTRY_ENVIRONMENT,
    integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration()],
    tracesSampleRate: SENTRY_SAMPLE_RATES.traces,
    replaysSessionSampleRate: SENTRY_SAMPLE_RATES.replaysSession,
    replaysOnErrorSampleRate: SENTRY_SAMPLE_RATES.replaysOnError,
  });
  return true;
}
