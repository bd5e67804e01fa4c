import type { DetailedError, HttpStack, Upload, UploadOptions } from 'tus-js-client';
import { addSample, speedOf, type Sample } from '../lib/rate';
import { fingerprintOf, type StoredUpload, type UploadStorage } from './upload-storage';

export type UploadStatus = 'queued' | 'uploading' | 'offline' | 'done' | 'error' | 'cancelled' | 'unfinished';

export interface UploadItem {
  id: string;
  name: string;
  size: number;
  folderId: string | null;
  /** Bytes sent so far (after a resume: from the server's offset). */
  loaded: number;
  status: UploadStatus;
  /** Bytes per second over the last seconds, while bytes are going up. */
  speed?: number;
  error?: string;
}

/** Files uploading at once; the others wait their turn. */
const PARALLEL_UPLOADS = 3;
const MIB = 1024 * 1024;
/**
 * Bytes per request: each is stored for certain before the next is sent, so each costs a round trip and
 * a flush to disk. About ten requests per file, 50–200 MiB each: a big file is not slowed by dozens of
 * them, and on S3 (which keeps whole parts only, ≥ 5 MiB but the last) a cut loses at most one part.
 */
const chunkSizeFor = (size: number) => Math.min(200 * MIB, Math.max(50 * MIB, Math.ceil(size / 10 / MIB) * MIB));
/** Waits before each retry of a failed request, while the browser is online (offline waits for the network). */
const RETRY_DELAYS = [0, 1_000, 3_000, 5_000, 10_000, 20_000];
const PROGRESS_EVERY_MS = 250;

export interface UploadQueueDeps {
  stack: HttpStack;
  storage: UploadStorage;
  endpoint: string;
  /** A material appeared or went: the lists read it again. */
  onChanged: () => void;
  loadClient?: () => Promise<{ Upload: typeof Upload }>;
  now?: () => number;
}

interface Entry {
  item: UploadItem;
  fingerprint: string;
  file?: File;
  upload?: Upload;
  stored?: StoredUpload;
  samples: Sample[];
  shownAt: number;
  /** A progress update held back by the rate limit, shown when it ends. */
  held?: ReturnType<typeof setTimeout>;
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;
const statusOf = (error: unknown) => (error as DetailedError | null)?.originalResponse?.getStatus() ?? 0;

/** The server's `detail` of a failed answer, or a sentence for a failure without one. */
function failure(error: unknown, fallback: string): string {
  const response = (error as DetailedError | null)?.originalResponse;
  try {
    const detail = (JSON.parse(response?.getBody() ?? '') as { detail?: unknown }).detail;
    if (typeof detail === 'string') return detail;
  } catch {
    /* no JSON body */
  }
  if (!response) return 'The server could not be reached.';
  return fallback;
}

let counter = 0;

/**
 * The uploads of one user: resumable (tus) uploads through the app's HTTP path, a few at a time. A
 * dropped network is waited out and the upload continues from the server's offset; a file chosen again
 * after a reload continues its unfinished upload; cancel ends the upload on the server at any moment
 * (after the last byte it takes back the material that byte made). React reads it with
 * `useSyncExternalStore`.
 */
export class UploadQueue {
  private readonly entries = new Map<string, Entry>();
  private snapshot: UploadItem[] = [];
  private readonly listeners = new Set<() => void>();
  private readonly now: () => number;

