import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Runs `work` and settles no sooner than `ms` after it started, whether it succeeded or failed. For
 * answers that must not reveal by their timing what they found (an account exists or not): the work
 * differs by a few database writes, the answer time does not, as long as the work takes less than `ms`.
 */
export async function takingAtLeast<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const until = performance.now() + ms;
  try {
    return await work();
  } finally {
    const left = until - performance.now();
    if (left > 0) await sleep(left);
  }
}
