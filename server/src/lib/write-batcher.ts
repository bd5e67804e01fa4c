interface Pending<T> {
  item: T;
  done: () => void;
  fail: (error: unknown) => void;
}

/**
 * Groups concurrent writes into one: an item waits for the current turn of the event loop to end, and
 * everything added meanwhile (or while the previous write is in flight) is written together, at most
 * `maxItems` at a time. Each caller's promise settles with its own item's outcome: when a grouped write
 * fails, its items are written one by one, so one bad item fails only its own caller.
 */
export class WriteBatcher<T> {
  private queue: Array<Pending<T>> = [];
  private flushing = false;

  constructor(
    private readonly write: (items: T[]) => Promise<void>,
    private readonly maxItems: number,
  ) {}

  add(item: T): Promise<void> {
    return new Promise((done, fail) => {
      this.queue.push({ item, done, fail });
      if (!this.flushing) {
        this.flushing = true;
        setImmediate(() => void this.flush());
      }
    });
  }

  private async flush(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, this.maxItems);
      try {
        await this.write(batch.map((entry) => entry.item));
        for (const entry of batch) entry.done();
      } catch (error) {
        if (batch.length === 1) batch[0]?.fail(error);
        else await this.writeEach(batch);
      }
    }
    this.flushing = false;
  }

  private async writeEach(batch: Array<Pending<T>>): Promise<void> {
    for (const entry of batch) {
      try {
        await this.write([entry.item]);
        entry.done();
      } catch (error) {
        entry.fail(error);
      }
    }
  }
}
