/**
 * The meeting messages on the realtime channel (docs/meetings.md). A participant is one browser tab in
 * one room, with an id the tab chose (`crypto.randomUUID()`), kept across its socket's reconnects.
 */
export interface MeetingParticipant {
  participant: string;
  membershipId: string;
  fullName: string;
  audio: boolean;
  video: boolean;
  screen: boolean;
  connection: 'connected' | 'reconnecting';
}

export interface SignalDescription {
  type: 'offer' | 'answer';
  sdp: string;
}

export interface SignalCandidate {
  candidate: string;
  sdpMid?: string | null;
  sdpMLineIndex?: number | null;
  usernameFragment?: string | null;
}

export interface MeetingSignal {
  room: string;
  /** The sender. */
  participant: string;
  to: string;
  description?: SignalDescription;
  /** `null` marks the end of the sender's candidates. */
  candidate?: SignalCandidate | null;
}

export interface MeetingLobbyEntry {
  participant: string;
  membershipId: string;
  fullName: string;
}

type InRoom = { room: string; participant: string };

/** Server → browser. */
export interface MeetingServerPayloads {
  'meeting.joined': InRoom & { participants: MeetingParticipant[] };
  'meeting.participant': { room: string; participant: MeetingParticipant };
  'meeting.left': InRoom;
  'meeting.signal': MeetingSignal;
  'meeting.lobby': { room: string; waiting: MeetingLobbyEntry[] };
  'meeting.admitted': InRoom;
  /** The host turned this tab away; the member may knock `knocksLeft` more times. */
  'meeting.refused': InRoom & { knocksLeft: number };
}

export interface MediaState {
  audio: boolean;
  video: boolean;
  screen: boolean;
}

/** Browser → server. */
export interface MeetingClientPayloads {
  'meeting.join': InRoom & { audio: boolean; video: boolean };
  'meeting.knock': InRoom;
  'meeting.admit': InRoom;
  'meeting.refuse': InRoom;
  'meeting.signal': MeetingSignal;
  'meeting.state': InRoom & MediaState;
  'meeting.leave': InRoom;
}

export type MeetingServerMessage = {
  [K in keyof MeetingServerPayloads]: { type: K; payload: MeetingServerPayloads[K] };
}[keyof MeetingServerPayloads];

export type MeetingClientMessage = {
  [K in keyof MeetingClientPayloads]: { type: K; payload: MeetingClientPayloads[K]; ref?: string };
}[keyof MeetingClientPayloads];
