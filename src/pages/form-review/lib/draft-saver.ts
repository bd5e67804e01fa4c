export type SaveState = 'idle' | 'pending' | 'saving' | 'saved' | 'error' | 'conflict';

export interface SaveOutcome {
  /** The form's version after the save. */
  version: number;
}

export interface DraftSaverOptions<V> {
  version: number;
  /** Saves `values` made from `version`; rejects with `{ status }` like RTK Query errors. */
  save: (values: V, version: number) => Promise<SaveOutcome>;
  onState: (state: SaveState) => void;
  delayMs?: number;
}

const statusOf = (error: unknown) =>
  error && typeof error === 'object' && 'status' in error ? (error as { status: unknown }).status : null;

/**
 * Saves a draft a moment after the last change, one save at a time (the next one starts from the version
 * the previous one answered), and at once when asked (leaving the page). A 409 stops saving: the form
 * changed elsewhere, and the page offers to reload.
 */
export class DraftSaver<V> {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private latest: V | null = null;
  private inFlight: Promise<void> | null = null;
  private version: number;
  private stopped = false;
  private readonly delayMs: number;

  constructor(private readonly options: DraftSaverOptions<V>) {
    this.version = options.version;
    this.delayMs = options.delayMs ?? 800;
  }

  /** A change: saved `delayMs` after the last one. */
  schedule(values: V): void {
    if (this.stopped) return;
    this.latest = values;
    this.options.onState('pending');
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(), this.delayMs);
  }

  /** Saves what is waiting now (leaving the page, going to the next step). */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.inFlight) await this.inFlight;
    if (this.latest === null || this.stopped) return;
    const values = this.latest;
    this.latest = null;
    this.options.onState('saving');
    this.inFlight = this.options
      .save(values, this.version)
      .then((outcome) => {
        this.version = outcome.version;
        if (this.latest === null) this.options.onState('saved');
      })
      .catch((error: unknown) => {
        if (statusOf(error) === 409) {
          this.stopped = true;
          this.options.onState('conflict');
        } else {
          // Kept for the next change or leave: nothing typed is dropped.
          this.latest ??= values;
          this.options.onState('error');
        }
      })
      .finally(() => {
        this.inFlight = null;
      });
    await this.inFlight;
    if (this.latest !== null && !this.timer && !this.stopped && this.options)
      this.timer = setTimeout(() => void this.flush(), this.delayMs);
  }

  /** The version the next save starts from. */
  get currentVersion(): number {
    return this.version;
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
