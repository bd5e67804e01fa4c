import { API_BASE_URL, API_PREFIX } from '@/shared/config';
import type { ContentItem } from './generated/material.gen';

/** Addresses of the endpoints that answer bytes rather than JSON. */
export const contentUrls = {
  material: (id: string) => `${API_BASE_URL}${API_PREFIX}/material/${encodeURIComponent(id)}`,
  folder: (id: string) => `${API_BASE_URL}${API_PREFIX}/folder/${encodeURIComponent(id)}`,
  selection: () => `${API_BASE_URL}${API_PREFIX}/content/download`,
  upload: () => `${API_BASE_URL}${API_PREFIX}/material/`,
};

/** The name in a `Content-Disposition` header: RFC 6266 `filename*` first, then `filename`. */
export function filenameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim());
    } catch {
      /* fall through */
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() || fallback;
}

export interface ProtectedFile {
  blob: Blob;
  filename: string;
  contentType: string;
}

/** Fetches a protected file with the bearer token. Throws `{ status, data }` like RTK Query errors. */
export async function fetchProtected(
  url: string,
  token: string | null,
  init: { method?: 'GET' | 'POST'; body?: unknown; fallbackName?: string } = {},
): Promise<ProtectedFile> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) {
    const data: unknown = await response.json().catch(() => null);
    throw { status: response.status, data };
  }
  const blob = await response.blob();
  return {
    blob,
    filename: filenameFromDisposition(response.headers.get('content-disposition'), init.fallbackName ?? 'download'),
    contentType: response.headers.get('content-type') ?? blob.type,
  };
}

export interface UploadHandle {
  promise: Promise<ContentItem>;
  abort: () => void;
}

/**
 * Uploads one file with XMLHttpRequest so progress can be shown and the upload cancelled. The
 * `folder_id` field goes before the file part, as the API requires. Rejects with `{ status, data }`,
 * or `{ status: 'ABORTED' }` when cancelled.
 */
export function uploadWithProgress(
  file: File,
  {
    folderId,
    token,
    onProgress,
  }: { folderId?: string | null; token: string | null; onProgress?: (loaded: number, total: number) => void },
): UploadHandle {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<ContentItem>((resolve, reject) => {
    xhr.open('POST', contentUrls.upload());
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => onProgress?.(event.loaded, event.lengthComputable ? event.total : file.size);
    xhr.onload = () => {
      let data: unknown = null;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        data = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as ContentItem);
      else reject({ status: xhr.status, data });
    };
    xhr.onerror = () => reject({ status: 'FETCH_ERROR', error: 'The upload could not reach the server.' });
    xhr.onabort = () => reject({ status: 'ABORTED' });
    const form = new FormData();
    if (folderId) form.append('folder_id', folderId);
    form.append('file', file, file.name);
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}
