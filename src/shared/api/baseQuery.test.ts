import { combineSlices, configureStore, createSlice } from '@reduxjs/toolkit';
import { baseApi } from './baseApi';
import { sessionExpired, tokensRefreshed, type TokenState } from './session-events';

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
  const reducer = combineSlices(baseApi, session);
  return configureStore({ reducer, middleware: (getDefault) => getDefault().concat(baseApi.middleware) });
}

const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<{ n: number }, number>({ query: (n) => `/api/frontend/probe/${n}` }),
  }),
});

function json(status: number, body: unknown, delayMs = 0): Promise<Response> {
  return new Promise((resolve) =>
    setTimeout(
      () => resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
      delayMs,
    ),
  );
}

interface Server {
  refreshCalls: number;
  probeCalls: Map<string, string[]>;
  refreshAnswer: () => Promise<Response>;
}

/** The network boundary: probes need `Bearer fresh`; the refresh endpoint answers as configured. */
function mockServer(): Server {
  const server: Server = {
    refreshCalls: 0,
    probeCalls: new Map(),
    refreshAnswer: () => json(200, { access_token: 'fresh', refresh_token: 'rotated', token_type: 'bearer' }, 20),
  };
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const url = new URL(request.url);
    if (url.pathname === '/api/frontend/user/token/refresh') {
      server.refreshCalls += 1;
      return server.refreshAnswer();
    }
    const auth = request.headers.get('authorization') ?? '';
    server.probeCalls.set(url.pathname, [...(server.probeCalls.get(url.pathname) ?? []), auth]);
    return auth === 'Bearer fresh'
      ? json(200, { n: Number(url.pathname.split('/').pop()) }, 5)
      : json(401, { detail: 'expired' }, 5);
  });
  return server;
}

afterEach(() => jest.restoreAllMocks());

describe('baseQueryWithReauth', () => {
  it('sends the bearer token', async () => {
    const server = mockServer();
    const store = makeTestStore({ accessToken: 'fresh', refreshToken: 'r' });
    const result = await store.dispatch(probeApi.endpoints.probe.initiate(1));
    expect(result.data).toEqual({ n: 1 });
    expect(server.probeCalls.get('/api/frontend/probe/1')).toEqual(['Bearer fresh']);
    expect(server.refreshCalls).toBe(0);
  });

  it('makes exactly one refresh call for five concurrent 401s and retries each request once', async () => {
    const server = mockServer();
    const store = makeTestStore({ accessToken: 'stale', refreshToken: 'r1' });
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => store.dispatch(probeApi.endpoints.probe.initiate(n))));

    expect(results.map((r) => r.data)).toEqual([1, 2, 3, 4, 5].map((n) => ({ n })));
    expect(server.refreshCalls).toBe(1);
    for (const n of [1, 2, 3, 4, 5]) {
      expect(server.probeCalls.get(`/api/frontend/probe/${n}`)).toEqual(['Bearer stale', 'Bearer fresh']);
    }
    const { session } = store.getState();
    expect(session).toMatchObject({ accessToken: 'fresh', refreshToken: 'rotated', expired: false });
  });

  it('sends the refresh token with token_type bearer', async () => {
    const server = mockServer();
    let body: unknown;
    server.refreshAnswer = () => json(200, { access_token: 'fresh', refresh_token: 'rotated', token_type: 'bearer' });
    const fetchMock = globalThis.fetch as jest.Mock;
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input: Request) => {
      if (input.url.endsWith('/token/refresh')) body = await input.clone().json();
      return original(input);
    });
    const store = makeTestStore({ accessToken: 'stale', refreshToken: 'r1' });
    await store.dispatch(probeApi.endpoints.probe.initiate(7));
    expect(body).toEqual({ refresh_token: 'r1', token_type: 'bearer' });
  });

  it('ends the session without calling refresh when there is no refresh token', async () => {
    const server = mockServer();
    const store = makeTestStore({ accessToken: 'stale', refreshToken: null });
    const result = await store.dispatch(probeApi.endpoints.probe.initiate(1));

    expect(result.error).toMatchObject({ status: 401 });
    expect(server.refreshCalls).toBe(0);
    expect(store.getState().session).toMatchObject({ accessToken: null, expired: true });
  });

  it('ends the session when the refresh fails, and does not retry', async () => {
    const server = mockServer();
    server.refreshAnswer = () => json(401, { detail: 'Your session has expired. Please sign in again.' });
    const store = makeTestStore({ accessToken: 'stale', refreshToken: 'r1' });
    const results = await Promise.all([1, 2, 3].map((n) => store.dispatch(probeApi.endpoints.probe.initiate(n))));

    expect(results.every((r) => r.error && 'status' in r.error && r.error.status === 401)).toBe(true);
    expect(server.refreshCalls).toBe(1);
    for (const n of [1, 2, 3]) expect(server.probeCalls.get(`/api/frontend/probe/${n}`)).toHaveLength(1);
    expect(store.getState().session).toMatchObject({ accessToken: null, refreshToken: null, expired: true });
  });

  it('retries only once: a second 401 after a successful refresh is returned as it is', async () => {
    const server = mockServer();
    server.refreshAnswer = () => json(200, { access_token: 'still-refused', refresh_token: 'rotated', token_type: 'bearer' });
    const store = makeTestStore({ accessToken: 'stale', refreshToken: 'r1' });
    const result = await store.dispatch(probeApi.endpoints.probe.initiate(9));

    expect(result.error).toMatchObject({ status: 401 });
    expect(server.refreshCalls).toBe(1);
    expect(server.probeCalls.get('/api/frontend/probe/9')).toEqual(['Bearer stale', 'Bearer still-refused']);
  });
});
