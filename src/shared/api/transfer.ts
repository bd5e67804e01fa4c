import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { BaseQueryApi, FetchArgs } from '@reduxjs/toolkit/query/react';
import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { baseQueryWithReauth, type QueryArgs } from './baseQuery';
import type { StateWithTokens } from './session-events';
import { UPLOAD_ABORTED } from './upload-args';

export interface ProtectedFile {
  blob: Blob;
  filename: string;
  contentType: string;
}

export interface FileRequest {
  url: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  /** Used for the file name when the server gives none. */
  fallbackName?: string;
}

export interface UploadHandle<T> {
  promise: Promise<T>;
  abort: () => void;
}

export type Transfer<R> = ThunkAction<R, StateWithTokens, unknown, UnknownAction>;

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

/** Runs one request through the app's base query (bearer token, one shared refresh, one retry). */
export function send(
  args: QueryArgs,
  endpoint: string,
  controller: AbortController,
): Transfer<ReturnType<typeof baseQueryWithReauth>> {
  return (dispatch, getState) => {
    const api: BaseQueryApi = {
      signal: controller.signal,
      abort: (reason) => controller.abort(reason),
      dispatch,
      getState,
      extra: undefined,
      endpoint,
      type: 'mutation',
    };
    return baseQueryWithReauth(args, api, {});
  };
}

/** Bytes, not JSON: a failed answer is still read as JSON so its `detail` reaches the user. */
const asBlob: FetchArgs['responseHandler'] = (response) => (response.ok ? response.blob() : response.json().catch(() => null));

/** Fetches a protected file (download or preview). Rejects with `{ status, data }` like RTK Query errors. */
export function fetchFile({
  url,
  method = 'GET',
  body,
  fallbackName = 'download',
}: FileRequest): Transfer<Promise<ProtectedFile>> {
  return async (dispatch) => {
    const result = await Promise.resolve(
      dispatch(send({ url, method, body, responseHandler: asBlob }, 'fetchFile', new AbortController())),
    );
    if (result.error) throw result.error;
    const blob = result.data as Blob;
    const headers = result.meta?.response?.headers;
    return {
      blob,
      filename: filenameFromDisposition(headers?.get('content-disposition') ?? null, fallbackName),
      contentType: headers?.get('content-type') ?? blob.type,
    };
  };
}

export interface UploadRequest {
  url: string;
  /** Built by the caller: the API reads fields in order, so `folder_id` goes before the file part. */
  form: FormData;
  /** Bytes sent so far and the total, for a progress bar. */
  onProgress?: (loaded: number, total: number) => void;
}

/** Uploads a multipart form with progress and a way to cancel. Rejects with `{ status, data }`, or `{ status: 'ABORTED' }`. */
export function uploadForm<T>({ url, form, onProgress }: UploadRequest): Transfer<UploadHandle<T>> {
  return (dispatch) => {
    const controller = new AbortController();
    const args = { url, body: form, onUploadProgress: (loaded: number, total: number) => onProgress?.(loaded, total) };
    const promise = Promise.resolve(dispatch(send(args, 'uploadForm', controller))).then((result) => {
      if (controller.signal.aborted || result.error === UPLOAD_ABORTED) throw { status: 'ABORTED' };
      if (result.error) throw result.error;
      return result.data as T;
    });
    return { promise, abort: () => controller.abort() };
  };
}

export type TransferDispatch = <R>(action: Transfer<R>) => R;

/** `fetchFile` bound to the store. */
export function useFetchFile(): (request: FileRequest) => Promise<ProtectedFile> {
  const dispatch = useDispatch() as TransferDispatch;
  return useCallback((request) => dispatch(fetchFile(request)), [dispatch]);
}

/** `uploadForm` bound to the store. */
export function useUploadForm<T>(): (request: UploadRequest) => UploadHandle<T> {
  const dispatch = useDispatch() as TransferDispatch;
  return useCallback((request: UploadRequest) => dispatch(uploadForm<T>(request)), [dispatch]);
}
