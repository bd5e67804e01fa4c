import type { LobbyEntry, Participant, RealtimeClientPayloads, RealtimeServerPayloads } from '@/shared/api';

/**
 * The meeting messages on the realtime channel (docs/meetings.md), as the server's contract shapes them
 * (`@/shared/api`, generated from server/src/contract/realtime-messages.ts). A participant is one browser
 * tab in one room, with an id the tab chose (`crypto.randomUUID()`), kept across its socket's reconnects.
 */
export type MeetingParticipant = Participant;
export type MeetingLobbyEntry = LobbyEntry;
export type MediaState = Pick<Participant, 'audio' | 'video' | 'screen'>;

type MeetingType<T> = Extract<keyof T, `meeting.${string}`>;

/** Server → browser. */
export type MeetingServerMessage = {
  [K in MeetingType<RealtimeServerPayloads>]: { type: K; payload: RealtimeServerPayloads[K] };
}[MeetingType<RealtimeServerPayloads>];

/** Browser → server. */
export type MeetingClientMessage = {
  [K in MeetingType<RealtimeClientPayloads>]: { type: K; payload: RealtimeClientPayloads[K]; ref?: string };
}[MeetingType<RealtimeClientPayloads>];
