import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';

/**
 * A request whose body goes up with progress: multipart uploads and the byte requests of resumable
 * uploads. `fetch` reports no upload progress, so these go over XMLHttpRequest; the re-auth base query
 * treats them like any other request.
 */
export interface UploadArgs {
  url: string;
  method?: 'POST' | 'PUT' | 'PATCH';
  body: FormData | Blob;
  /** Request headers besides the bearer token (e.g. a resumable upload's `Upload-Offset`). */
  headers?: Record<string, string>;
  onUploadProgress: (loaded: number, total: number) => void;
}

export function isUploadArgs(args: unknown): args is UploadArgs {
  return typeof args === 'object' && args !== null && 'onUploadProgress' in args;
}

/** The error an upload reports when its request was cancelled. */
export const UPLOAD_ABORTED: FetchBaseQueryError = { status: 'CUSTOM_ERROR', error: 'ABORTED' };
