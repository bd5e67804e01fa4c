import { combineSlices, configureStore, createSlice } from '@reduxjs/toolkit';
import { baseApi } from './baseApi';
import { sessionExpired, tokensRefreshed, type TokenState } from './session-events';
import { fetchFile, uploadForm } from './transfer';

/** A stand-in for the session entity: just the token state the API layer reads. */
function makeTestStore(tokens: TokenState) {
  const session = createSlice({
    name: 'session',
    initialState: { ...tokens, expired: false },
    reducers: {},
    extraReducers: (builder) => {
      builder
        .addCase(tokensRefreshed, (state, action) => ({ ...state, ...action.payload }))
        .addCase(sessionExpired, () => ({ accessToken: null, refreshToken: null, expired: true }));
    },
  });
  return configureStore({
    reducer: combineSlices(baseApi, session),
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The network boundary. Bytes and uploads need `Bearer fresh`; the refresh answers after 20 ms. Every
 * request is recorded as "METHOD path auth" (fetch) or "XHR path auth" (uploads).
 */
function mockServer() {
  const server = { refreshCalls: 0, requests: [] as string[] };
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const { pathname } = new URL(request.url);
    if (pathname === '/api/frontend/user/token/refresh') {
      server.refreshCalls += 1;
      await delay(20);
      return Response.json({ access_token: 'fresh', refresh_token: 'rotated', token_type: 'bearer' });
    }
    const auth = request.headers.get('authorization');
    server.requests.push(`${request.method} ${pathname} ${auth}`);
    await delay(5);
    if (auth !== 'Bearer fresh') return Response.json({ detail: 'Your session has expired.' }, { status: 401 });
    return new Response(new Blob([`bytes of ${pathname}`], { type: 'text/plain' }), {
      headers: { 'content-type': 'text/plain', 'content-disposition': `attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.txt` },
    });
  });

  class FakeXhr {
    static sent: FakeXhr[] = [];
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private url = '';
    private headers: Record<string, string> = {};
    private aborted = false;
    body: FormData | null = null;
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }
    send(body: FormData) {
      this.body = body;
      FakeXhr.sent.push(this);
      const auth = this.headers.authorization ?? null;
      server.requests.push(`XHR ${new URL(this.url).pathname} ${auth}`);
      void delay(5).then(() => {
        if (this.aborted) return;
        this.upload.onprogress?.({ loaded: 3, total: 6, lengthComputable: true } as ProgressEvent);
        this.upload.onprogress?.({ loaded: 6, total: 6, lengthComputable: true } as ProgressEvent);
        const ok = auth === 'Bearer fresh';
        this.status = ok ? 201 : 401;
        this.responseText = JSON.stringify(ok ? { id: 'm1', title: 'notes.txt' } : { detail: 'Your session has expired.' });
        this.onload?.();
      });
    }
    getAllResponseHeaders() {
      return 'content-type: application/json\r\n';
    }
    abort() {
      this.aborted = true;
      this.onabort?.();
    }
  }
  FakeXhr.sent = [];
  const original = globalThis.XMLHttpRequest;
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  afterCleanup.push(() => (globalThis.XMLHttpRequest = original));
  return { server, xhrs: FakeXhr.sent };
}

const afterCleanup: Array<() => void> = [];
afterEach(() => {
  jest.restoreAllMocks();
  afterCleanup.splice(0).forEach((undo) => undo());
});

const upload = (onProgress?: (loaded: number, total: number) => void) => {
  const form = new FormData();
  form.append('folder_id', 'f1');
  form.append('file', new File(['hello!'], 'notes.txt'));
  return uploadForm<{ id: string; title: string }>({ url: '/api/frontend/material/', form, onProgress });
};

