import { MEETING_SERVER_VALIDATORS, type MeetingClientPayloads, type MeetingServerPayloads } from '@/entities/meeting';
import type { NotificationItem } from '@/shared/api';

/**
 * The realtime channel's wire format (docs/notifications.md). Server → browser: `{ type, payload }`.
 * Browser → server: `{ type, payload?, ref? }`; a refused or invalid one is answered with an `error`
 * that echoes its `ref`.
 */
export interface ServerPayloads extends MeetingServerPayloads {
  /** A new notification for this member (the list's item shape). */
  notification: NotificationItem;
  /** Notifications were marked read or unread in another tab (or this one); `ids` null: all of them. */
  notifications_read: { ids: string[] | null; read: boolean; unread: number };
  /** The answer to `ping`. */
  pong: { ref?: string };
  /** A client message was refused or invalid. */
  error: { detail: string; ref?: string };
  /**
   * Never on the wire: the client's own note, delivered like a message, that the socket opened again
   * after a drop, so state the server keeps per tab (a meeting seat) can be reclaimed.
   */
  reconnected: Record<string, never>;
}

export interface ClientPayloads extends MeetingClientPayloads {
  ping: Record<string, never>;
}

export type ServerType = keyof ServerPayloads;
export type ServerMessage = { [K in ServerType]: { type: K; payload: ServerPayloads[K] } }[ServerType];

export type ClientType = keyof ClientPayloads;
export type ClientMessage = {
  [K in ClientType]: K extends 'ping'
    ? { type: K; payload?: ClientPayloads[K]; ref?: string }
    : { type: K; payload: ClientPayloads[K]; ref?: string };
}[ClientType];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Checks each known type's payload; everything else is not for this client. */
const VALID: { [K in ServerType]: (payload: Record<string, unknown>) => boolean } = {
  notification: (payload) => typeof payload.id === 'string',
  notifications_read: (payload) =>
    (payload.ids === null || (Array.isArray(payload.ids) && payload.ids.every((id) => typeof id === 'string'))) &&
    typeof payload.read === 'boolean' &&
    typeof payload.unread === 'number',
  pong: (payload) => payload.ref === undefined || typeof payload.ref === 'string',
  error: (payload) => typeof payload.detail === 'string' && (payload.ref === undefined || typeof payload.ref === 'string'),
  // A server cannot send it: only the client notes its own reconnect.
  reconnected: () => false,
  ...MEETING_SERVER_VALIDATORS,
};

/**
 * A server frame as a typed message, or null: not JSON, an unknown type (a newer server may send types
 * this build does not know), or a payload of the wrong shape. A `ref` sent beside the payload is moved
 * into it, so replies are matched the same way whichever the server chose.
 */
export function parseServerMessage(data: unknown): ServerMessage | null {
  if (typeof data !== 'string') return null;
  let frame: unknown;
  try {
    frame = JSON.parse(data);
  } catch {
    return null;
  }
  if (!isObject(frame) || typeof frame.type !== 'string' || !Object.hasOwn(VALID, frame.type)) return null;
  const type = frame.type as ServerType;
  const payload = isObject(frame.payload) ? { ...frame.payload } : {};
  if (typeof frame.ref === 'string' && payload.ref === undefined) payload.ref = frame.ref;
  return VALID[type](payload) ? ({ type, payload } as ServerMessage) : null;
}
