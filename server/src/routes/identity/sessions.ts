import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errors } from '../../schemas/common.js';
import { SignOutRequestSchema } from '../../schemas/identity/user.js';

const tags = ['user'];

/** Ending sessions on the server: this one (sign out), or every one of the member (sign out everywhere). */
export const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/user/token/revoke', {
    schema: {
      tags,
      operationId: 'signOut',
      summary: "Sign out: the refresh token, its session's access tokens and sockets stop working at once",
      description: 'Answers 204 for an unknown or already revoked token too: there is nothing left to end.',
      body: SignOutRequestSchema,
      response: { 204: Type.Null(), ...errors(400) },
    },
    handler: async (request, reply) => {
      const ended = await app.sessions.signOut(request.body.refresh_token);
      if (ended) await app.realtime.endSessions(ended.membershipId, { sessionId: ended.sessionId });
      return reply.code(204).send(null);
    },
  });

  app.post('/user/sign-out-everywhere', {
    onRequest: app.authenticate,
    schema: {
      tags,
      operationId: 'signOutEverywhere',
      summary: 'End every session of the signed-in member, this one included, on every device',
      response: { 204: Type.Null(), ...errors(401) },
    },
    handler: async (request, reply) => {
      await app.sessions.revokeAll(request.auth.membershipId);
      await app.realtime.disconnectMember(request.auth.membershipId);
      return reply.code(204).send(null);
    },
  });
};
