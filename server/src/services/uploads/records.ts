import type { Db } from '../../db/connect.js';
import type { ResumableUploadTable } from '../../db/schema.js';
import { HttpError, notFound } from '../../lib/errors.js';
import { newId, nowIso } from '../../lib/ids.js';
import type { Actor } from '../../policy/actor.js';
import type { BlobStorage, StoredPart } from '../../storage/index.js';
import type { HashingCounter } from '../../storage/hashing.js';
import { checkUploadTarget, tooLarge } from '../content/materials.js';
import { sanitizeContentType, sanitizeFileName } from '../content/names.js';
import type { Selectable } from 'kysely';

export type UploadRow = Selectable<ResumableUploadTable>;

/** What the resumable upload services need: the database, the store, the limits and the counters. */
export interface UploadContext {
  db: Db;
  storage: BlobStorage;
  maxBytes: number;
  /** An upload with no new bytes for this long expires (its parts are removed). */
  expiryMs: number;
  /**
   * How long a request's claim on an upload holds without news: renewed while its bytes arrive, it
   * lapses this long after its process stopped (crashed), and another process may then go on.
   */
  leaseMs: number;
  count(event: 'started' | 'resumed' | 'finished' | 'expired' | 'terminated'): void;
  /** This process's own state: the request writing to each upload, and the digests of what it received. */
  local: UploadProcessState;
}

export interface UploadProcessState {
  /** The request writing to each upload here, so a newer one can take over from a stalled one. */
  writers: Map<string, { stop: () => void; done: Promise<unknown> }>;
  /**
   * SHA-256 and CRC-32 of the bytes this process received for each upload, in order. Valid while they
   * cover exactly the upload's recorded bytes; otherwise the store hashes the complete upload again.
   */
  digests: Map<string, HashingCounter>;
}

export const newProcessState = (): UploadProcessState => ({ writers: new Map(), digests: new Map() });

export const UPLOAD_NOT_FOUND = 'No such upload: it was cancelled, it expired, or it is not yours.';

/** The upload as its owner sees it; anyone else's (or an unknown id) is 404, an expired one 410. */
export async function ownUpload(db: Db, actor: Actor, uploadId: string): Promise<UploadRow> {
  const row = await db
    .selectFrom('resumable_upload')
    .selectAll()
    .where('id', '=', uploadId)
    .where('company_id', '=', actor.companyId)
    .where('owner_id', '=', actor.membershipId)
    .executeTakeFirst();
  if (!row) throw notFound(UPLOAD_NOT_FOUND);
  if (row.material_id === null && row.expires_at < nowIso())
    throw new HttpError(410, 'This upload expired before it was finished; start it again.');
  return row;
}

export const partsOf = (row: UploadRow): StoredPart[] => JSON.parse(row.parts) as StoredPart[];
export const expiresFrom = (ctx: UploadContext, now = Date.now()) => new Date(now + ctx.expiryMs).toISOString();

export interface NewUpload {
  length: number;
  fileName: string | undefined;
  contentType: string | undefined;
  folderId: string | null;
}

/**
 * Creates a resumable upload after the checks a multipart upload makes before its first byte (the file
 * name, my folder, the size limit); the store prepares its parts.
 */
export async function createUpload(ctx: UploadContext, actor: Actor, input: NewUpload): Promise<UploadRow> {
  if (input.length > ctx.maxBytes) throw tooLarge(ctx.maxBytes);
  await checkUploadTarget(ctx.db, actor, input);
  const id = newId();
  const ref = await ctx.storage.parts.begin(id);
  const now = nowIso();
  const row = {
    id,
    company_id: actor.companyId,
    owner_id: actor.membershipId,
    folder_id: input.folderId,
    file_name: sanitizeFileName(input.fileName),
    content_type: sanitizeContentType(input.contentType),
    length: input.length,
    storage_ref: ref,
    lease_id: null,
    lease_until: null,
    material_id: null,
    created_at: now,
    updated_at: now,
    expires_at: expiresFrom(ctx),
  };
  try {
    await ctx.db.insertInto('resumable_upload').values(row).execute();
  } catch (error) {
    await ctx.storage.parts.remove(id, ref).catch(() => undefined);
    throw error;
  }
  ctx.count('started');
  return { ...row, received: 0, parts: '[]' };
}

/** Where an upload stands (HEAD): a client asking about an unfinished one is resuming it. */
export async function uploadState(ctx: UploadContext, actor: Actor, uploadId: string): Promise<UploadRow> {
  const row = await ownUpload(ctx.db, actor, uploadId);
  if (row.material_id === null) ctx.count('resumed');
  return row;
}
