import { Counter, Gauge, type Registry } from 'prom-client';

/** The backends whose reachability the metrics show. */
export type Dependency = 'database' | 'storage' | 'redis';

/**
 * `cascade_dependency_up{dependency}` (1 reachable, 0 not, as last seen) and
 * `cascade_dependency_errors_total{dependency}` (failures that were the backend's: unreachable, timed
 * out, refused). Both are set from what requests and probes see; a scrape never waits on a backend.
 */
export function dependencyMetrics(registers: Registry[], probe: () => Promise<void> = async () => {}) {
  const up = new Gauge({
    name: 'cascade_dependency_up',
    help: 'Whether a backend answered the last time it was used or probed (1) or not (0).',
    labelNames: ['dependency'],
    registers,
    // The scrape's own database probe (bounded: a scrape never waits on the database) settles first.
    collect: probe,
  });
  const errors = new Counter({
    name: 'cascade_dependency_errors_total',
    help: 'Operations that failed because a backend was unreachable or timed out.',
    labelNames: ['dependency'],
    registers,
  });
  return {
    up,
    errors,
    /** A success: the backend is up. */
    reachable(dependency: Dependency): void {
      up.set({ dependency }, 1);
    },
    /** A failure of the backend's: it is down, and one more error is counted. */
    failed(dependency: Dependency): void {
      up.set({ dependency }, 0);
      errors.inc({ dependency });
    },
  };
}

export type DependencyMetrics = ReturnType<typeof dependencyMetrics>;