  constructor(private readonly deps: UploadQueueDeps) {
    this.now = deps.now ?? Date.now;
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = () => this.snapshot;

  private emit() {
    this.snapshot = [...this.entries.values()].map((entry) => entry.item);
    this.listeners.forEach((listener) => listener());
  }

  private patch(entry: Entry, change: Partial<UploadItem>) {
    entry.item = { ...entry.item, ...change };
    this.emit();
  }

  private add(item: Omit<UploadItem, 'id'>, fingerprint: string, extra: Partial<Entry> = {}): Entry {
    const entry: Entry = { item: { id: `upload-${(counter += 1)}`, ...item }, fingerprint, samples: [], shownAt: 0, ...extra };
    this.entries.set(entry.item.id, entry);
    return entry;
  }

  /** Lists the uploads this browser left unfinished that the server still holds, with their offsets. */
  async listUnfinished(): Promise<void> {
    for (const stored of await this.deps.storage.findAllUploads()) {
      const fingerprint = stored.urlStorageKey.split('::').slice(2, -1).join('::');
      if (!stored.uploadUrl || [...this.entries.values()].some((entry) => entry.fingerprint === fingerprint)) continue;
      const state = await this.probe(stored.uploadUrl);
      if (!state || state.material_id !== null) {
        await this.deps.storage.removeUpload(stored.urlStorageKey);
        continue;
      }
      const folderId = stored.metadata.folder_id || null;
      const item = { name: stored.metadata.filename ?? 'file', size: state.length, folderId, loaded: state.offset };
      this.add({ ...item, status: 'unfinished' }, fingerprint, { stored });
    }
    this.emit();
  }

  /** Where an upload stands; null when the server no longer has it (cancelled, expired, not ours). */
  private async probe(url: string): Promise<{ offset: number; length: number; material_id: string | null } | null> {
    try {
      const response = await this.deps.stack.createRequest('GET', url).send(null);
      if (response.getStatus() !== 200) return null;
      return JSON.parse(response.getBody()) as { offset: number; length: number; material_id: string | null };
    } catch {
      return null; // unreachable now: listed again next time
    }
  }

  start(files: File[], folderId: string | null) {
    for (const file of files) {
      const fingerprint = fingerprintOf(file, folderId);
      const same = [...this.entries.values()].find((entry) => entry.fingerprint === fingerprint);
      if (same && ['queued', 'uploading', 'offline'].includes(same.item.status)) continue; // already going up
      const item = { name: file.name, size: file.size, folderId, loaded: 0, status: 'queued' as const };
      if (same?.item.status === 'unfinished') {
        same.file = file;
        this.patch(same, { ...item, loaded: same.item.loaded });
      } else this.add(item, fingerprint, { file });
    }
    this.emit();
    this.pump();
  }

  private pump() {
    const entries = [...this.entries.values()];
    let running = entries.filter((entry) => ['uploading', 'offline'].includes(entry.item.status)).length;
    for (const entry of entries) {
      if (running >= PARALLEL_UPLOADS) break;
      if (entry.item.status !== 'queued' || !entry.file) continue;
      running += 1;
      this.patch(entry, { status: 'uploading', error: undefined });
      void this.launch(entry, entry.file);
    }
  }

  private async launch(entry: Entry, file: File) {
    const { Upload } = await (this.deps.loadClient ?? (() => import(/* webpackChunkName: "tus" */ 'tus-js-client')))();
    const upload = new Upload(file, this.options(entry, file));
    entry.upload = upload;
    const previous = await upload.findPreviousUploads();
    if (entry.item.status !== 'uploading') return; // cancelled meanwhile
    if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
    await Promise.all(previous.slice(1).map((old) => this.deps.storage.removeUpload((old as StoredUpload).urlStorageKey)));
    upload.start();
  }

  private options(entry: Entry, file: File): UploadOptions {
    const metadata: Record<string, string> = { filename: file.name };
    if (file.type) metadata.filetype = file.type;
    if (entry.item.folderId) metadata.folder_id = entry.item.folderId;
    return {
      endpoint: this.deps.endpoint,
      httpStack: this.deps.stack,
      urlStorage: this.deps.storage,
      fingerprint: () => Promise.resolve(entry.fingerprint),
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      chunkSize: chunkSizeFor(file.size),
      retryDelays: RETRY_DELAYS,
      metadata,
      onProgress: (sent) => this.progress(entry, sent),
      // Offline, waiting for the network beats spending the retries; 4xx answers other than a conflict or a
      // lock (another tab, a request still finishing) will not change by trying again.
      onShouldRetry: (error) => {
        if (isOffline()) return false;
        const status = statusOf(error);
        return status === 0 || status >= 500 || status === 409 || status === 423;
      },
      onSuccess: () => {
        this.patch(entry, { status: 'done', loaded: file.size, speed: undefined });
        this.deps.onChanged();
        this.pump();
      },
      onError: (error) => this.failed(entry, error),
    };
  }

  /** Progress is shown at most every quarter second (the latest value always ends up on screen). */
  private progress(entry: Entry, sent: number) {
    const at = this.now();
    entry.samples = addSample(entry.samples, { at, loaded: sent });
    clearTimeout(entry.held);
    const show = () => {
      entry.held = undefined;
      if (entry.item.status !== 'uploading') return;
      entry.shownAt = this.now();
      this.patch(entry, { loaded: sent, speed: speedOf(entry.samples) });
    };
    const wait = entry.shownAt + PROGRESS_EVERY_MS - at;
    if (wait <= 0 || sent >= entry.item.size) show();
    else entry.held = setTimeout(show, wait);
  }

  private failed(entry: Entry, error: unknown) {
    if (entry.item.status === 'cancelled') return;
    if (statusOf(error) === 0 && isOffline()) {
      this.patch(entry, { status: 'offline', speed: undefined });
      entry.samples = [];
      this.whenOnline(() => {
        if (entry.item.status !== 'offline') return;
        this.patch(entry, { status: 'uploading' });
        entry.upload?.start(); // asks the server for its offset and goes on from there
      });
      return;
    }
    this.patch(entry, { status: 'error', speed: undefined, error: failure(error, 'The upload failed.') });
    this.pump();
  }

  private whenOnline(then: () => void) {
    if (!isOffline()) then();
    else window.addEventListener('online', then, { once: true });
  }

  /** Stops an upload and removes it from the server, whatever it has reached (see the class comment). */
  cancel(id: string) {
    const entry = this.entries.get(id);
    if (!entry || !['queued', 'uploading', 'offline', 'error'].includes(entry.item.status)) return;
    this.patch(entry, { status: 'cancelled', speed: undefined });
    this.pump();
    const upload = entry.upload;
    if (!upload) return;
    if (isOffline()) {
      void upload.abort(false);
      this.whenOnline(() => void this.terminate(entry));
    } else void this.terminate(entry);
  }

  private async terminate(entry: Entry) {
    try {
      await entry.upload?.abort(true);
      this.deps.onChanged(); // a material the last byte made is gone again
    } catch (error) {
      if (statusOf(error) === 404) {
        // The server holds nothing of it already; the browser forgets it too.
        const stored = await this.deps.storage.findUploadsByFingerprint(entry.fingerprint);
        await Promise.all(stored.map((old) => this.deps.storage.removeUpload(old.urlStorageKey)));
        return;
      }
      this.patch(entry, { status: 'error', error: `The cancel did not complete: ${failure(error, 'please try again.')}` });
    }
  }

  /** An unfinished upload the user will not continue: the server's bytes go too. */
  async discard(id: string) {
    const entry = this.entries.get(id);
    const url = entry?.stored?.uploadUrl;
    if (!entry || entry.item.status !== 'unfinished' || !url) return;
    this.entries.delete(id);
    this.emit();
    try {
      const response = await this.deps.stack.createRequest('DELETE', url).send(null);
      if (response.getStatus() === 409) {
        this.entries.set(id, entry);
        this.patch(entry, { status: 'error', error: failure({ originalResponse: response }, 'It could not be removed.') });
        return;
      }
    } catch {
      /* unreachable: the server lets it expire */
    }
    await this.deps.storage.removeUpload(entry.stored!.urlStorageKey);
  }

  retry(id: string) {
    const entry = this.entries.get(id);
    if (!entry?.file || !['error', 'cancelled'].includes(entry.item.status)) return;
    const fresh = entry.item.status === 'cancelled';
    if (fresh) entry.upload = undefined;
    if (!fresh && entry.upload) {
      this.patch(entry, { status: 'uploading', error: undefined });
      entry.upload.start(); // continues from the server's offset
      return;
    }
    this.patch(entry, { status: 'queued', loaded: 0, error: undefined });
    this.pump();
  }

  cancelAll() {
    [...this.entries.keys()].forEach((id) => this.cancel(id));
  }

  /** Removes finished, failed and cancelled rows; unfinished ones stay until chosen again or discarded. */
  clear() {
    for (const [id, entry] of this.entries)
      if (['done', 'error', 'cancelled'].includes(entry.item.status)) this.entries.delete(id);
    this.emit();
  }

  /** Stops every request (the session ended); the uploads stay resumable. */
  dispose() {
    for (const entry of this.entries.values()) void entry.upload?.abort(false);
    this.listeners.clear();
  }
}
