export {
  realtimeMessageReceived,
  realtimeSend,
  realtimeStarted,
  realtimeStopped,
  startRealtimeListeners,
  NOT_CONNECTED,
} from './model/listeners';
export { RealtimeClient } from './model/realtime-client';
export type { RealtimeClientOptions } from './model/realtime-client';
export { parseServerMessage } from './model/messages';
export { handleServerMessage } from './model/handlers';
export type { ClientMessage, ClientPayloads, ServerMessage, ServerPayloads } from './model/messages';
export { realtimeSocketUrl } from './lib/socket-url';
