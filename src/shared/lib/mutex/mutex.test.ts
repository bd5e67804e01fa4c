import { Mutex } from './mutex';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('Mutex', () => {
  it('runs tasks one at a time, in call order', async () => {
    const mutex = new Mutex();
    const log: string[] = [];
    const task = (name: string) => async () => {
      log.push(`${name} start`);
      await tick();
      log.push(`${name} end`);
      return name;
    };
    const results = await Promise.all([mutex.runExclusive(task('a')), mutex.runExclusive(task('b'))]);
    expect(results).toEqual(['a', 'b']);
    expect(log).toEqual(['a start', 'a end', 'b start', 'b end']);
  });

  it('is released after a task fails, and passes the failure on', async () => {
    const mutex = new Mutex();
    await expect(mutex.runExclusive(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(mutex.isLocked()).toBe(false);
    await expect(mutex.runExclusive(() => 'next')).resolves.toBe('next');
  });

  it('lets callers wait until no task holds it', async () => {
    const mutex = new Mutex();
    let done = false;
    void mutex.runExclusive(async () => {
      await tick();
      done = true;
    });
    expect(mutex.isLocked()).toBe(true);
    await mutex.waitForUnlock();
    expect(done).toBe(true);
    expect(mutex.isLocked()).toBe(false);
  });
});
