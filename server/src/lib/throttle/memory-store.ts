import type { Counted, CounterStore } from './store.js';

interface Window {
  count: number;
  resetAt: number;
}

/** Counters in this process's memory: for one process only (each replica would count on its own). */
export class MemoryCounterStore implements CounterStore {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly now: () => number = Date.now) {}

  async read(key: string): Promise<Counted> {
    const window = this.windows.get(key);
    const now = this.now();
    if (!window || window.resetAt <= now) return { count: 0, resetInMs: 0 };
    return { count: window.count, resetInMs: window.resetAt - now };
  }

  async increment(key: string, windowMs: number): Promise<Counted> {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.windows.size > 50_000) this.prune(now);
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetInMs: window.resetAt - now };
  }

  async close(): Promise<void> {}

  private prune(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
