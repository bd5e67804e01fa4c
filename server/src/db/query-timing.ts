import type { CompiledQuery, LogEvent } from 'kysely';

type Listener = (seconds: number, failed: boolean, query: CompiledQuery, error?: unknown) => void;
const listeners = new Set<Listener>();

/** Kysely's `log` hook: hands every query's duration (and the query as it ran) to whoever listens (the metrics). */
export function timeQuery(event: LogEvent): void {
  reportQuery(
    event.queryDurationMillis / 1000,
    event.level === 'error',
    event.query,
    event.level === 'error' ? event.error : undefined,
  );
}

/** Hands one query's duration to whoever listens: Kysely's queries through `timeQuery`, direct reads (direct-reads.ts) here. */
export function reportQuery(seconds: number, failed: boolean, query: CompiledQuery, error?: unknown): void {
  for (const listener of listeners) listener(seconds, failed, query, error);
}

/** Listens to every query's duration in this process; returns a function that stops listening. */
export function onQueryTimed(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
