/** One upload as the fake tus server holds it. */
export interface FakeUpload {
  id: string;
  length: number;
  offset: number;
  metadata: Record<string, string>;
  materialId: string | null;
}

/** One PATCH as the fake XMLHttpRequest saw it; it waits for the test to move it on. */
export interface SentPatch {
  uploadId: string;
  offset: number;
  size: number;
  authorization: string | null;
  aborted: boolean;
  /** Report bytes sent (of this request). */
  progress(loaded: number): void;
  /** The server stores every byte and answers 204 (with `Material-Id` at the last byte). */
  complete(): void;
  /** The connection drops after the server stored `stored` bytes of this request. */
  fail(stored?: number): void;
  respond(status: number, body: unknown): void;
}

const decode = (value: string) => Buffer.from(value, 'base64').toString('utf8');

/**
 * A tus server at the browser's network boundary: `fetch` answers creation, offset and termination (other
 * paths go to the fetch mock installed before), a fake XMLHttpRequest takes the bytes. Every request is
 * recorded as "METHOD /material/uploads/… authorization"; `accepted.token` is the one bearer token it takes.
 */
export function installFakeTus({ token = 't' }: { token?: string } = {}) {
  const accepted = { token };
  const uploads = new Map<string, FakeUpload>();
  const requests: string[] = [];
  const patches: SentPatch[] = [];
  const deleted: string[] = [];
  let next = 0;
  const before = (globalThis.fetch as jest.Mock | undefined)?.getMockImplementation?.();
  const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    new Response(body === null ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    });

  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const path = new URL(request.url).pathname.replace('/api/frontend', '');
    if (!path.startsWith('/material/uploads/')) {
      if (before) return before(input, init);
      return json(404, { detail: 'Not found' });
    }
    const auth = request.headers.get('authorization');
    requests.push(`${request.method} ${path} ${auth}`);
    if (auth !== `Bearer ${accepted.token}`) return json(401, { detail: 'Your session has expired.' });
    const upload = uploads.get(path.split('/').pop() ?? '');
    if (request.method === 'POST') {
      const metadata = Object.fromEntries(
        (request.headers.get('upload-metadata') ?? '')
          .split(',')
          .filter(Boolean)
          .map((pair) => pair.split(' '))
          .map(([key, value]) => [key!, decode(value ?? '')]),
      );
      const id = `up${(next += 1)}`;
      uploads.set(id, { id, length: Number(request.headers.get('upload-length')), offset: 0, metadata, materialId: null });
      return json(201, null, { location: `http://localhost/api/frontend/material/uploads/${id}`, 'tus-resumable': '1.0.0' });
    }
    if (!upload) return json(404, { detail: 'No such upload: it was cancelled, it expired, or it is not yours.' });
    const state: Record<string, string> = { 'upload-offset': String(upload.offset), 'upload-length': String(upload.length) };
    const done: Record<string, string> = upload.materialId ? { 'material-id': upload.materialId } : {};
    if (request.method === 'HEAD') return new Response(null, { status: 200, headers: { ...state, ...done } });
    if (request.method === 'GET')
      return json(200, { id: upload.id, offset: upload.offset, length: upload.length, material_id: upload.materialId }, state);
    if (request.method === 'DELETE') {
      uploads.delete(upload.id);
      deleted.push(upload.id);
      return new Response(null, { status: 204 });
    }
    return json(405, { detail: 'Method not allowed' });
  });

  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = '';
    private url = '';
    private headers: Record<string, string> = {};
    private answerHeaders: Record<string, string> = {};
    private record: SentPatch | null = null;
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }
    getAllResponseHeaders() {
      return Object.entries(this.answerHeaders)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('');
    }
    send(body: Blob) {
      const uploadId = new URL(this.url).pathname.split('/').pop() ?? '';
      const authorization = this.headers.authorization ?? null;
      requests.push(`${this.method} /material/uploads/${uploadId} ${authorization}`);
      const offset = Number(this.headers['upload-offset']);
      const answer = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        if (this.record?.aborted) return;
        this.status = status;
        this.answerHeaders = headers;
        this.responseText = body === null ? '' : JSON.stringify(body);
        this.onload?.();
      };
      const store = (bytes: number) => {
        const upload = uploads.get(uploadId);
        if (!upload || upload.offset !== offset) return upload;
        upload.offset += bytes;
        if (upload.offset === upload.length) upload.materialId = `m-${uploadId}`;
        return upload;
      };
      this.record = {
        uploadId,
        offset,
        size: body.size,
        authorization,
        aborted: false,
        progress: (loaded) => this.upload.onprogress?.({ loaded, total: body.size, lengthComputable: true } as ProgressEvent),
        complete: () => {
          if (authorization !== `Bearer ${accepted.token}`) return answer(401, { detail: 'Your session has expired.' });
          const upload = store(body.size);
          if (!upload) return answer(404, { detail: 'No such upload.' });
          answer(204, null, {
            'upload-offset': String(upload.offset),
            ...(upload.materialId ? { 'material-id': upload.materialId } : {}),
          });
        },
        fail: (stored = 0) => {
          store(stored);
          this.onerror?.();
        },
        respond: answer,
      };
      patches.push(this.record);
    }
    abort() {
      if (this.record) this.record.aborted = true;
      this.onabort?.();
    }
  }
  const original = globalThis.XMLHttpRequest;
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return { uploads, requests, patches, deleted, accepted, restore: () => (globalThis.XMLHttpRequest = original) };
}

/** Sets what `navigator.onLine` says and fires the matching window event. */
export function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}
