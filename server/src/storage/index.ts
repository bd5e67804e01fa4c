import type { StorageConfig } from '../config.js';
import { keepFilesPrivate } from '../lib/private-files.js';
import { LocalBlobStorage } from './local.js';
import type { BlobStorage } from './types.js';

export { withBlobLock } from './blob-lock.js';
export { EnvelopeError, EnvelopeKeyError, keyIdOf, putEncrypted, readEncrypted, rewrapStored, storedKeyId } from './envelope.js';
export { BlobJanitor, type JanitorOptions, type SweepResult } from './janitor.js';
export {
  BlobTooLargeError,
  StorageUnavailableError,
  blobKey,
  type BlobStorage,
  type ByteRange,
  type KnownDigest,
  type StoredPart,
  type UploadParts,
  type StoredBlob,
} from './types.js';

/** The configured blob storage backend. The AWS SDK (~20 MiB resident) is loaded only for S3. */
export async function createStorage(config: StorageConfig): Promise<BlobStorage> {
  if (config.kind === 's3') {
    const { S3BlobStorage } = await import('./s3.js');
    return new S3BlobStorage(config);
  }
  keepFilesPrivate();
  return new LocalBlobStorage(config.dir);
}
