import type { Insertable } from 'kysely';
import type { Db } from '../../db/connect.js';
import type { Material, MaterialEventKind, MaterialEventTable } from '../../db/schema.js';
import { chunks } from '../../lib/chunks.js';
import { newId } from '../../lib/ids.js';
import type { MaterialNotice } from './events.js';
import { lifecycleClock } from './lifecycle.js';

/** The time of an event: the lifecycle's clock (tests move it). */
export const eventTime = () => new Date(lifecycleClock.now()).toISOString();

type EventRow = Insertable<MaterialEventTable>;

/** An event about a copy its holder opened, previewed or downloaded; null for what the record does not follow. */
export function holderEvent(material: Material, kind: MaterialEventKind): EventRow | null {
  if (material.link !== 'copy' || !material.origin_id) return null;
  return {
    id: newId(),
    company_id: material.company_id,
    origin_id: material.origin_id,
    version: material.version,
    kind,
    member_id: material.owner_id,
    copy_id: material.id,
    by_id: null,
    ceilings: null,
    at: eventTime(),
  };
}

/** The record's note that an original expired: at its use-until date, with the version it showed. */
export const expiredEvent = (origin: { id: string; company_id: string; version: number; use_until: string }): EventRow => ({
  id: newId(),
  company_id: origin.company_id,
  origin_id: origin.id,
  version: origin.version,
  kind: 'expired',
  member_id: null,
  copy_id: null,
  by_id: null,
  ceilings: null,
  at: origin.use_until,
});

/** Writes events now, one statement per 200 (sends and recalls, inside their transaction). */
export async function writeEvents(db: Db, rows: EventRow[]): Promise<void> {
  for (const part of chunks(rows, 200)) await db.insertInto('material_event').values(part).execute();
}

/**
 * The delivery record's writer for opens, previews and downloads (docs/distribution.md, "Cost"): the
 * request adds its event to a buffer and answers; the buffer is written as one multi-row insert when it
 * holds `maxBatch` events or `intervalMs` after its first, and on close. Reading the record (the
 * Distribution page, the export) first writes what this process holds, so a reader sees their own opens.
 * An event is lost only if the process dies within that interval.
 */
export class DeliveryRecorder {
  private pending: EventRow[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown) => void,
    private readonly options = { maxBatch: 500, intervalMs: 1000 },
  ) {}

  add(event: EventRow | null): void {
    if (!event) return;
    this.pending.push(event);
    if (this.pending.length >= this.options.maxBatch) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.options.intervalMs).unref();
  }

  /** Writes what is buffered (after any write under way); answers when it is in the database. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.pending;
    this.pending = [];
    this.writing = this.writing.then(async () => {
      if (batch.length === 0) return;
      try {
        await writeEvents(this.db, batch);
      } catch (error) {
        this.onError(error);
      }
    });
    return this.writing;
  }
}

/**
 * "Tell me when they open it": the first open of a copy whose sender asked clears the request (one
 * conditional update, only when the row carries one) and names whom to tell. Null otherwise.
 */
export async function firstOpenNotice(db: Db, material: Material): Promise<MaterialNotice | null> {
  if (!material.notify_open_by || !material.origin_id) return null;
  const cleared = await db
    .updateTable('material')
    .set({ notify_open_by: null })
    .where('id', '=', material.id)
    .where('notify_open_by', '=', material.notify_open_by)
    .executeTakeFirst();
  if (Number(cleared.numUpdatedRows) === 0) return null;
  const theirs = await db
    .selectFrom('material')
    .select(['id', 'title'])
    .where('owner_id', '=', material.notify_open_by)
    .where((eb) => eb.or([eb('id', '=', material.origin_id!), eb('origin_id', '=', material.origin_id!)]))
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
  return {
    companyId: material.company_id,
    kind: 'opened',
    originId: material.origin_id,
    actorId: material.owner_id,
    recipients: theirs ? [{ membershipId: material.notify_open_by, materialId: theirs.id, title: theirs.title }] : [],
  };
}
