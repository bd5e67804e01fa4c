import fp from 'fastify-plugin';
import websocket from '@fastify/websocket';
import { commitEventsOf } from '../db/after-commit.js';
import {
  CLOSE,
  ClientMessages,
  DISCONNECT_MESSAGE,
  InProcessBus,
  PostgresBus,
  SocketHub,
  type BudgetLimits,
  type Clock,
  type RealtimeBus,
  type SessionEnd,
  type ServerMessage,
  type ServerMessageType,
} from '../realtime/index.js';
import { ping } from '../realtime/ping.js';
import { activeMemberships } from '../services/identity/memberships.js';
import {
  notificationForDelivery,
  notificationsStoredSince,
  type NotificationCreated,
} from '../services/notifications/notifications.js';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

export interface Realtime {
  /** Sends a typed message to every open socket of a membership, on any replica. */
  publish<T extends ServerMessageType>(membershipId: string, message: ServerMessage<T>): Promise<void>;
  /** The browser → server message types: register one with its payload schema and authorisation. */
  channel: ClientMessages;
  /** Closes every socket of a membership on every replica (archive): call it after the change commits. */
  disconnectMember(membershipId: string): Promise<void>;
  /** Closes the sockets of one session, or those opened with tokens issued before a time, on every replica. */
  endSessions(membershipId: string, end: Exclude<SessionEnd, null>): Promise<void>;
  /** The sockets held by this replica. */
  hub: SocketHub;
  /** Tells the listener whenever a socket of this replica is gone (closed, dropped, shutdown); returns an unsubscribe function. */
  onSocketGone(listener: (socketId: string, membershipId: string) => void): () => void;
  /**
   * Loads a message of this type that crossed replicas by reference (too large for a NOTIFY; its
   * payload's `id` was the reference). Notifications have theirs; another area registers its own.
   */
  resolveLarge(type: string, resolver: (membershipId: string, ref: string) => Promise<ServerMessage | null>): void;
  /** The cross-replica bus itself, for bus-only messages (the metrics time it with a probe). */
  bus: RealtimeBus;
}

export interface RealtimePluginOptions {
  maxSocketsPerMember?: number;
  heartbeatMs?: number;
  /** A socket is written at most once in this many ms; what arrives sooner leaves with the next write. */
  coalesceMs?: number;
  /** Largest message a client may send, in bytes (default 32 KiB: a meeting's session description fits). */
  maxPayload?: number;
  /** Each socket's message and byte budget (realtime/budget.ts) and the clock it refills by (tests freeze it). */
  budget?: BudgetLimits;
  clock?: Clock;
}

/** At most this many notifications are delivered from the rows after the bus reconnects. */
const CATCH_UP_LIMIT = 5000;

/** How long shutdown waits for clients to answer the 1001 close before dropping them. */
const CLOSE_GRACE_MS = 2000;

/**
 * The realtime channel (docs/realtime.md). Server → browser: typed messages published onto the bus and
 * delivered to the sockets this replica holds. Browser → server: each message type is registered in
 * `channel` with a payload schema and an authorisation check; `ping` is the first. Live delivery:
 * committed notifications go onto the bus (in-process on SQLite, LISTEN/NOTIFY on
 * PostgreSQL, so every replica sees them) and from there to the sockets this replica holds.
 */
