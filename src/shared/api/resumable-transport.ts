import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import type { HttpRequest, HttpResponse, HttpStack } from 'tus-js-client';
import { useMemo } from 'react';
import { useDispatch } from 'react-redux';
import { API_BASE_URL, API_PREFIX } from '@/shared/config';
import { send, type TransferDispatch } from './transfer';

// Resumable (tus) uploads speak through the app's one HTTP path: every request of the tus client (create,
// offset, bytes, cancel) goes through the re-auth base query, so each chunk carries the current bearer
// token and a 401 is refreshed once under the shared mutex and retried.

const UPLOADS_PATH = `${API_PREFIX}/material/uploads/`;

const apiRoot = () => (API_BASE_URL || window.location.origin).replace(/\/$/, '');

/** Where resumable uploads are created, as the tus client wants it: an absolute URL. */
export function resumableUploadsEndpoint(): string {
  return `${apiRoot()}${UPLOADS_PATH}`;
}

/** The path of `url` on our API, or null for any other place: the bearer token never leaves the API. */
function apiPath(url: string): string | null {
  const full = new URL(url, window.location.href).toString();
  const root = apiRoot();
  return full.startsWith(`${root}/`) ? full.slice(root.length) : null;
}

function describe(error: FetchBaseQueryError | undefined): string {
  if (!error) return 'No answer from the server.';
  return 'error' in error ? error.error : `HTTP ${String(error.status)}`;
}

class BaseQueryResponse implements HttpResponse {
  constructor(
    private readonly response: Response,
    private readonly body: unknown,
  ) {}
  getStatus() {
    return this.response.status;
  }
  getHeader(name: string) {
    return this.response.headers.get(name) ?? undefined;
  }
  getBody() {
    return typeof this.body === 'string' ? this.body : this.body == null ? '' : JSON.stringify(this.body);
  }
  getUnderlyingObject() {
    return this.response;
  }
}

class BaseQueryRequest implements HttpRequest {
  private readonly headers: Record<string, string> = {};
  private readonly controller = new AbortController();
  private progress: (sent: number) => void = () => undefined;

  constructor(
    private readonly method: string,
    private readonly url: string,
    private readonly dispatch: TransferDispatch,
  ) {}

  getMethod() {
    return this.method;
  }
  getURL() {
    return this.url;
  }
  setHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getHeader(name: string) {
    return this.headers[name];
  }
  setProgressHandler(handler: (sent: number) => void) {
    this.progress = handler;
  }

  /** Resolves with any answer (tus decides what a status means); rejects when none came (offline, aborted). */
  async send(body: Blob | null = null): Promise<HttpResponse> {
    const url = apiPath(this.url);
    if (url === null) throw new Error(`A resumable upload may only be sent to the API, not to ${this.url}.`);
    const { headers, method } = this;
    const args = body
      ? { url, method: 'PATCH' as const, body, headers, onUploadProgress: (loaded: number) => this.progress(loaded) }
      : { url, method, headers, responseHandler: 'text' as const };
    const result = await this.dispatch(send(args, 'resumableUpload', this.controller));
    const response = result.meta?.response;
    if (!response) throw new Error(describe(result.error));
    const answer = result.error && 'data' in result.error ? result.error.data : result.data;
    return new BaseQueryResponse(response, answer);
  }

  abort() {
    this.controller.abort();
    return Promise.resolve();
  }
  getUnderlyingObject() {
    return this.controller;
  }
}

/** A tus `HttpStack` whose requests go through the re-auth base query of this store. */
export function resumableHttpStack(dispatch: TransferDispatch): HttpStack {
  return {
    createRequest: (method, url) => new BaseQueryRequest(method, url, dispatch),
    getName: () => 'CascadeBaseQueryStack',
  };
}

/** `resumableHttpStack` bound to the store. */
export function useResumableHttpStack(): HttpStack {
  const dispatch = useDispatch() as TransferDispatch;
  return useMemo(() => resumableHttpStack(dispatch), [dispatch]);
}
