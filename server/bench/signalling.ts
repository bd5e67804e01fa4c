// Meeting signalling benchmark (not part of the test suites).
//
//   npx tsx server/bench/signalling.ts                 one API process, SQLite, in-process bus
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx server/bench/signalling.ts
//                                                      also: two API processes on PostgreSQL (LISTEN/NOTIFY)
//
// The API runs in child processes (src/server.ts, as deployed); this process holds the sockets. Many
// rooms of 2–4 participants (one socket each) join, then every participant sends each other participant
// of its room an offer (~3 KB of SDP) and candidates — all at once, as a burst. Figures: signalling
// messages relayed per second (sent → received by the target socket), latency percentiles, and the
// API processes' CPU; beside them, in the same run, the `ping` round trip of the same sockets (the
// channel's floor: no database, no bus). Across two processes the participants of a room alternate
// between the processes, so most relays cross the bus.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import os from 'node:os';
import { connect, type DbHandle } from '../src/db/connect.js';
import { newId, nowIso } from '../src/lib/ids.js';
import { AccessTokens } from '../src/services/identity/access-tokens.js';
import { newRoomId } from '../src/services/meetings/rooms.js';
import { wsUrl } from '../test/helpers/realtime.js';
import { startReplica, stopReplica, type Replica } from '../test/helpers/replica.js';
import { BENCH_JWT_SECRET, freshDatabase, insertMember, type BenchMember } from './fresh-app.js';
import { cpuMs } from './lib.js';

interface Ws {
  readyState: number;
  send(data: string): void;
  close(): void;
  on(event: string, listener: (...args: never[]) => void): void;
  once(event: string, listener: (...args: never[]) => void): void;
}
const WebSocket = createRequire(import.meta.url)('ws') as new (url: string, options?: object) => Ws;

