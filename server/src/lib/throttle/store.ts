/** One counter's state: how many events in its current window, and ms until that window closes. */
export interface Counted {
  count: number;
  resetInMs: number;
}

/**
 * Where throttle counters live. Memory for one process (embedded mode); Redis when several replicas
 * must count together and a restart must not forget. Each counter is a fixed window opened by its
 * first event.
 */
export interface CounterStore {
  /** The counter's state; count 0 when no window is open. */
  read(key: string): Promise<Counted>;
  /** Counts one event, opening a window of `windowMs` when none is open. */
  increment(key: string, windowMs: number): Promise<Counted>;
  close(): Promise<void>;
}
