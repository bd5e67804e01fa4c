/**
 * `invalid`: saved except the answers the server refused (named in `rejected`); `offline`: the server
 * could not be reached; `error`: it answered with a failure. Both keep the answers for the next try.
 */
export type SaveState = 'idle' | 'pending' | 'saving' | 'saved' | 'invalid' | 'offline' | 'error' | 'conflict';

export interface Rejected {
  field: string;
  message: string;
}

export interface SaveOutcome {
  /** The form's version after the save. */
  version: number;
  /** Answers the server did not keep, with what to fix. */
  rejected?: Rejected[];
}

export interface DraftSaverOptions<V> {
  version: number;
  /** Saves `values` made from `version`; rejects with `{ status }` like RTK Query errors. */
  save: (values: V, version: number) => Promise<SaveOutcome>;
  onState: (state: SaveState, rejected: Rejected[]) => void;
  delayMs?: number;
  /** The wait before trying again after a failed save. */
  retryMs?: number;
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
  private rejected: Rejected[] = [];
  private failed = false;
  private readonly delayMs: number;
  private readonly retryMs: number;

  constructor(private readonly options: DraftSaverOptions<V>) {
    this.version = options.version;
    this.delayMs = options.delayMs ?? 800;
    this.retryMs = options.retryMs ?? 10_000;
  }

  /** A change: saved `delayMs` after the last one. */
  schedule(values: V): void {
    if (this.stopped) return;
    this.latest = values;
    this.options.onState('pending', this.rejected);
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
    this.options.onState('saving', this.rejected);
    this.inFlight = this.options
      .save(values, this.version)
      .then((outcome) => {
        this.failed = false;
        this.version = outcome.version;
        this.rejected = outcome.rejected ?? [];
        if (this.latest === null) this.options.onState(this.rejected.length > 0 ? 'invalid' : 'saved', this.rejected);
      })
      .catch((error: unknown) => {
        if (statusOf(error) === 409) {
          this.stopped = true;
          this.options.onState('conflict', []);
        } else {
          this.failed = true;
          // Kept for the next change, the connection's return or leaving: nothing typed is dropped.
          this.latest ??= values;
          const offline = statusOf(error) === 'FETCH_ERROR' || (typeof navigator !== 'undefined' && !navigator.onLine);
          this.options.onState(offline ? 'offline' : 'error', this.rejected);
        }
      })
      .finally(() => {
        this.inFlight = null;
      });
    await this.inFlight;
    // A change made during the save goes next; after a failure the next try waits longer (the page also
    // tries again as soon as the browser is back online).
    if (this.latest !== null && !this.timer && !this.stopped)
      this.timer = setTimeout(() => void this.flush(), this.failed ? this.retryMs : this.delayMs);
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