describe('transfers through the re-auth base query', () => {
  it('a download after the token expired refreshes once, retries once and keeps the file name', async () => {
    const { server } = mockServer();
    const store = makeTestStore({ accessToken: 'stale', refreshToken: 'r1' });
    const file = await store.dispatch(fetchFile({ url: '/api/frontend/material/m1', fallbackName: 'x' }));

    expect(await file.blob.text()).toBe('bytes of /api/frontend/material/m1');
    expect(file.filename).toBe('résumé.txt');
    expect(server.refreshCalls).toBe(1);
    expect(server.requests).toEqual(['GET /api/frontend/material/m1 Bearer stale', 'GET /api/frontend/material/m1 Bearer fresh']);
    expect(store.getState().session).toMatchObject({ accessToken: 'fresh', refreshToken: 'rotated' });
  });

  it('a zip of a selection is POSTed with its JSON body on both attempts', async () => {
    const { server } = mockServer();
    const bodies: string[] = [];
    const fetchMock = globalThis.fetch as jest.Mock;
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input: Request) => {
      if (input.url.endsWith('/content/download')) bodies.push(await input.clone().text());
      return original(input);
    });
    const store = makeTestStore({ accessToken: 'stale', refreshToken: 'r1' });
    const body = { folder_ids: ['f1'], material_ids: ['m1'] };
    await store.dispatch(fetchFile({ url: '/api/frontend/content/download', method: 'POST', body }));

    expect(server.refreshCalls).toBe(1);
    expect(bodies.map((text) => JSON.parse(text))).toEqual([body, body]);
  });

  it('an upload after the token expired refreshes once, sends the same form again, and reports progress', async () => {
    const { server, xhrs } = mockServer();
    const store = makeTestStore({ accessToken: 'stale', refreshToken: 'r1' });
    const progress: string[] = [];
    const created = await store.dispatch(upload((loaded, total) => progress.push(`${loaded}/${total}`))).promise;

    expect(created).toEqual({ id: 'm1', title: 'notes.txt' });
    expect(server.refreshCalls).toBe(1);
    expect(server.requests).toEqual(['XHR /api/frontend/material/ Bearer stale', 'XHR /api/frontend/material/ Bearer fresh']);
    expect([...xhrs[1]!.body!.keys()]).toEqual(['folder_id', 'file']);
    expect(progress).toEqual(['3/6', '6/6', '3/6', '6/6']);
  });

  it('an upload, a download and a preview that all meet an expired token share one refresh', async () => {
    const { server } = mockServer();
    const store = makeTestStore({ accessToken: 'stale', refreshToken: 'r1' });
    const [created, download, preview] = await Promise.all([
      store.dispatch(upload()).promise,
      store.dispatch(fetchFile({ url: '/api/frontend/folder/f1' })),
      store.dispatch(fetchFile({ url: '/api/frontend/material/m2' })),
    ]);

    expect(server.refreshCalls).toBe(1);
    expect(created.id).toBe('m1');
    expect(await download.blob.text()).toBe('bytes of /api/frontend/folder/f1');
    expect(await preview.blob.text()).toBe('bytes of /api/frontend/material/m2');
    expect(server.requests.filter((line) => line.endsWith('Bearer fresh'))).toHaveLength(3);
  });

  it('a failed refresh ends the session and the download rejects with the 401', async () => {
    const { server } = mockServer();
    const fetchMock = globalThis.fetch as jest.Mock;
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input: Request) =>
      input.url.endsWith('/token/refresh')
        ? Response.json({ detail: 'Please sign in again.' }, { status: 401 })
        : original(input),
    );
    const store = makeTestStore({ accessToken: 'stale', refreshToken: 'r1' });

    await expect(store.dispatch(fetchFile({ url: '/api/frontend/material/m1' }))).rejects.toMatchObject({
      status: 401,
      data: { detail: 'Your session has expired.' },
    });
    expect(server.requests).toHaveLength(1);
    expect(store.getState().session).toMatchObject({ accessToken: null, expired: true });
  });

  it('a cancelled upload rejects as ABORTED and is not retried', async () => {
    const { server } = mockServer();
    const store = makeTestStore({ accessToken: 'stale', refreshToken: 'r1' });
    const early = store.dispatch(upload());
    early.abort();
    await expect(early.promise).rejects.toEqual({ status: 'ABORTED' });
    expect(server.requests).toEqual([]);

    const late = store.dispatch(upload());
    await delay(1);
    expect(server.requests).toEqual(['XHR /api/frontend/material/ Bearer stale']);
    late.abort();
    await expect(late.promise).rejects.toEqual({ status: 'ABORTED' });
    await delay(40);
    expect(server.requests).toHaveLength(1);
    expect(server.refreshCalls).toBe(0);
  });
});
