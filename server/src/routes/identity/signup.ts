import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { readSmallMultipart } from '../../lib/multipart.js';
import { avatars } from '../../services/images/avatars.js';
import { SignUpFormSchema } from '../../schemas/identity/account.js';
import { errors } from '../../schemas/common.js';
import { InvitationDetailsQuerySchema } from '../../schemas/members/invitation.js';
import { invitationDetails } from '../../services/members/invitation-lookup.js';
import { signUp } from '../../services/members/signup.js';
import { requestSourceOf } from '../../policy/actor.js';

const tags = ['user'];

/** Accepting a member invitation: look it up, then sign up with it. */
export const signUpRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/user/invitation/details', {
    schema: {
      tags,
      operationId: 'getInvitationDetails',
      summary: 'Who invites whom to which company, for an invitation link',
      querystring: InvitationDetailsQuerySchema,
      response: { 200: Type.Ref('InvitationDetails'), ...errors(400, 429) },
    },
    handler: async (request) => {
      return app.throttle.failuresOnly([['invitationPerIp', request.ip]], () =>
        invitationDetails(app.db, request.query.email, request.query.token),
      );
    },
  });

  app.post('/user/', {
    preValidation: readSmallMultipart(avatars.maxBytes, avatars.kind.tooLarge),
    schema: {
      tags,
      operationId: 'signUp',
      summary: 'Create an account from a member invitation (the role comes from the invitation); answers signed-in tokens',
      consumes: ['multipart/form-data'],
      body: SignUpFormSchema,
      response: { 201: Type.Ref('TokenPair'), ...errors(400, 409, 413, 415, 429) },
    },
    handler: async (request, reply) => {
      const { avatar: _file, ...fields } = request.body;
      const pair = await app.throttle.failuresOnly([['invitationPerIp', request.ip]], () =>
        signUp(app, fields, request.upload, requestSourceOf(request)),
      );
      return reply.code(201).send(pair);
    },
  });
};