export const realtimePlugin = fp<RealtimePluginOptions>(
  async (app, options) => {
    const channel = new ClientMessages();
    channel.register(ping);
    /** The last message being handled for each socket that has one in flight. */
    const inOrder = new Map<string, Promise<void>>();
    const goneListeners = new Set<(socketId: string, membershipId: string) => void>();
    const resolvers = new Map<string, (membershipId: string, ref: string) => Promise<ServerMessage | null>>();
    const hub = new SocketHub({
      maxSocketsPerMember: options.maxSocketsPerMember ?? 10,
      heartbeatMs: options.heartbeatMs ?? 30_000,
      coalesceMs: options.coalesceMs ?? 20,
      activeMemberships: (ids) => activeMemberships(app.db, ids),
      onError: (error) => app.log.error({ err: error }, 'realtime: membership check failed'),
      budget: options.budget,
      clock: options.clock,
      onOverBudget: (membershipId, socketId) =>
        app.log.warn(
          { membershipId, socketId, code: CLOSE.overBudget.code },
          'realtime: socket closed for sending past its message budget',
        ),
      onSocketGone: (socketId, membershipId) => {
        for (const listener of goneListeners) listener(socketId, membershipId);
      },
      // One socket's messages are handled one after the other, in the order sent (an offer before its
      // candidates), even when a handler waits for the database; different sockets do not wait for each other.
      onMessage: (actor, data, reply, socketId) => {
        const handled = (inOrder.get(socketId) ?? Promise.resolve())
          .then(() => channel.dispatch({ actor, reply, socketId }, data))
          .catch((error: unknown) => {
            app.log.error({ err: error }, 'realtime: a client message failed');
            reply({ type: 'error', payload: { detail: 'The server could not handle this message. Try again.' } });
          });
        inOrder.set(socketId, handled);
        void handled.then(() => {
          if (inOrder.get(socketId) === handled) inOrder.delete(socketId);
        });
      },
    });

    let bus: RealtimeBus;
    if (app.dbDialect === 'postgres') {
      const postgres = new PostgresBus({
        url: app.dbLocation.url,
        schema: app.dbLocation.schema,
        log: app.log,
        // Only a notification can travel by reference (its row holds it); other types must fit a NOTIFY.
        resolve: async (membershipId, type, ref) => {
          const resolver = resolvers.get(type);
          if (resolver) return resolver(membershipId, ref);
          if (type !== 'notification') return null;
          const item = await notificationForDelivery(app.db, membershipId, ref);
          return item ? { type, payload: item } : null;
        },
        catchUp: async (since) =>
          (await notificationsStoredSince(app.db, since, CATCH_UP_LIMIT)).map(({ membershipId, item }) => ({
            membershipId,
            message: { type: 'notification', payload: item },
          })),
      });
      await postgres.start();
      bus = postgres;
    } else {
      bus = new InProcessBus();
    }
    bus.subscribe((envelope) => hub.deliver(envelope));

    const publish = <T extends ServerMessageType>(membershipId: string, message: ServerMessage<T>) =>
      bus.publish(membershipId, message);
    const unsubscribe = commitEventsOf<NotificationCreated>(app.db)?.subscribe((event) => {
      publish(event.membershipId, { type: 'notification', payload: event.item }).catch((error: unknown) =>
        app.log.error({ err: error }, 'realtime: could not publish a notification'),
      );
    });

    app.decorate('realtime', {
      publish,
      disconnectMember: (membershipId: string) => bus.publish(membershipId, { type: DISCONNECT_MESSAGE, payload: null }),
      endSessions: (membershipId: string, end: Exclude<SessionEnd, null>) =>
        bus.publish(membershipId, { type: DISCONNECT_MESSAGE, payload: end }),
      hub,
      channel,
      bus,
      onSocketGone: (listener: (socketId: string, membershipId: string) => void) => {
        goneListeners.add(listener);
        return () => goneListeners.delete(listener);
      },
      resolveLarge: (type: string, resolver: (membershipId: string, ref: string) => Promise<ServerMessage | null>) => {
        if (type === 'notification' || resolvers.has(type)) throw new Error(`realtime: "${type}" already has a resolver`);
        resolvers.set(type, resolver);
      },
    });

    await app.register(websocket, {
      // No per-message compression: messages are small, and deflating each one for each socket would
      // cost more CPU than the bytes saved (ws's default, stated here on purpose).
      options: { maxPayload: options.maxPayload ?? 32 * 1024, perMessageDeflate: false },
      // Replaces the plugin's own: close with 1001 so clients know to come back (to another replica).
      preClose: async () => {
        await hub.closeAll(CLOSE_GRACE_MS);
      },
    });

    app.addHook('onClose', async () => {
      unsubscribe?.();
      await bus.close();
    });
  },
  { name: 'realtime', dependencies: ['database'] },
);
