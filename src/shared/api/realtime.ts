/**
 * The realtime channel's messages: the server's contract (server/src/contract/realtime-messages.ts),
 * generated into realtime-messages.gen.ts by `npm run api:generate` as types and the checks TypeBox
 * compiles from the same schemas the server checks with.
 */
export { CLIENT_MESSAGE_CHECKS, SERVER_MESSAGE_CHECKS } from './generated/realtime-messages.gen';
export type {
  ClientPayloads as RealtimeClientPayloads,
  IceCandidate,
  LobbyEntry,
  Participant,
  ServerPayloads as RealtimeServerPayloads,
  SessionDescription,
} from './generated/realtime-messages.gen';
