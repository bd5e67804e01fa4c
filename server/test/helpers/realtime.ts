import type { EventEmitter } from 'node:events';
import http from 'node:http';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/connect.js';
import type { Role } from '../../src/db/schema.js';
import { newId, nowIso } from '../../src/lib/ids.js';
import { insertMembership } from './members.js';

/** The parts of a `ws` client the tests use (the package ships no types of its own). */
export interface WsClient extends EventEmitter {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
}
type WsConstructor = new (url: string, options?: { headers?: Record<string, string>; perMessageDeflate?: boolean }) => WsClient;
export const WebSocketClient = createRequire(import.meta.url)('ws') as WsConstructor;

export interface Message {
  type: string;
  payload: Record<string, unknown>;
}

/** An open socket that records what it receives. */
export interface TestSocket {
  ws: WsClient;
  messages: Message[];
  /** Resolves with the next message (or the first already received after `from`) of the type. */
  next(type: string, timeoutMs?: number): Promise<Message>;
  closed: Promise<{ code: number; reason: string }>;
}

export const wsUrl = (base: string, token: string) =>
  `${base.replace(/^http/, 'ws')}/api/frontend/general/ws?token=${encodeURIComponent(token)}`;

export function baseUrlOf(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening');
  return `http://127.0.0.1:${address.port}`;
}

export function openSocket(base: string, token: string, headers: Record<string, string> = {}): Promise<TestSocket> {
  const ws = new WebSocketClient(wsUrl(base, token), { headers });
  const messages: Message[] = [];
  const waiters: Array<{ type: string; resolve: (m: Message) => void }> = [];
  let seen = 0;
  ws.on('message', (data: Buffer) => {
    const message = JSON.parse(data.toString()) as Message;
    messages.push(message);
    const index = waiters.findIndex((w) => w.type === message.type);
    if (index >= 0) {
      const [waiter] = waiters.splice(index, 1);
      seen = messages.length;
      waiter?.resolve(message);
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code: number, reason: Buffer) => resolve({ code, reason: reason.toString() })),
  );
  // The limit only ends a wait for a message that never comes: 2 s was passed on a busy machine.
  const next = (type: string, timeoutMs = 60_000) =>
    new Promise<Message>((resolve, reject) => {
      const earlier = messages.slice(seen).find((m) => m.type === type);
      if (earlier) {
        seen = messages.indexOf(earlier) + 1;
        return resolve(earlier);
      }
      const timer = setTimeout(() => reject(new Error(`no ${type} message within ${timeoutMs} ms`)), timeoutMs);
      waiters.push({ type, resolve: (m) => (clearTimeout(timer), resolve(m)) });
    });
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve({ ws, messages, next, closed }));
    ws.once('unexpected-response', (_req: unknown, res: http.IncomingMessage) =>
      reject(new Error(`handshake answered ${res.statusCode}`)),
    );
    ws.once('error', reject);
  });
}

/** Sends a WebSocket upgrade request and answers the HTTP status (101 when the socket was accepted). */
export function handshake(
  base: string,
  pathAndQuery: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}${pathAndQuery}`, {
      agent: false,
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': Buffer.from('0123456789abcdef').toString('base64'),
        ...headers,
      },
    });
    request.on('upgrade', (response, socket) => {
      socket.destroy();
      resolve({ status: response.statusCode ?? 0, body: '' });
    });
    request.on('response', (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

/** A company of its own with one member, made directly in the database; answers its membership. */
export async function createCompanyWithMember(
  db: Db,
  role: Role = 'admin',
): Promise<{ companyId: string; membershipId: string; userId: string }> {
  const now = nowIso();
  const companyId = newId();
  await db
    .insertInto('company')
    .values({
      id: companyId,
      name: `Other ${companyId.slice(0, 6)}`,
      address: null,
      phone: null,
      website: null,
      email: null,
      logo: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const membershipId = newId();
  const { userId } = await insertMembership(db, {
    id: membershipId,
    companyId,
    role,
    invitedById: null,
    email: `${membershipId}@other.example.com`,
    firstName: 'Other',
    lastName: 'Member',
  });
  return { companyId, membershipId, userId };
}

/** An access token for a membership, as sign-in would issue. */
export async function accessTokenFor(app: FastifyInstance, membershipId: string): Promise<string> {
  const membership = await app.db.selectFrom('user_company').selectAll().where('id', '=', membershipId).executeTakeFirstOrThrow();
  return (await app.sessions.start(membership)).access_token;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
