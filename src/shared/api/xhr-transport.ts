import type { BaseQueryApi, FetchBaseQueryError, FetchBaseQueryMeta, QueryReturnValue } from '@reduxjs/toolkit/query/react';
import { API_BASE_URL } from '@/shared/config';
import { UPLOAD_ABORTED, type UploadArgs } from './upload-args';

// Uploads over XMLHttpRequest, for progress (`fetch` reports none). The base query loads this module with
// the first upload, so the sign-in page never downloads it.

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text || null;
  }
}

/** The answer's status and headers as a `Response` (as `fetchBaseQuery` gives it), its body left out. */
function responseOf(xhr: XMLHttpRequest): Response | undefined {
  if (xhr.status < 200 || xhr.status > 599) return undefined;
  const headers = new Headers();
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return new Response(null, { status: xhr.status, headers });
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
    const url = `${API_BASE_URL}${args.url}`;
    const method = args.method ?? 'POST';
    xhr.open(method, url);
    // The request's own headers first: the bearer token the base query chose is never replaced.
    const all = new Headers(args.headers);
    headers.forEach((value, name) => all.set(name, value));
    all.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) => args.onUploadProgress(event.loaded, event.lengthComputable ? event.total : 0);
    xhr.onload = () => {
      const data = parse(xhr.responseText);
      const meta = { request: new Request(new URL(url, window.location.href), { method }), response: responseOf(xhr) };
      if (xhr.status >= 200 && xhr.status < 300) settle({ data, meta });
      else settle({ error: { status: xhr.status, data }, meta });
    };
    xhr.onerror = () => settle({ error: { status: 'FETCH_ERROR', error: 'The upload could not reach the server.' } });
    xhr.onabort = () => settle({ error: UPLOAD_ABORTED });
    xhr.send(args.body);
  });
}
