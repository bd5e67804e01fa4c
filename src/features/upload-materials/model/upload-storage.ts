import type { PreviousUpload, UrlStorage } from 'tus-js-client';

/** What the browser keeps of an unfinished upload: where it lives on the server and what it is. */
export interface StoredUpload extends PreviousUpload {
  uploadUrl?: string;
  urlStorageKey: string;
}

const PREFIX = 'cascade-upload';

/**
 * The browser's list of unfinished resumable uploads (localStorage), one list per user: a file chosen
 * again after a reload or a browser restart continues where the server's bytes end. Entries go when an
 * upload finishes or is cancelled, and when the server no longer knows it (expired).
 */
export class UploadStorage implements UrlStorage {
  constructor(private readonly userId: string) {}

  private prefix(fingerprint = '') {
    return `${PREFIX}::${this.userId}::${fingerprint}`;
  }

  private entries(prefix: string): StoredUpload[] {
    const found: StoredUpload[] = [];
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index);
      if (!key?.startsWith(prefix)) continue;
      try {
        found.push({ ...(JSON.parse(localStorage.getItem(key) ?? '') as PreviousUpload), urlStorageKey: key });
      } catch {
        localStorage.removeItem(key); // unreadable: it can never be resumed
      }
    }
    // Newest first: a file chosen again continues its latest upload.
    return found.sort((a, b) => Date.parse(b.creationTime) - Date.parse(a.creationTime));
  }

  findAllUploads(): Promise<StoredUpload[]> {
    return Promise.resolve(this.entries(this.prefix()));
  }

  findUploadsByFingerprint(fingerprint: string): Promise<StoredUpload[]> {
    return Promise.resolve(this.entries(this.prefix(`${fingerprint}::`)));
  }

  removeUpload(urlStorageKey: string): Promise<void> {
    localStorage.removeItem(urlStorageKey);
    return Promise.resolve();
  }

  addUpload(fingerprint: string, upload: PreviousUpload): Promise<string> {
    const key = `${this.prefix(`${fingerprint}::`)}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
    localStorage.setItem(key, JSON.stringify(upload));
    return Promise.resolve(key);
  }
}

/** The same file (name, type, size, last change) into the same folder: its unfinished upload continues. */
export function fingerprintOf(file: File, folderId: string | null): string {
  return [folderId ?? 'root', file.name, file.type, file.size, file.lastModified].join('/');
}
