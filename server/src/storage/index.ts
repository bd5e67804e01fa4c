import type { StorageConfig } from '../config.js';
import { LocalBlobStorage } from './local.js';
import { S3BlobStorage } from './s3.js';
import type { BlobStorage } from './types.js';

export { BlobTooLargeError, blobKey, type BlobStorage, type ByteRange, type StoredBlob } from './types.js';

/** The configured blob storage backend. */
export function createStorage(config: StorageConfig): BlobStorage {
  if (config.kind === 's3') return new S3BlobStorage(config);
  return new LocalBlobStorage(config.dir);
}
