import { randomUUID } from 'node:crypto';
import type { Actor } from '../policy/actor.js';
import type { Envelope, RealtimeMessage } from './bus.js';
import { DISCONNECT_MESSAGE } from './bus.js';
import { DEFAULT_BUDGET, SocketBudget, type BudgetLimits, type Clock } from './budget.js';
import { CLOSE } from './close-codes.js';
import { textFrame } from './frame.js';

/** The part of a `ws` socket the hub uses. */
export interface LiveSocket {
  readonly readyState: number;
  close(code?: number, reason?: string): void;
  terminate(): void;
  ping(): void;
  on(event: 'pong' | 'close' | 'message' | 'error', listener: (...args: unknown[]) => void): unknown;
}

/**
 * The TCP connection under a socket. Messages are written to it as whole frames, encoded once per message
 * (`frame.ts`); `ws` itself writes only control frames (ping, close), also whole, so frames never interleave.
 */
export interface TcpStream {
  write(data: Buffer): boolean;
}

const OPEN = 1;

export interface SocketSession {
  id: string;
  issuedAt: number;
}

/**
 * The payload of a DISCONNECT_MESSAGE: which sockets of the membership to close. None (null): all of
 * them (archived). `sessionId`: that session's (signed out). `before`: those opened with a token issued
 * before that time (password changed): they close as expired, so a session that still has a valid
 * refresh token reconnects and the others are signed out by their failed refresh.
 */
export type SessionEnd = { sessionId: string } | { before: number } | null;

interface Client {
  /** This socket's own id (random), unique across replicas. */
  id: string;
  socket: LiveSocket;
  stream: TcpStream;
  membershipId: string;
  /** The session of the token the socket was opened with, and when that token was issued (ms). */
  session: SocketSession;
  alive: boolean;
  expiry: NodeJS.Timeout;
  /** When the socket was last written (performance.now()). */
  lastWrite: number;
  /** Frames waiting for the socket's next write. */
  held: Buffer[] | null;
  /** What the socket may still send (messages and bytes). */
  budget: SocketBudget;
}

export interface HubOptions {
  /** A member's sockets beyond this close the oldest one. */
  maxSocketsPerMember: number;
  /** Every interval each socket is pinged; one that did not answer the previous ping is dropped. */
  heartbeatMs: number;
  /**
   * A socket is written at most once in this many ms: what arrives for it sooner waits (at most this
   * long) and leaves with the next write, in one system call. A socket idle that long is written at once.
   */
  coalesceMs: number;
  /** Which of these memberships are still active (a safety net for a missed disconnect). */
  activeMemberships(ids: string[]): Promise<Set<string>>;
  onError(error: unknown): void;
  /**
   * A text message from a socket's member; `reply` answers that socket alone, `socketId` names it.
   * Without it, what clients send is ignored.
   */
  onMessage?(actor: Actor, data: string, reply: (message: RealtimeMessage) => void, socketId: string): void;
  /** A socket that could send messages is gone (closed, dropped, expired, or the replica shuts down). */
  onSocketGone?(socketId: string, membershipId: string): void;
  /** Each socket's message and byte budget (DEFAULT_BUDGET), and the clock its buckets refill by. */
  budget?: BudgetLimits;
  clock?: Clock;
  /** A socket was closed with 1008 for sending past its budget. */
  onOverBudget?(membershipId: string, socketId: string): void;
}

/** The sockets this replica holds, by membership: delivery, limits, liveness, expiry and shutdown. */
export class SocketHub {
  private readonly members = new Map<string, Set<Client>>();
  private readonly heartbeat: NodeJS.Timeout;
  private held: Client[] = [];
  private flushTimer: NodeJS.Timeout | null = null;
  private accepting = true;

  constructor(private readonly options: HubOptions) {
    this.heartbeat = setInterval(() => this.beat(), options.heartbeatMs);
    this.heartbeat.unref();
  }

  /** Messages handed to sockets since start (one per socket reached). */
  sentTotal = 0;
  /** Sockets closed since start for sending past their budget. */
  overBudgetTotal = 0;

  get size(): number {
    let count = 0;
    for (const set of this.members.values()) count += set.size;
    return count;
  }

  /** Holds a socket until it closes, its token expires, or the member's session ends. */
  add(
    socket: LiveSocket,
    membershipId: string,
    expiresAt: number,
    stream: TcpStream,
    actor?: Actor,
    session: SocketSession = { id: '', issuedAt: 0 },
  ): void {
    if (!this.accepting) {
      socket.close(CLOSE.goingAway.code, CLOSE.goingAway.reason);
      return;
    }
    const expiry = setTimeout(() => this.close(client, CLOSE.tokenExpired), Math.max(0, expiresAt - Date.now()));
    expiry.unref();
    const client: Client = {
      id: randomUUID(),
      socket,
      stream,
      membershipId,
      session,
      alive: true,
      expiry,
      lastWrite: -Infinity,
      held: null,
      budget: new SocketBudget(this.options.budget ?? DEFAULT_BUDGET, this.options.clock),
    };
    let set = this.members.get(membershipId);
    if (!set) {
      set = new Set();
      this.members.set(membershipId, set);
    }
    set.add(client);
    socket.on('pong', () => {
      client.alive = true;
    });
    socket.on('close', () => this.remove(client));
    // What clients send (within maxPayload) goes to the channel's registry as the socket's member.
    const onMessage = this.options.onMessage;
    socket.on('message', (data: unknown, isBinary: unknown) => {
      if (!this.set(client)) return; // closed already: what was still in flight is dropped
      if (!client.budget.spend(Buffer.isBuffer(data) ? data.length : String(data).length)) {
        this.overBudgetTotal += 1;
        this.close(client, CLOSE.overBudget);
        this.options.onOverBudget?.(client.membershipId, client.id);
        return;
      }
      if (!onMessage || !actor || !this.accepting) return;
      const text = isBinary ? '' : Buffer.isBuffer(data) ? data.toString('utf8') : String(data);
      onMessage(actor, text, (message) => this.send(client, textFrame(JSON.stringify(message))), client.id);
    });
    if (set.size > this.options.maxSocketsPerMember) this.close(set.values().next().value as Client, CLOSE.superseded);
  }

