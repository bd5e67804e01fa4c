import type { CompiledQuery, LogEvent } from 'kysely';

type Listener = (seconds: number, failed: boolean, query: CompiledQuery) => void;
const listeners = new Set<Listener>();

/** Kysely's `log` hook: hands every query's duration (and the query as it ran) to whoever listens (the metrics). */
export function timeQuery(event: LogEvent): void {
  if (listeners.size === 0) return;
  const seconds = event.queryDurationMillis / 1000;
  for (const listener of listeners) listener(seconds, event.level === 'error', event.query);
}

/** Listens to every query's duration in this process; returns a function that stops listening. */
export function onQueryTimed(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
