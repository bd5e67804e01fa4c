/**
 * The realtime wire format. Server → browser: `{type, payload}`; browser → server: `{type, payload?, ref?}`.
 * A refused or invalid client message is answered with `error` (echoing `ref`).
 *
 * Every type and its payload is in the contract shared with the SPA (contract/realtime-messages.ts), so
 * `publish` and `reply` accept only a known type with its payload.
 */
import type { ServerPayloads } from '../contract/realtime-messages.js';

export type ServerMessages = ServerPayloads;

export type ServerMessageType = keyof ServerMessages;

export type ServerMessage<T extends ServerMessageType = ServerMessageType> = {
  [K in T]: { type: K; payload: ServerMessages[K] };
}[T];

/** A message from a browser, after its envelope was checked. */
export interface ClientEnvelope {
  type: string;
  payload: unknown;
  ref?: string;
}
