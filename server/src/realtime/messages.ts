/**
 * The realtime wire format. Server → browser: `{type, payload}`; browser → server: `{type, payload?, ref?}`.
 * A refused or invalid client message is answered with `error` (echoing `ref`).
 *
 * `ServerMessages` names every server → browser type with its payload. Areas add theirs by declaration
 * merging (`declare module '…/realtime/messages.js' { interface ServerMessages { notification: … } }`),
 * so `publish` and `reply` accept only a known type with its payload.
 */
export interface ServerMessages {
  /** The answer to `ping`. */
  pong: { ref?: string };
  /** A client message was not understood or not allowed. */
  error: { detail: string; ref?: string };
}

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
