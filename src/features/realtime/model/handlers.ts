import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { notificationReceived } from '@/entities/notification';
import type { ServerMessage, ServerPayloads, ServerType } from './messages';

export interface HandlerApi {
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>;
}

/** What the browser does with each server message type; a type without a handler is only dispatched. */
export type ServerHandlers = { [K in ServerType]?: (payload: ServerPayloads[K], api: HandlerApi) => void };

export const SERVER_HANDLERS: ServerHandlers = {
  // Spec §4: a notification's payload goes to the front of the list (the slice drops a repeat).
  notification: (payload, { dispatch }) => dispatch(notificationReceived(payload)),
};

export function handleServerMessage(message: ServerMessage, api: HandlerApi, handlers: ServerHandlers = SERVER_HANDLERS): void {
  const handler = handlers[message.type] as ((payload: ServerMessage['payload'], api: HandlerApi) => void) | undefined;
  handler?.(message.payload, api);
}
