import { AsyncLocalStorage } from 'node:async_hooks';
import type { CompiledQuery } from 'kysely';
import { onQueryTimed } from '../../src/db/query-timing.js';

export interface TimedQuery {
  query: CompiledQuery;
  seconds: number;
  failed: boolean;
}

const recording = new AsyncLocalStorage<{ sent: TimedQuery[]; open: boolean }>();
let listening = false;

/**
 * The queries `work` sends, in order, with their time as reported to the metrics — only its own. Every
 * query of the process is timed through one hook, and the app's background work (planner statistics,
 * the bus, janitors) runs on timers of its own: a count of everything timed while `work` runs would
 * depend on how long it takes on a busy machine. A query belongs to `work` when it is sent from
 * `work`'s own asynchronous flow (AsyncLocalStorage), and only until `work` ends.
 */
export async function timedQueriesOf(work: () => Promise<unknown>): Promise<TimedQuery[]> {
  if (!listening) {
    listening = true;
    onQueryTimed((seconds, failed, query) => {
      const current = recording.getStore();
      if (current?.open) current.sent.push({ query, seconds, failed });
    });
  }
  const current = { sent: [] as TimedQuery[], open: true };
  try {
    await recording.run(current, work);
  } finally {
    current.open = false;
  }
  return current.sent;
}

/** The statements `work` sends, as they ran (SQL and values), in order — only its own (above). */
export async function statementsOf(work: () => Promise<unknown>): Promise<CompiledQuery[]> {
  return (await timedQueriesOf(work)).map((timed) => timed.query);
}
