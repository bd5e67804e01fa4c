interface Waiting<V> {
  promise: Promise<V>;
  resolve: (value: V) => void;
  reject: (error: unknown) => void;
}

/**
 * Reads of the same key asked for during one turn of the event loop share one read, which starts when
 * that turn ends. A read never starts before its callers asked, so each of them gets data read after it
 * asked, as fresh as a read of its own; whoever asks once a read has started waits for the next one.
 *
 * Under load many requests of one member arrive in the same turn (fifty connections of one browser
 * tab, a list and its socket): their access checks then cost one database read instead of one each.
 */
export class SharedReads<K, V> {
  private waiting: Map<K, Waiting<V>> | null = null;

  constructor(private readonly read: (key: K) => Promise<V>) {}

  get(key: K): Promise<V> {
    let batch = this.waiting;
    if (!batch) {
      const started = new Map<K, Waiting<V>>();
      batch = this.waiting = started;
      setImmediate(() => this.start(started));
    }
    let entry = batch.get(key);
    if (!entry) {
      let resolve!: (value: V) => void;
      let reject!: (error: unknown) => void;
      const promise = new Promise<V>((yes, no) => {
        resolve = yes;
        reject = no;
      });
      entry = { promise, resolve, reject };
      batch.set(key, entry);
    }
    return entry.promise;
  }

  private start(batch: Map<K, Waiting<V>>): void {
    if (this.waiting === batch) this.waiting = null;
    for (const [key, entry] of batch) {
      // A read that throws at once still settles its callers.
      Promise.resolve()
        .then(() => this.read(key))
        .then(entry.resolve, entry.reject);
    }
  }
}
