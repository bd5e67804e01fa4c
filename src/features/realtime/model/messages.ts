import { SERVER_MESSAGE_CHECKS, type RealtimeClientPayloads, type RealtimeServerPayloads } from '@/shared/api';

/**
 * The realtime channel's wire format (docs/notifications.md): the server's contract, generated into
 * `@/shared/api`. Server → browser: `{ type, payload }`. Browser → server: `{ type, payload?, ref? }`; a
 * refused or invalid one is answered with an `error` that echoes its `ref`.
 */
export interface ServerPayloads extends RealtimeServerPayloads {
  /**
   * Never on the wire: the client's own note, delivered like a message, that the socket opened again
   * after a drop, so state the server keeps per tab (a meeting seat) can be reclaimed.
   */
  reconnected: Record<string, never>;
}

export type ClientPayloads = RealtimeClientPayloads;

export type ServerType = keyof ServerPayloads;
export type ServerMessage = { [K in ServerType]: { type: K; payload: ServerPayloads[K] } }[ServerType];

export type ClientType = keyof ClientPayloads;
export type ClientMessage = {
  [K in ClientType]: K extends 'ping'
    ? { type: K; payload?: ClientPayloads[K]; ref?: string }
    : { type: K; payload: ClientPayloads[K]; ref?: string };
}[ClientType];

/** Why a frame was dropped: not a message at all, a type this build does not know, or a payload of the wrong shape. */
export type DropReason = 'not a message' | 'unknown type' | 'invalid payload';

/** Told once per reason and type, so a server speaking a newer contract does not flood the console. */
export type DropReport = (reason: DropReason, type: string | null) => void;

const reported = new Set<string>();

/** The default report: one warning per reason and type for the life of the page. */
export const warnOnce: DropReport = (reason, type) => {
  const key = `${reason}:${type ?? ''}`;
  if (reported.has(key)) return;
  reported.add(key);
  console.warn(`Realtime: dropped a server message (${reason}${type ? `: "${type.slice(0, 50)}"` : ''}).`);
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const known = (type: string): type is keyof RealtimeServerPayloads => Object.hasOwn(SERVER_MESSAGE_CHECKS, type);

/**
 * A server frame as a typed message, or null, reported once (`report`): not JSON, an unknown type (a
 * newer server may send types this build does not know), or a payload that fails the contract's check.
 * A `ref` sent beside the payload is moved into it, so replies are matched the same way whichever the
 * server chose.
 */
export function parseServerMessage(data: unknown, report: DropReport = warnOnce): ServerMessage | null {
  let frame: unknown = null;
  if (typeof data === 'string') {
    try {
      frame = JSON.parse(data);
    } catch {
      frame = null;
    }
  }
  if (!isObject(frame) || typeof frame.type !== 'string') {
    report('not a message', null);
    return null;
  }
  const type = frame.type;
  if (!known(type)) {
    report('unknown type', type);
    return null;
  }
  const payload: Record<string, unknown> = isObject(frame.payload) ? { ...frame.payload } : {};
  if (typeof frame.ref === 'string' && payload.ref === undefined) payload.ref = frame.ref;
  if (!SERVER_MESSAGE_CHECKS[type](payload)) {
    report('invalid payload', type);
    return null;
  }
  return { type, payload } as ServerMessage;
}