const env = process.env;
const ROOMS = Number(env.BENCH_ROOMS ?? 60);
const CANDIDATES = Number(env.BENCH_CANDIDATES ?? 10);
const PINGS = Number(env.BENCH_PINGS ?? 20);
const pgUrl = env.BENCH_DATABASE_URL || '';
const SDP = `v=0\r\no=- 4611731400430051336 2 IN IP4 127.0.0.1\r\n${'a=fmtp:111 minptime=10;useinbandfec=1\r\n'.repeat(70)}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

/** An API process (src/server.ts, as deployed) on `database`, with no demo company. */
const startApi = (database: Record<string, string>): Promise<Replica> =>
  startReplica({
    ...database,
    JWT_SECRET: BENCH_JWT_SECRET,
    STATIC_DIR: '',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
  });

interface Seat {
  room: string;
  participant: string;
  member: BenchMember;
  ws: Ws;
  peers: string[];
}

/** One company, rooms of 2, 3 and 4 members in turn, each member a participant of one room. */
async function createRooms(handle: DbHandle): Promise<Array<{ room: string; members: BenchMember[] }>> {
  const db = handle.db;
  const tokens = new AccessTokens(new TextEncoder().encode(BENCH_JWT_SECRET), 3600);
  const at = nowIso();
  const companyId = newId();
  await db.insertInto('company').values({ id: companyId, name: 'Bench', created_at: at, updated_at: at }).execute();
  const rooms: Array<{ room: string; members: BenchMember[] }> = [];
  for (let r = 0; r < ROOMS; r++) {
    const size = 2 + (r % 3);
    const members: BenchMember[] = [];
    for (let i = 0; i < size; i++)
      members.push(await insertMember(db, tokens, { companyId, role: 'agent', invitedById: null, name: `${r}-${i}` }));
    const room = newRoomId();
    await db
      .insertInto('meeting_room')
      .values({ id: room, company_id: companyId, host_id: members[0]!.id, title: `Bench ${r}`, created_at: at })
      .execute();
    await db
      .insertInto('meeting_invitee')
      .values(members.slice(1).map((m) => ({ room_id: room, membership_id: m.id })))
      .execute();
    rooms.push({ room, members });
  }
  return rooms;
}

/** Opens one socket per participant (alternating between the bases) and joins every room. */
async function seat(rooms: Array<{ room: string; members: BenchMember[] }>, bases: string[]): Promise<Seat[]> {
  const seats: Seat[] = [];
  let n = 0;
  for (const { room, members } of rooms) {
    const ids = members.map(() => randomUUID());
    for (const [i, member] of members.entries()) {
      const base = bases[n++ % bases.length]!;
      const ws = new WebSocket(wsUrl(base, member.token), { perMessageDeflate: false });
      await new Promise<void>((resolve, reject) => {
        ws.once('open', () => resolve());
        ws.once('error', reject);
      });
      seats.push({ room, participant: ids[i]!, member, ws, peers: ids.filter((_, j) => j !== i) });
    }
  }
  // Join one at a time so each room fills in order.
  for (const s of seats) {
    const joined = new Promise<void>((resolve) => {
      const onMessage = (data: Buffer) => {
        const message = JSON.parse(data.toString()) as { type: string; payload: { participant?: string; detail?: string } };
        if (message.type === 'meeting.joined' && message.payload.participant === s.participant) resolve();
        if (message.type === 'error') throw new Error(message.payload.detail);
      };
      s.ws.on('message', onMessage);
    });
    s.ws.send(
      JSON.stringify({ type: 'meeting.join', payload: { room: s.room, participant: s.participant, audio: true, video: true } }),
    );
    await joined;
  }
  await sleep(300);
  return seats;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Sends `perSocket` messages from every socket at once; resolves when every expected answer arrived. */
async function burst(
  seats: Seat[],
  label: string,
  expected: number,
  sendAll: (s: Seat, stamp: () => string) => void,
  isAnswer: (message: { type: string; payload: Record<string, unknown> }) => string | null,
  pids: number[],
): Promise<{ perSecond: number; p50: number; p95: number }> {
  const latencies: number[] = [];
  let done!: () => void;
  const finished = new Promise<void>((resolve) => (done = resolve));
  const listeners: Array<(data: Buffer) => void> = [];
  for (const s of seats) {
    const listener = (data: Buffer) => {
      // Several messages may share one write: the hub coalesces frames, ws still splits them.
      const message = JSON.parse(data.toString()) as { type: string; payload: Record<string, unknown> };
      const stamp = isAnswer(message);
      if (stamp === null) return;
      latencies.push(performance.now() - Number(stamp));
      if (latencies.length === expected) done();
    };
    listeners.push(listener);
    s.ws.on('message', listener);
  }
  const cpuBefore = pids.map(cpuMs);
  const started = performance.now();
  for (const s of seats) sendAll(s, () => String(performance.now()));
  const timeout = setTimeout(() => done(), 60_000);
  await finished;
  clearTimeout(timeout);
  const elapsed = (performance.now() - started) / 1000;
  const cpu = pids.map((pid, i) => (cpuMs(pid) - cpuBefore[i]!) / 10 / elapsed);
  for (const [i, s] of seats.entries()) (s.ws as unknown as { off(e: string, l: unknown): void }).off('message', listeners[i]);
  latencies.sort((a, b) => a - b);
  const result = { perSecond: latencies.length / elapsed, p50: percentile(latencies, 50), p95: percentile(latencies, 95) };
  console.log(
    `  ${label.padEnd(28)} ${fmt(latencies.length).padStart(7)} of ${fmt(expected)} in ${elapsed.toFixed(2)} s: ${fmt(result.perSecond).padStart(7)}/s, p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms; API CPU ${cpu.map((c) => `${c.toFixed(0)}%`).join(' + ')}`,
  );
  return result;
}

async function measure(seats: Seat[], pids: number[]): Promise<void> {
  const pings = seats.length * PINGS;
  const ping = await burst(
    seats,
    'ping round trip (baseline)',
    pings,
    (s, stamp) => {
      for (let i = 0; i < PINGS; i++) s.ws.send(JSON.stringify({ type: 'ping', ref: stamp() }));
    },
    (m) => (m.type === 'pong' ? String(m.payload.ref) : null),
    pids,
  );
  const signals = seats.reduce((sum, s) => sum + s.peers.length * (1 + CANDIDATES), 0);
  const signal = await burst(
    seats,
    'meeting.signal relayed',
    signals,
    (s, stamp) => {
      for (const to of s.peers) {
        const base = { room: s.room, participant: s.participant, to };
        s.ws.send(
          JSON.stringify({
            type: 'meeting.signal',
            payload: { ...base, description: { type: 'offer', sdp: `${SDP}a=x-sent:${stamp()}\r\n` } },
          }),
        );
        for (let i = 0; i < CANDIDATES; i++) {
          s.ws.send(
            JSON.stringify({
              type: 'meeting.signal',
              payload: {
                ...base,
                candidate: {
                  candidate: `candidate:${i} 1 udp 2122260223 192.0.2.1 ${50000 + i} typ host`,
                  sdpMid: '0',
                  sdpMLineIndex: 0,
                  usernameFragment: stamp(),
                },
              },
            }),
          );
        }
      }
    },
    (m) => {
      if (m.type !== 'meeting.signal') return null;
      const candidate = m.payload.candidate as { usernameFragment?: string } | undefined;
      const description = m.payload.description as { sdp: string } | undefined;
      return candidate?.usernameFragment ?? /a=x-sent:([\d.]+)/.exec(description?.sdp ?? '')?.[1] ?? null;
    },
    pids,
  );
  console.log(`  signalling relays ${(signal.perSecond / ping.perSecond).toFixed(2)}× the ping rate of the same sockets`);
}

async function closeAll(seats: Seat[]): Promise<void> {
  for (const s of seats) s.ws.close();
  await sleep(200);
}

async function oneProcess(): Promise<void> {
  const database = await freshDatabase('signal');
  const api = await startApi(database.env);
  const handle = connect(database.url);
  const rooms = await createRooms(handle);
  await handle.close();
  const seats = await seat(rooms, [api.base]);
  console.log(`\n== one API process, SQLite, in-process bus: ${rooms.length} rooms, ${seats.length} participants`);
  await measure(seats, [api.child.pid ?? 0]);
  await closeAll(seats);
  await stopReplica(api);
  await database.drop();
}

async function twoProcesses(): Promise<void> {
  const database = await freshDatabase('signal', pgUrl);
  const a = await startApi(database.env);
  const b = await startApi(database.env);
  const handle = connect(database.url, { schema: database.schema });
  const rooms = await createRooms(handle);
  await handle.close();
  const seats = await seat(rooms, [a.base, b.base]);
  console.log(
    `\n== two API processes, PostgreSQL LISTEN/NOTIFY: ${rooms.length} rooms, ${seats.length} participants alternating between them`,
  );
  await measure(seats, [a.child.pid ?? 0, b.child.pid ?? 0]);
  await closeAll(seats);
  await Promise.all([stopReplica(a), stopReplica(b)]);
  await database.drop();
}

console.log(
  `meeting signalling: ${ROOMS} rooms of 2–4, an offer and ${CANDIDATES} candidates to each peer, ${PINGS} pings per socket; ${os.cpus().length} CPUs, Node ${process.version}`,
);
await oneProcess();
if (pgUrl) await twoProcesses();
else console.log('\n(two-process run skipped: set BENCH_DATABASE_URL to a PostgreSQL database)');
