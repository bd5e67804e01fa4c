import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errors } from '../../schemas/common.js';
import { InvitationIdParamsSchema, InviteMemberSchema } from '../../schemas/members/invitation.js';
import { inviteMember, listInvitations, resendInvitation, revokeInvitation } from '../../services/members/invitations.js';
import { authenticateRoutes } from '../../plugins/auth.js';

const tags = ['user-company'];

/** Member invitations: who may invite whom is decided in services/invitations.ts. */
export const invitationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  authenticateRoutes(app);
  app.post('/user-company/', {
    schema: {
      tags,
      operationId: 'inviteMember',
      summary: 'Invite someone into the company with a role (mails them a sign-up link)',
      body: InviteMemberSchema,
      response: { 201: Type.Ref('Invitation'), ...errors(400, 401, 403, 409) },
    },
    handler: async (request, reply) => reply.code(201).send(await inviteMember(app, request.auth, request.body)),
  });

  app.get('/user-company/invitations', {
    schema: {
      tags,
      operationId: 'listInvitations',
      summary: 'Invitations I sent that are not yet accepted or withdrawn, newest first',
      response: { 200: Type.Array(Type.Ref('Invitation')), ...errors(401) },
    },
    handler: async (request) => listInvitations(app, request.auth),
  });

  app.post('/user-company/invitations/:id/resend', {
    schema: {
      tags,
      operationId: 'resendInvitation',
      summary: 'Send an invitation again with a new link (the old link stops working)',
      params: InvitationIdParamsSchema,
      response: { 200: Type.Ref('Invitation'), ...errors(400, 401, 404, 409) },
    },
    handler: async (request) => resendInvitation(app, request.auth, request.params.id),
  });

  app.delete('/user-company/invitations/:id', {
    schema: {
      tags,
      operationId: 'revokeInvitation',
      summary: 'Withdraw an invitation (its link stops working)',
      params: InvitationIdParamsSchema,
      response: { 204: Type.Null({ description: 'Withdrawn.' }), ...errors(400, 401, 404, 409) },
    },
    handler: async (request, reply) => {
      await revokeInvitation(app, request.auth, request.params.id);
      return reply.code(204).send(null);
    },
  });
};