  /** Whether this replica holds an open socket of the membership. */
  holds(membershipId: string): boolean {
    return (this.members.get(membershipId)?.size ?? 0) > 0;
  }

  /** Sends the message to every open socket of the membership held here; returns how many got it. */
  deliver(envelope: Envelope): number {
    const set = this.members.get(envelope.membershipId);
    if (!set) return 0;
    if (envelope.message.type === DISCONNECT_MESSAGE) {
      this.endSessions(envelope.membershipId, envelope.message.payload as SessionEnd);
      return 0;
    }
    // Encoded and framed once for every socket.
    const frame = textFrame(JSON.stringify(envelope.message));
    const at = performance.now();
    let sent = 0;
    for (const client of set) if (this.send(client, frame, at)) sent++;
    this.sentTotal += sent;
    return sent;
  }

  private endSessions(membershipId: string, end: SessionEnd): void {
    if (!end) return this.closeMember(membershipId, CLOSE.sessionEnded);
    for (const client of [...(this.members.get(membershipId) ?? [])]) {
      if ('sessionId' in end && client.session.id === end.sessionId) this.close(client, CLOSE.sessionEnded);
      if ('before' in end && client.session.issuedAt < end.before) this.close(client, CLOSE.tokenExpired);
    }
  }

  /** Writes a frame to one socket now, or holds it for the socket's next write (coalescing). */
  private send(client: Client, frame: Buffer, at = performance.now()): boolean {
    if (client.socket.readyState !== OPEN) return false;
    if (client.held) {
      client.held.push(frame);
    } else if (at - client.lastWrite >= this.options.coalesceMs) {
      client.stream.write(frame);
      client.lastWrite = at;
    } else {
      client.held = [frame];
      this.held.push(client);
      this.flushTimer ??= setTimeout(() => this.flushHeld(), this.options.coalesceMs);
    }
    return true;
  }

  closeMember(membershipId: string, why: { code: number; reason: string }): void {
    const set = this.members.get(membershipId);
    if (!set) return;
    for (const client of [...set]) this.close(client, why);
  }

  /** Closes every socket with 1001 and waits (at most graceMs) for the close handshakes. */
  async closeAll(graceMs: number): Promise<void> {
    this.accepting = false;
    clearInterval(this.heartbeat);
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    const clients = [...this.members.values()].flatMap((set) => [...set]);
    const closed = clients.map(
      (client) =>
        new Promise<void>((resolve) => {
          if (client.socket.readyState > OPEN) return resolve();
          client.socket.on('close', () => resolve());
        }),
    );
    for (const client of clients) {
      this.write(client);
      client.socket.close(CLOSE.goingAway.code, CLOSE.goingAway.reason);
    }
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([Promise.all(closed), new Promise((resolve) => (timer = setTimeout(resolve, graceMs)))]);
    clearTimeout(timer);
    for (const client of clients) {
      this.remove(client);
      if (client.socket.readyState !== 3) client.socket.terminate();
    }
  }

  /** Sends what is held for the socket (before it closes, say). */
  private write(client: Client): void {
    const held = client.held;
    if (!held) return;
    client.held = null;
    if (client.socket.readyState !== OPEN) return;
    client.stream.write(held.length === 1 ? (held[0] as Buffer) : Buffer.concat(held));
    client.lastWrite = performance.now();
  }

  private flushHeld(): void {
    this.flushTimer = null;
    const clients = this.held;
    this.held = [];
    for (const client of clients) this.write(client);
  }

  /** Sends what is held, then closes the socket with the code telling the client why. */
  private close(client: Client, why: { code: number; reason: string }): void {
    this.write(client);
    this.remove(client);
    client.socket.close(why.code, why.reason);
  }

  /** Whether the client is still held (not closed or removed). */
  private set(client: Client): boolean {
    return this.members.get(client.membershipId)?.has(client) ?? false;
  }

  private remove(client: Client): void {
    clearTimeout(client.expiry);
    const set = this.members.get(client.membershipId);
    if (!set?.delete(client)) return;
    if (set.size === 0) this.members.delete(client.membershipId);
    this.options.onSocketGone?.(client.id, client.membershipId);
  }

  private beat(): void {
    for (const set of this.members.values()) {
      for (const client of set) {
        if (!client.alive) {
          this.remove(client);
          client.socket.terminate();
          continue;
        }
        client.alive = false;
        client.socket.ping();
      }
    }
    const ids = [...this.members.keys()];
    if (ids.length === 0) return;
    this.options.activeMemberships(ids).then((active) => {
      for (const id of ids) if (!active.has(id)) this.closeMember(id, CLOSE.sessionEnded);
    }, this.options.onError);
  }
}
