import type { BaseQueryApi, FetchBaseQueryError, FetchBaseQueryMeta, QueryReturnValue } from '@reduxjs/toolkit/query/react';
import { API_BASE_URL } from '@/shared/config';

/**
 * A request whose body goes up with progress: multipart uploads. `fetch` reports no upload progress,
 * so these go over XMLHttpRequest; the re-auth base query treats them like any other request.
 */
export interface UploadArgs {
  url: string;
  method?: 'POST' | 'PUT';
  body: FormData;
  onUploadProgress: (loaded: number, total: number) => void;
}

export function isUploadArgs(args: unknown): args is UploadArgs {
  return typeof args === 'object' && args !== null && 'onUploadProgress' in args;
}

/** The error an upload reports when its request was cancelled. */
export const UPLOAD_ABORTED: FetchBaseQueryError = { status: 'CUSTOM_ERROR', error: 'ABORTED' };

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text || null;
  }
}

/** Sends an `UploadArgs` request with the given headers; resolves like `fetchBaseQuery`, never rejects. */
export function xhrTransport(
  args: UploadArgs,
  api: Pick<BaseQueryApi, 'signal'>,
  headers: Headers,
): Promise<QueryReturnValue<unknown, FetchBaseQueryError, FetchBaseQueryMeta>> {
  return new Promise((resolve) => {
    if (api.signal.aborted) {
      resolve({ error: UPLOAD_ABORTED });
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    api.signal.addEventListener('abort', onAbort, { once: true });
    const settle = (value: QueryReturnValue<unknown, FetchBaseQueryError, FetchBaseQueryMeta>) => {
      api.signal.removeEventListener('abort', onAbort);
      resolve(value);
    };
    xhr.open(args.method ?? 'POST', `${API_BASE_URL}${args.url}`);
    headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) => args.onUploadProgress(event.loaded, event.lengthComputable ? event.total : 0);
    xhr.onload = () => {
      const data = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) settle({ data });
      else settle({ error: { status: xhr.status, data } });
    };
    xhr.onerror = () => settle({ error: { status: 'FETCH_ERROR', error: 'The upload could not reach the server.' } });
    xhr.onabort = () => settle({ error: UPLOAD_ABORTED });
    xhr.send(args.body);
  });
}
