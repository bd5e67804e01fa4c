import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { Server, type Client } from 'mock-socket';
import { notificationSlice, selectNotifications, selectNotificationsError, selectUnreadCount } from '@/entities/notification';
import { loggedOut, sessionSlice, startSessionListeners, tokensReceived } from '@/entities/session';
import { baseApi, intakeFormApi, type NotificationItem } from '@/shared/api';
import {
  NOT_CONNECTED,
  realtimeMessageReceived,
  realtimeSend,
  realtimeStarted,
  realtimeStopped,
  startRealtimeListeners,
} from './listeners';

const SOCKET_URL = 'ws://localhost/api/frontend/general/ws';

/** Every server message the listeners dispatched, in order. */
let received: Array<ReturnType<typeof realtimeMessageReceived>['payload']> = [];

function makeTestStore() {
  const listeners = createListenerMiddleware();
  startSessionListeners(listeners.startListening);
  startRealtimeListeners(listeners.startListening);
  received = [];
  listeners.startListening({ actionCreator: realtimeMessageReceived, effect: ({ payload }) => void received.push(payload) });
  const reducer = combineSlices(baseApi, sessionSlice, notificationSlice);
  return configureStore({
    reducer,
    middleware: (getDefault) => getDefault().prepend(listeners.middleware).concat(baseApi.middleware),
  });
}
type TestStore = ReturnType<typeof makeTestStore>;

const item = (id: string, extra: Partial<NotificationItem> = {}): NotificationItem => ({
  id,
  type: 'content_received',
  title: `Notification ${id}`,
  body: '',
  link: '/materials',
  read: false,
  created_at: `2026-11-2${id.length}T10:00:00.000Z`,
  ...extra,
});

const user = { id: 'u1', membership_id: 'm1', email: 'agent@example.com', role: 'agent' };

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The HTTP side: the current user, the list (or a failure), and a refresh that issues `fresh`. */
function mockHttp(options: { listFails?: boolean; valid?: string[] } = {}) {
  const valid = options.valid ?? ['t1', 'fresh'];
  const calls: string[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const url = new URL(request.url);
    calls.push(`${request.method} ${url.pathname}`);
    if (url.pathname === '/api/frontend/user/token/refresh')
      return json(200, { access_token: 'fresh', refresh_token: 'r2', token_type: 'bearer' });
    const token = (request.headers.get('authorization') ?? '').replace('Bearer ', '');
    if (!valid.includes(token)) return json(401, { detail: 'expired' });
    if (url.pathname === '/api/frontend/user/') return json(200, user);
    if (url.pathname === '/api/frontend/intake-form/f1/details') return json(200, { id: 'f1', status: 'draft' });
    if (url.pathname === '/api/frontend/notification/') {
      if (options.listFails) return json(500, { detail: 'down' });
      return json(200, { items: [item('1')], total: 1, page: 1, size: 20, pages: 1, unread: 1 });
    }
    return json(404, { detail: 'Not found.' });
  });
  return Object.assign(calls, { valid });
}

/** A mock server that records every client and the token it came with. */
function mockSocketServer() {
  const server = new Server(SOCKET_URL);
  const clients: Client[] = [];
  server.on('connection', (socket) => {
    clients.push(socket);
  });
  const open = () => clients.filter((c) => c.readyState === WebSocket.OPEN);
  return { server, clients, open };
}

