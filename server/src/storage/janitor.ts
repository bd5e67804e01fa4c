import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { withBlobLock } from './blob-lock.js';
import type { BlobStorage } from './types.js';

type Db = Kysely<Database>;

export interface JanitorOptions {
  /** A blob unreferenced for longer than this is removed (a copy or upload may take it up meanwhile). */
  graceMs: number;
  /** Temporaries and multipart parts older than this are left by a crash or an outage. */
  tempGraceMs: number;
  /** Time between two sweeps of this process. */
  intervalMs: number;
  log: { warn(object: object, message: string): void; info(object: object, message: string): void };
  /** Removes expired resumable uploads and their parts (before blobs are collected); answers how many. */
  expireUploads?: () => Promise<number>;
}

export interface SweepResult {
  /** Blobs whose last reference went away more than the grace period ago: row and bytes removed. */
  collected: number;
  /** Published bytes that no row refers to, older than the grace period. */
  orphans: number;
  /** Resumable uploads that expired unfinished: row and parts removed. */
  expiredUploads: number;
}

const BATCH = 500;
/** S3 reports modification times in whole seconds. */
const CLOCK_SLACK_MS = 1000;

/**
 * Bytes published again after their row lost its last reference, within the grace period: an upload of
 * the same bytes is running and about to reference the row again (a failed one is collected later).
 */
function republished(published: Date, unreferencedAt: string | null, cutoff: number): boolean {
  const since = unreferencedAt ? Date.parse(unreferencedAt) : 0;
  return published.getTime() >= since - CLOCK_SLACK_MS && published.getTime() > cutoff;
}
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The blob janitor: every `intervalMs` it removes temporaries and multipart parts left behind, blobs
 * whose last reference went away more than the grace period ago, and bytes no row refers to. References
 * are counted in `blob.ref_count` by materials, signed forms and stored images (avatars, logos); a blob
 * an image row still names is never collected. Several
 * replicas may sweep at once: a row is removed by one conditional DELETE (only the replica whose DELETE
 * removed it deletes the bytes), and bytes published within the grace period — an upload that is about
 * to reference them — are never touched. The first sweep runs in the background after start, so the API
 * starts while the store is away; a sweep that fails (store or database away) is retried next time.
 */
export class BlobJanitor {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly storage: BlobStorage,
    private readonly options: JanitorOptions,
  ) {}

  start(firstDelayMs = 0): void {
    this.schedule(firstDelayMs);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** One sweep; concurrent calls in this process share the running one. */
  sweep(): Promise<SweepResult> {
    if (!this.running) {
      this.running = this.sweepOnce().finally(() => {
        this.running = null;
      });
    }
    return this.running as Promise<SweepResult>;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.sweep()
        .then(
          (result) => {
            if (result.collected + result.orphans + result.expiredUploads > 0)
              this.options.log.info({ ...result }, 'blob janitor: removed unreferenced blobs');
          },
          (error: unknown) => this.options.log.warn({ err: error }, 'blob janitor: sweep failed, retrying at the next interval'),
        )
        .finally(() => this.schedule(this.options.intervalMs));
    }, delayMs);
    this.timer.unref();
  }

  private async sweepOnce(): Promise<SweepResult> {
    await this.storage.cleanTemp(this.options.tempGraceMs);
    const expiredUploads = (await this.options.expireUploads?.()) ?? 0;
    const collected = await this.collect();
    const orphans = await this.removeOrphans();
    return { collected, orphans, expiredUploads };
  }

  /** Blobs unreferenced for longer than the grace period: the row first, then (if this DELETE took it) the bytes. */
  async collect(): Promise<number> {
    const now = Date.now();
    const cutoff = iso(now - this.options.graceMs);
    // Rows that lost their references before unreferenced_at existed, or through a path that did not set it.
    await this.db
      .updateTable('blob')
      .set({ unreferenced_at: iso(now) })
      .where('ref_count', '<=', 0)
      .where('unreferenced_at', 'is', null)
      .execute();
    let removed = 0;
    for (;;) {
      const candidates = await this.db
        .selectFrom('blob')
        .select(['sha256', 'storage_key', 'unreferenced_at'])
        .where('ref_count', '<=', 0)
        .where('unreferenced_at', '<', cutoff)
        .orderBy('sha256')
        .limit(BATCH)
        .execute();
      for (const blob of candidates) {
        await withBlobLock(blob.sha256, async () => {
          const published = await this.storage.modifiedAt(blob.storage_key);
          if (published && republished(published, blob.unreferenced_at, now - this.options.graceMs)) return;
          const gone = await this.db
            .deleteFrom('blob')
            .where('sha256', '=', blob.sha256)
            .where('ref_count', '<=', 0)
            .where('unreferenced_at', '<', cutoff)
            // An avatar or logo still pointing at the bytes keeps them, whatever the count says.
            .where(({ not, exists, selectFrom }) =>
              not(exists(selectFrom('stored_image').select('key').whereRef('stored_image.blob_sha256', '=', 'blob.sha256'))),
            )
            .executeTakeFirst();
          if (Number(gone.numDeletedRows) === 0) return;
          await this.storage.delete(blob.storage_key);
          removed += 1;
        });
      }
      if (candidates.length < BATCH) return removed;
    }
  }

  /** Published bytes without a row, older than the grace period (a crash or an outage between the two). */
  async removeOrphans(): Promise<number> {
    const cutoff = Date.now() - this.options.graceMs;
    let removed = 0;
    let batch: string[] = [];
    const flush = async () => {
      const known = new Set<string>();
      if (batch.length > 0) {
        const rows = await this.db.selectFrom('blob').select('storage_key').where('storage_key', 'in', batch).execute();
        for (const row of rows) known.add(row.storage_key);
      }
      for (const key of batch) {
        if (known.has(key)) continue;
        const sha256 = key.slice(key.lastIndexOf('/') + 1);
        await withBlobLock(sha256, async () => {
          // Looked at again under the lock: an upload in this process may have published and referenced it.
          const published = key.startsWith('blobs/') ? await this.storage.modifiedAt(key) : null;
          if (published && published.getTime() > cutoff) return;
          const row = await this.db.selectFrom('blob').select('sha256').where('storage_key', '=', key).executeTakeFirst();
          if (row) return;
          await this.storage.delete(key);
          removed += 1;
        });
      }
      batch = [];
    };
    for await (const item of this.storage.list()) {
      if (item.modifiedAt.getTime() > cutoff) continue;
      batch.push(item.key);
      if (batch.length >= BATCH) await flush();
    }
    await flush();
    return removed;
  }
}
