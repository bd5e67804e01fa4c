import { Type } from 'typebox';
import { PlainText } from './common-fields.js';
import { ROOM_ID_PATTERN } from '../contract/realtime-messages.js';
import { ROOM_CAPACITY, MAX_INVITEES } from '../services/meetings/limits.js';

const RoomFields = {
  id: Type.String({ pattern: ROOM_ID_PATTERN, description: '128 random bits, base64url.' }),
  title: Type.String(),
  host: Type.Object({ id: Type.String(), fullName: Type.String() }),
  invitees: Type.Array(Type.Object({ id: Type.String(), fullName: Type.String(), role: Type.Ref('Role') })),
  createdAt: Type.String({ format: 'date-time' }),
  startsAt: Type.String({ format: 'date-time', description: 'When the meeting starts (UTC); the host can move it.' }),
  cancelledAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'When the host cancelled it (no one can join it any more), or null.',
  }),
  link: Type.String({ description: 'The room page in the app: /meeting/<id>.' }),
  capacity: Type.Integer({ description: `At most this many people in the room at once (${ROOM_CAPACITY}).` }),
};

export const MeetingRoomSchema = Type.Object(RoomFields, { $id: 'MeetingRoom', title: 'MeetingRoom' });

const MeetingRoomDetailSchema = Type.Object(
  {
    ...RoomFields,
    access: Type.Union([Type.Literal('host'), Type.Literal('invited'), Type.Literal('lobby')], {
      description: 'host or invited: may join; lobby: a member of the same company who may knock and wait for the host.',
    }),
  },
  { $id: 'MeetingRoomDetail', title: 'MeetingRoomDetail' },
);

const MeetingRoomListSchema = Type.Object(
  { items: Type.Array(Type.Ref('MeetingRoom')) },
  { $id: 'MeetingRoomList', title: 'MeetingRoomList' },
);

export const IceServersSchema = Type.Object(
  {
    iceServers: Type.Array(
      Type.Object({
        urls: Type.Array(Type.String()),
        username: Type.Optional(Type.String()),
        credential: Type.Optional(Type.String()),
      }),
    ),
    expiresAt: Type.String({
      format: 'date-time',
      description: 'When the TURN credential stops working: the expiry in its username.',
    }),
    ttlSeconds: Type.Integer({
      minimum: 1,
      description: 'How many seconds from this answer the credential works (MEETING_TURN_TTL_SECONDS); ask again before then.',
    }),
  },
  { $id: 'IceServers', title: 'IceServers' },
);

const StartsAt = Type.String({
  format: 'date-time',
  description: 'When the meeting starts: not passed, at most a year ahead. Without it, a new room starts now.',
});

export const RoomCreateSchema = Type.Object(
  {
    title: PlainText({ minLength: 1, maxLength: 120, pattern: '\\S', description: 'Plain text, one line.' }),
    invitees: Type.Array(Type.String({ format: 'uuid' }), {
      minItems: 1,
      maxItems: MAX_INVITEES,
      description: 'Membership ids; each must be someone the host may invite to a meeting.',
    }),
    startsAt: Type.Optional(StartsAt),
  },
  { additionalProperties: false, title: 'MeetingRoomCreate' },
);

export const RoomRescheduleSchema = Type.Object(
  { startsAt: StartsAt },
  { additionalProperties: false, title: 'MeetingRoomReschedule' },
);

export const RoomParamsSchema = Type.Object({ room: Type.String({ pattern: ROOM_ID_PATTERN }) }, { additionalProperties: false });

export const RoomListQuerySchema = Type.Object(
  { scope: Type.Optional(Type.Union([Type.Literal('upcoming'), Type.Literal('recent')], { default: 'upcoming' })) },
  { additionalProperties: false },
);

export const meetingSchemas = [MeetingRoomSchema, MeetingRoomDetailSchema, MeetingRoomListSchema, IceServersSchema];
