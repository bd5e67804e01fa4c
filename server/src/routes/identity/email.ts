import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { EmailChangeRequestQuerySchema, TokenQuerySchema } from '../../schemas/identity/account.js';
import { errors } from '../../schemas/common.js';
import { applyEmailChange, EMAIL_CHANGE_SENT, EMAIL_CHANGED, requestEmailChange } from '../../services/identity/email-change.js';

const tags = ['user'];

export const emailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/user/email/change/confirm', {
    onRequest: app.authenticate,
    schema: {
      tags,
      operationId: 'requestEmailChange',
      summary: 'Ask to change the email address (checks the password, mails a link to the new address)',
      querystring: EmailChangeRequestQuerySchema,
      response: { 200: Type.Ref('Message'), ...errors(400, 401, 409) },
    },
    handler: async (request) => {
      await requestEmailChange(app, request.auth, request.query.new_email, request.query.password);
      return { detail: EMAIL_CHANGE_SENT };
    },
  });

  app.post('/user/email/change', {
    schema: {
      tags,
      operationId: 'applyEmailChange',
      summary: 'Apply an email change with the token from the confirmation link',
      querystring: TokenQuerySchema,
      response: { 200: Type.Ref('Message'), ...errors(400, 409) },
    },
    handler: async (request) => {
      await applyEmailChange(app, request.query.token);
      return { detail: EMAIL_CHANGED };
    },
  });
};
