import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errors } from '../../schemas/common.js';
import { RoomCreateSchema, RoomListQuerySchema, RoomParamsSchema, RoomRescheduleSchema } from '../../schemas/meetings.js';
import { requestSourceOf } from '../../policy/actor.js';
import { cancelRoom, createRoom, getRoom, iceServersFor, listRooms, rescheduleRoom } from '../../services/meetings/index.js';
import { authenticateRoutes } from '../../plugins/auth.js';

const tags = ['meeting'];

/** Meeting rooms and the ICE servers for their peer connections; signalling is on /general/ws (docs/meetings.md). */
export const meetingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  authenticateRoutes(app);
  app.post('/meeting/room/generate', {
    schema: {
      tags,
      operationId: 'generateMeetingRoom',
      summary: 'Create a meeting room and invite members (each is notified with the link)',
      body: RoomCreateSchema,
      response: { 201: Type.Ref('MeetingRoom'), ...errors(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      const room = await createRoom(app.db, request.auth, request.body, requestSourceOf(request));
      return reply.code(201).send(room);
    },
  });

  app.get('/meeting/room/', {
    schema: {
      tags,
      operationId: 'listMeetingRooms',
      summary:
        'Rooms I host or am invited to, latest start first: upcoming (started in the last 24 h, or later) or recent (older)',
      querystring: RoomListQuerySchema,
      response: { 200: Type.Ref('MeetingRoomList'), ...errors(400, 401) },
    },
    handler: async (request) => listRooms(app.db, request.auth, request.query.scope ?? 'upcoming'),
  });

  app.get('/meeting/room/:room', {
    schema: {
      tags,
      operationId: 'getMeetingRoom',
      summary: 'One room and how I stand to it (host, invited, or lobby: may knock)',
      params: RoomParamsSchema,
      response: { 200: Type.Ref('MeetingRoomDetail'), ...errors(400, 401, 404) },
    },
    handler: async (request) => getRoom(app.db, request.auth, request.params.room),
  });

  app.patch('/meeting/room/:room', {
    schema: {
      tags,
      operationId: 'rescheduleMeetingRoom',
      summary: 'Move a meeting to another start time (its host only); invitees are told and mailed an updated invitation',
      params: RoomParamsSchema,
      body: RoomRescheduleSchema,
      response: { 200: Type.Ref('MeetingRoomDetail'), ...errors(400, 401, 403, 404, 409) },
    },
    handler: async (request) => rescheduleRoom(app.db, request.auth, request.params.room, request.body, requestSourceOf(request)),
  });

  app.post('/meeting/room/:room/cancel', {
    schema: {
      tags,
      operationId: 'cancelMeetingRoom',
      summary: 'Cancel a meeting (its host only): no one can join it any more; invitees are told and mailed a cancellation',
      params: RoomParamsSchema,
      response: { 200: Type.Ref('MeetingRoomDetail'), ...errors(401, 403, 404, 409) },
    },
    handler: async (request) => cancelRoom(app.db, request.auth, request.params.room, requestSourceOf(request)),
  });

  app.get('/meeting/ice-servers', {
    schema: {
      tags,
      operationId: 'getMeetingIceServers',
      summary: 'STUN and TURN servers for my peer connections, with a short-lived TURN credential',
      response: { 200: Type.Ref('IceServers'), ...errors(401) },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return iceServersFor(app.config.meetings, request.auth.membershipId);
    },
  });
};