const waitFor = async (check: () => boolean, timeoutMs = 2000) => {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

async function signIn(store: TestStore, token = 't1') {
  store.dispatch(tokensReceived({ accessToken: token, refreshToken: 'r1' }));
  await waitFor(() => store.getState().session.status === 'authenticated');
}

let socketServer: ReturnType<typeof mockSocketServer>;
let store: TestStore;

beforeEach(() => {
  socketServer = mockSocketServer();
});
afterEach(async () => {
  store?.dispatch(realtimeStopped());
  socketServer.server.stop();
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('the realtime listeners', () => {
  it('start the socket and load notifications after the user is fetched', async () => {
    const calls = mockHttp();
    store = makeTestStore();
    await signIn(store);
    await waitFor(() => socketServer.open().length === 1);
    expect(socketServer.clients[0]?.url).toContain('token=t1');
    await waitFor(() => selectNotifications(store.getState()).length === 1);
    expect(selectUnreadCount(store.getState())).toBe(1);
    expect(calls).toContain('GET /api/frontend/notification/');
  });

  it('prepend the payload of a notification message, once, and ignore other types', async () => {
    mockHttp();
    store = makeTestStore();
    await signIn(store);
    await waitFor(() => socketServer.open().length === 1 && selectNotifications(store.getState()).length === 1);
    const [socket] = socketServer.open();
    socket?.send(JSON.stringify({ type: 'notification', payload: item('22') }));
    socket?.send(JSON.stringify({ type: 'notification', payload: item('22') }));
    socket?.send(JSON.stringify({ type: 'presence', payload: item('333') }));
    socket?.send('not json');
    await waitFor(() => selectNotifications(store.getState()).length === 2);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(selectNotifications(store.getState()).map((n) => n.id)).toEqual(['22', '1']);
    expect(selectUnreadCount(store.getState())).toBe(2);
  });

  it('fetch an open form again when it is signed (its review page updates live), not on other notifications', async () => {
    const calls = mockHttp();
    store = makeTestStore();
    await signIn(store);
    await waitFor(() => socketServer.open().length === 1 && selectNotifications(store.getState()).length === 1);
    const details = 'GET /api/frontend/intake-form/f1/details';
    const fetched = () => calls.filter((call) => call === details).length;
    const subscription = store.dispatch(intakeFormApi.endpoints.getIntakeFormDetails.initiate({ formId: 'f1' }));
    await waitFor(() => fetched() === 1);
    const [socket] = socketServer.open();
    socket?.send(JSON.stringify({ type: 'notification', payload: item('44', { type: 'content_received' }) }));
    await waitFor(() => selectNotifications(store.getState()).length === 2);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetched()).toBe(1);
    const signed = { type: 'intake_form_signed', link: '/materials/form-review/f1' };
    socket?.send(JSON.stringify({ type: 'notification', payload: item('555', signed) }));
    await waitFor(() => fetched() === 2);
    subscription.unsubscribe();
  });

  it('open only one socket however often the start event comes', async () => {
    mockHttp();
    store = makeTestStore();
    await signIn(store);
    await waitFor(() => socketServer.open().length === 1);
    store.dispatch(realtimeStarted());
    store.dispatch(realtimeStarted());
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(socketServer.clients).toHaveLength(1);
  });

  it('close the socket on the stop event and on logout, and clear the list on logout', async () => {
    mockHttp();
    store = makeTestStore();
    await signIn(store);
    await waitFor(() => socketServer.open().length === 1);
    store.dispatch(realtimeStopped());
    await waitFor(() => socketServer.open().length === 0);

    store.dispatch(realtimeStarted());
    await waitFor(() => socketServer.open().length === 1);
    expect(socketServer.clients).toHaveLength(2);
    store.dispatch(loggedOut());
    await waitFor(() => socketServer.open().length === 0);
    expect(selectNotifications(store.getState())).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(socketServer.clients).toHaveLength(2);
  });

  it('reconnect with backoff after the connection drops', async () => {
    mockHttp();
    store = makeTestStore();
    jest.spyOn(Math, 'random').mockReturnValue(0);
    await signIn(store);
    await waitFor(() => socketServer.open().length === 1);
    const dropped = Date.now();
    socketServer.open()[0]?.close({ code: 1006, reason: 'gone', wasClean: false });
    await waitFor(() => socketServer.open().length === 0);
    await waitFor(() => socketServer.clients.length === 2 && socketServer.open().length === 1, 3000);
    expect(Date.now() - dropped).toBeGreaterThanOrEqual(900);
  });

  it('refresh the token and reconnect with the new one when the server closes for an expired token', async () => {
    const calls = mockHttp({ valid: ['t1'] });
    store = makeTestStore();
    await signIn(store, 't1');
    await waitFor(() => socketServer.open().length === 1);
    expect(socketServer.clients[0]?.url).toContain('token=t1');

    // t1 expires: the server closes the socket, the client refreshes (once) and reconnects with the new token.
    calls.valid.splice(0, 1, 'fresh');
    socketServer.open()[0]?.close({ code: 4001, reason: 'Access token expired', wasClean: true });
    await waitFor(() => socketServer.clients.length === 2 && socketServer.open().length === 1);
    expect(socketServer.clients[1]?.url).toContain('token=fresh');
    expect(store.getState().session.accessToken).toBe('fresh');
    expect(calls.filter((c) => c.endsWith('/token/refresh'))).toHaveLength(1);
  });

  it('do not reconnect when the session ended on the server', async () => {
    mockHttp();
    store = makeTestStore();
    await signIn(store);
    await waitFor(() => socketServer.open().length === 1);
    socketServer.open()[0]?.close({ code: 4003, reason: 'Session ended', wasClean: true });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(socketServer.clients).toHaveLength(1);
  });

  it('keep the loading failure for the notice when the list cannot be loaded', async () => {
    mockHttp({ listFails: true });
    store = makeTestStore();
    await signIn(store);
    await waitFor(() => selectNotificationsError(store.getState()) !== null);
    expect(selectNotificationsError(store.getState())).toBe('Failed to load notifications');
  });

  it('send typed client messages and dispatch the replies: ping → pong, a refused one → error with its ref', async () => {
    mockHttp();
    store = makeTestStore();
    await signIn(store);
    await waitFor(() => socketServer.open().length === 1);
    const [socket] = socketServer.open();
    const frames: unknown[] = [];
    socket?.on('message', (data) => {
      const frame = JSON.parse(String(data)) as { type: string; ref?: string };
      frames.push(frame);
      if (frame.type === 'ping') socket.send(JSON.stringify({ type: 'pong', payload: { ref: frame.ref } }));
      else
        socket.send(
          JSON.stringify({ type: 'error', payload: { detail: `Unknown message type "${frame.type}".`, ref: frame.ref } }),
        );
    });

    store.dispatch(realtimeSend({ type: 'ping', ref: 'p1' }));
    store.dispatch(realtimeSend({ type: 'shout', ref: 'x9' } as never));
    await waitFor(() => received.length === 2);
    expect(frames).toEqual([
      { type: 'ping', ref: 'p1' },
      { type: 'shout', ref: 'x9' },
    ]);
    expect(received).toEqual([
      { type: 'pong', payload: { ref: 'p1' } },
      { type: 'error', payload: { detail: 'Unknown message type "shout".', ref: 'x9' } },
    ]);
    expect(selectNotifications(store.getState()).map((n) => n.id)).toEqual(['1']);
  });

  it('answer a send with no open socket with a local error that echoes the ref', async () => {
    mockHttp();
    store = makeTestStore();
    store.dispatch(realtimeSend({ type: 'ping', ref: 'p2' }));
    await waitFor(() => received.length === 1);
    expect(received).toEqual([{ type: 'error', payload: { detail: NOT_CONNECTED, ref: 'p2' } }]);
  });

  it('ignore unknown types and malformed payloads without dispatching them', async () => {
    mockHttp();
    store = makeTestStore();
    await signIn(store);
    await waitFor(() => socketServer.open().length === 1 && selectNotifications(store.getState()).length === 1);
    const [socket] = socketServer.open();
    socket?.send(JSON.stringify({ type: 'meeting_signal', payload: { sdp: 'x' } }));
    socket?.send(JSON.stringify({ type: 'notification', payload: { title: 'no id' } }));
    socket?.send(JSON.stringify({ type: 'error', payload: {} }));
    socket?.send(JSON.stringify({ type: 'notification', payload: item('4444') }));
    await waitFor(() => received.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(received.map((message) => message.type)).toEqual(['notification']);
    expect(selectNotifications(store.getState()).map((n) => n.id)).toEqual(['4444', '1']);
  });
});
