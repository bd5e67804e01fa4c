import { CLIENT_MESSAGES, type ClientPayloads } from '../../contract/realtime-messages.js';
import type { Db } from '../../db/connect.js';
import type { Actor } from '../../policy/index.js';
import type { ClientMessageHandler } from '../../realtime/index.js';
import { ROOM_FULL, type Presence } from './presence.js';
import { NO_KNOCKS_LEFT } from './lobby.js';
import { accessOf, roomInCompany, ROOM_CANCELLED, ROOM_NOT_FOUND } from './rooms.js';

// The payloads' shapes are the contract shared with the SPA (contract/realtime-messages.ts).
type Join = ClientPayloads['meeting.join'];
type Where = ClientPayloads['meeting.knock'];
type State = ClientPayloads['meeting.state'];
type Signal = ClientPayloads['meeting.signal'];

const NOT_INVITED = 'You are not invited to this meeting: knock, and the host can let you in.';
const NOT_IN_ROOM = 'Join the meeting first.';
const TARGET_NOT_IN_ROOM = 'That participant is not in this meeting.';
const TAKEN = 'This participant id belongs to someone else: reload the page.';
const ONLY_HOST = 'Only the host can let people in or turn them away.';
const NOT_WAITING = 'No one with that id is waiting in the lobby.';
const ALREADY_INVITED = 'You are invited to this meeting: join it directly.';

/**
 * The meeting signalling handlers on the realtime channel: each authorises the sender for the room
 * (host, invitees, admitted knockers; the lobby for the same company) before anything is stored or
 * relayed. A refusal is an `error` answer to the sender alone.
 */
export function meetingHandlers(db: Db, presence: Presence): ClientMessageHandler<never>[] {
  /** The sender's own participant row, when it is in the room. */
  const joinedAs = async (actor: Actor, room: string, participant: string) => {
    const row = await presence.find(room, participant);
    return row?.membership_id === actor.membershipId && row.status === 'joined';
  };
  /** Target rows found by `authorize`, for `handle` (the channel passes the same payload object to both). */
  const targets = new WeakMap<object, string>();

  const join: ClientMessageHandler<Join> = {
    type: 'meeting.join',
    payload: CLIENT_MESSAGES['meeting.join'],
    async authorize(actor, payload) {
      const room = await roomInCompany(db, actor, payload.room);
      if (!room) return ROOM_NOT_FOUND;
      const mine = await presence.find(payload.room, payload.participant);
      if (mine && mine.membership_id !== actor.membershipId) return TAKEN;
      const access = await accessOf(db, actor, room);
      if (access && room.cancelled) return ROOM_CANCELLED;
      if (access === 'host' || access === 'invited') return null;
      if (mine && (mine.status === 'admitted' || mine.status === 'joined')) return null;
      return access === 'lobby' ? NOT_INVITED : ROOM_NOT_FOUND;
    },
    async handle(context, payload, ref) {
      const others = await presence.join(context.actor, context.socketId, payload);
      if (others === null) {
        context.reply({ type: 'error', payload: ref === undefined ? { detail: ROOM_FULL } : { detail: ROOM_FULL, ref } });
        return;
      }
      context.reply({
        type: 'meeting.joined',
        payload: { room: payload.room, participant: payload.participant, participants: others },
      });
      await presence.announceJoin(context.actor, payload.room, payload.participant);
    },
  };

  const knock: ClientMessageHandler<Where> = {
    type: 'meeting.knock',
    payload: CLIENT_MESSAGES['meeting.knock'],
    async authorize(actor, payload) {
      const room = await roomInCompany(db, actor, payload.room);
      if (!room) return ROOM_NOT_FOUND;
      const mine = await presence.find(payload.room, payload.participant);
      if (mine && mine.membership_id !== actor.membershipId) return TAKEN;
      const access = await accessOf(db, actor, room);
      if (access && room.cancelled) return ROOM_CANCELLED;
      if (access === 'host' || access === 'invited') return ALREADY_INVITED;
      if (access !== 'lobby') return ROOM_NOT_FOUND;
      if (mine) return null;
      return (await presence.lobby.knocksLeft(payload.room, actor.membershipId)) > 0 ? null : NO_KNOCKS_LEFT;
    },
    async handle(context, payload) {
      const admitted = await presence.lobby.knock(context.actor, context.socketId, payload);
      if (admitted)
        context.reply({ type: 'meeting.admitted', payload: { room: payload.room, participant: payload.participant } });
    },
  };

  const decision = (type: 'meeting.admit' | 'meeting.refuse', admit: boolean): ClientMessageHandler<Where> => ({
    type,
    payload: CLIENT_MESSAGES[type],
    async authorize(actor, payload) {
      const room = await roomInCompany(db, actor, payload.room);
      if (!room) return ROOM_NOT_FOUND;
      if (room.hostId !== actor.membershipId) return ONLY_HOST;
      const row = await presence.find(payload.room, payload.participant);
      return row?.status === 'waiting' ? null : NOT_WAITING;
    },
    handle: (_context, payload) => presence.lobby.decide(payload.room, payload.participant, admit),
  });

  const signal: ClientMessageHandler<Signal> = {
    type: 'meeting.signal',
    payload: CLIENT_MESSAGES['meeting.signal'],
    async authorize(actor, payload) {
      if (payload.to === payload.participant) return TARGET_NOT_IN_ROOM;
      const pair = await presence.signals.pair(payload.room, payload.participant, payload.to);
      if (pair.from?.membership_id !== actor.membershipId || pair.from.status !== 'joined') return NOT_IN_ROOM;
      if (pair.to?.status !== 'joined') return TARGET_NOT_IN_ROOM;
      targets.set(payload, pair.to.membership_id);
      return null;
    },
    async handle(_context, payload) {
      const to = targets.get(payload);
      if (to) await presence.signals.relay(to, payload);
    },
  };

  const state: ClientMessageHandler<State> = {
    type: 'meeting.state',
    payload: CLIENT_MESSAGES['meeting.state'],
    authorize: async (actor, payload) => ((await joinedAs(actor, payload.room, payload.participant)) ? null : NOT_IN_ROOM),
    handle: (_context, payload) => presence.setState(payload),
  };

  const leave: ClientMessageHandler<Where> = {
    type: 'meeting.leave',
    payload: CLIENT_MESSAGES['meeting.leave'],
    async authorize(actor, payload) {
      const row = await presence.find(payload.room, payload.participant);
      return row?.membership_id === actor.membershipId ? null : NOT_IN_ROOM;
    },
    handle: (context, payload) => presence.leave(context.actor, payload),
  };

  return [
    join,
    knock,
    decision('meeting.admit', true),
    decision('meeting.refuse', false),
    signal,
    state,
    leave,
  ] as ClientMessageHandler<never>[];
}
