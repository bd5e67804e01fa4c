/**
 * An async mutex: `runExclusive` runs one task at a time, in call order; `waitForUnlock` resolves once no
 * task holds it. Enough for the API layer's single token refresh, without a dependency.
 */
export class Mutex {
  private tail: Promise<void> = Promise.resolve();
  private holders = 0;

  isLocked(): boolean {
    return this.holders > 0;
  }

  runExclusive<T>(task: () => Promise<T> | T): Promise<T> {
    this.holders += 1;
    const result = this.tail.then(task);
    this.tail = result.then(
      () => this.release(),
      () => this.release(),
    );
    return result;
  }

  async waitForUnlock(): Promise<void> {
    while (this.holders > 0) await this.tail;
  }

  private release(): void {
    this.holders -= 1;
  }
}
