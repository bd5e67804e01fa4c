import type { MeetingServerPayloads } from '../model/messages';

type Payload = Record<string, unknown>;
const str = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const bool = (value: unknown): value is boolean => typeof value === 'boolean';
const obj = (value: unknown): value is Payload => typeof value === 'object' && value !== null && !Array.isArray(value);

const participant = (value: unknown): boolean =>
  obj(value) &&
  str(value.participant) &&
  str(value.membershipId) &&
  typeof value.fullName === 'string' &&
  bool(value.audio) &&
  bool(value.video) &&
  bool(value.screen) &&
  (value.connection === 'connected' || value.connection === 'reconnecting');

const inRoom = (p: Payload) => str(p.room) && str(p.participant);

const description = (value: unknown) =>
  value === undefined || (obj(value) && (value.type === 'offer' || value.type === 'answer') && typeof value.sdp === 'string');
const candidate = (value: unknown) =>
  value === undefined || value === null || (obj(value) && typeof value.candidate === 'string');

/** The shape check of each meeting message the server sends; a payload that fails it is dropped. */
export const MEETING_SERVER_VALIDATORS: { [K in keyof MeetingServerPayloads]: (payload: Payload) => boolean } = {
  'meeting.joined': (p) => inRoom(p) && Array.isArray(p.participants) && p.participants.every(participant),
  'meeting.participant': (p) => str(p.room) && participant(p.participant),
  'meeting.left': inRoom,
  'meeting.signal': (p) => inRoom(p) && str(p.to) && description(p.description) && candidate(p.candidate),
  'meeting.lobby': (p) =>
    str(p.room) &&
    Array.isArray(p.waiting) &&
    p.waiting.every((w) => obj(w) && str(w.participant) && str(w.membershipId) && typeof w.fullName === 'string'),
  'meeting.admitted': inRoom,
  'meeting.refused': (p) => inRoom(p) && Number.isInteger(p.knocksLeft) && (p.knocksLeft as number) >= 0,
};
