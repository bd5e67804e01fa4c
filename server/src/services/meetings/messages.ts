/**
 * The meeting messages on the realtime channel (docs/meetings.md). Browser → server payloads are
 * validated by the schemas in `signalling.ts`; server → browser types are declared here by merging into
 * `ServerMessages`, so `publish` accepts only these shapes.
 */
import type { ServerMessage, ServerMessageType } from '../../realtime/index.js';

/** How the meeting services send a message to every socket of one member (the realtime bus). */
export type Publish = <T extends ServerMessageType>(membershipId: string, message: ServerMessage<T>) => Promise<void>;

/** One browser tab in a room, as the others see it. */
export interface Participant {
  participant: string;
  membershipId: string;
  fullName: string;
  audio: boolean;
  video: boolean;
  screen: boolean;
  connection: 'connected' | 'reconnecting';
}

export interface SessionDescription {
  type: 'offer' | 'answer';
  sdp: string;
}

export interface IceCandidate {
  candidate: string;
  sdpMid?: string | null;
  sdpMLineIndex?: number | null;
  usernameFragment?: string | null;
}

/** `meeting.signal`, relayed as sent to the member of the `to` participant. */
export interface SignalPayload {
  room: string;
  participant: string;
  to: string;
  description?: SessionDescription;
  candidate?: IceCandidate | null;
  /** Set only on a message that crossed replicas by reference (too large for one NOTIFY). */
  id?: string;
}

export interface LobbyEntry {
  participant: string;
  membershipId: string;
  fullName: string;
}

declare module '../../realtime/messages.js' {
  interface ServerMessages {
    /** To the joiner: the others already in the room. */
    'meeting.joined': { room: string; participant: string; participants: Participant[] };
    /** Someone joined, changed state or connection. */
    'meeting.participant': { room: string; participant: Participant };
    /** Someone left, or did not come back within the reconnect window. */
    'meeting.left': { room: string; participant: string };
    /** An offer, answer or ICE candidate for the `to` participant. */
    'meeting.signal': SignalPayload;
    /** To the host: who is waiting in the lobby now. */
    'meeting.lobby': { room: string; waiting: LobbyEntry[] };
    /** To the knocker: the host let them in. */
    'meeting.admitted': { room: string; participant: string };
    /** To the knocker: the host refused; they may knock `knocksLeft` more times. */
    'meeting.refused': { room: string; participant: string; knocksLeft: number };
  }
}
