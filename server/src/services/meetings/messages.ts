/**
 * The meeting messages on the realtime channel (docs/meetings.md). Their shapes, both ways, are the
 * contract shared with the SPA (contract/realtime-messages.ts).
 */
import type { ServerPayloads } from '../../contract/realtime-messages.js';
import type { ServerMessage, ServerMessageType } from '../../realtime/index.js';

export type { IceCandidate, LobbyEntry, Participant, SessionDescription } from '../../contract/realtime-messages.js';

/** How the meeting services send a message to every socket of one member (the realtime bus). */
export type Publish = <T extends ServerMessageType>(membershipId: string, message: ServerMessage<T>) => Promise<void>;

/** `meeting.signal`, relayed as sent to the member of the `to` participant (`id`: set only on a message that crossed replicas by reference, too large for one NOTIFY). */
export type SignalPayload = ServerPayloads['meeting.signal'];
