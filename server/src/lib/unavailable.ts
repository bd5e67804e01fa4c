/**
 * Recognises failures that mean "a backend (the database or the object store) cannot be reached right
 * now" rather than "this request is wrong": the error handler answers them 503 with Retry-After, start-up
 * waits and retries on them, and readiness reports them.
 */

/** Seconds a client waits before retrying while a backend is away (a restart takes a few seconds). */
export const RETRY_AFTER_SECONDS = 5;

/** Network failures seen from pg, the AWS SDK and Node's sockets. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'EAI_AGAIN',
  'ENOTFOUND',
  'ECONNABORTED',
]);

/**
 * PostgreSQL SQLSTATEs: class 08 (connection exception), 57P01–57P03 (administrator shutdown, crash
 * shutdown, cannot connect now — the server is starting or stopping), 53300 (too many connections).
 */
const PG_CODES = /^(08\d{3}|57P0[123]|53300)$/;

/** pg's own messages for a connection that went away (they carry no code). */
const PG_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection terminated unexpectedly|not queryable/i;

interface Failure {
  code?: unknown;
  name?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
  $metadata?: { httpStatusCode?: number };
}

export function isUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const failure = error as Failure;
  if (typeof failure.code === 'string' && (NETWORK_CODES.has(failure.code) || PG_CODES.test(failure.code))) return true;
  if (typeof failure.message === 'string' && PG_MESSAGES.test(failure.message)) return true;
  // The AWS SDK: an answer of 500/502/503/504 from the store, or its time-outs.
  const status = failure.$metadata?.httpStatusCode;
  if (typeof status === 'number' && status >= 500) return true;
  if (failure.name === 'TimeoutError' || failure.name === 'RequestTimeout') return true;
  // AggregateError (Node's happy-eyeballs connect) and wrapped causes.
  if (Array.isArray(failure.errors) && failure.errors.some((inner) => isUnavailable(inner, depth + 1))) return true;
  return isUnavailable(failure.cause, depth + 1);
}

/** Which backend failed, for the answer's wording; the database unless the failure came from the store. */
export function unavailableBackend(error: unknown): 'database' | 'storage' {
  const failure = error as Failure;
  return failure.$metadata !== undefined || (typeof failure.name === 'string' && /^S3|Upload/.test(failure.name))
    ? 'storage'
    : 'database';
}
