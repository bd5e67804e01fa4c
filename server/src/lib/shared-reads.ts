interface Waiting<V> {
  promise: Promise<V | undefined>;
  resolve: (value: V | undefined) => void;
  reject: (error: unknown) => void;
}

/**
 * Reads asked for during one turn of the event loop are made together: one read of all their keys,
 * which starts when that turn ends. A read never starts before its callers asked, so each of them gets
 * data read after it asked, as fresh as a read of its own; whoever asks once a read has started waits
 * for the next one. Callers of the same key share its value.
 *
 * Under load many requests arrive in the same turn (fifty connections, a list and its socket): their
 * access checks then cost one database statement instead of one each — on PostgreSQL one round trip.
 * `read` gets each key once and answers the values it found; a key it did not find gets undefined.
 */
export class SharedReads<K, V> {
  private waiting: Map<K, Waiting<V>> | null = null;

  constructor(private readonly read: (keys: K[]) => Promise<Map<K, V>>) {}

  get(key: K): Promise<V | undefined> {
    let batch = this.waiting;
    if (!batch) {
      const started = new Map<K, Waiting<V>>();
      batch = this.waiting = started;
      setImmediate(() => this.start(started));
    }
    let entry = batch.get(key);
    if (!entry) {
      let resolve!: (value: V | undefined) => void;
      let reject!: (error: unknown) => void;
      const promise = new Promise<V | undefined>((yes, no) => {
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
    // A read that throws at once still settles its callers.
    Promise.resolve()
      .then(() => this.read([...batch.keys()]))
      .then(
        (found) => {
          for (const [key, entry] of batch) entry.resolve(found.get(key));
        },
        (error: unknown) => {
          for (const entry of batch.values()) entry.reject(error);
        },
      );
  }
}
