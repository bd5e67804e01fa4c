import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ChangePasswordSchema, PasswordResetConfirmSchema, PasswordResetRequestSchema } from '../../schemas/identity/account.js';
import { errors } from '../../schemas/common.js';
import {
  confirmPasswordReset,
  PASSWORD_CHANGED,
  requestPasswordReset,
  RESET_REQUESTED,
} from '../../services/identity/password-reset.js';
import { changePassword } from '../../services/identity/profile.js';

const tags = ['user'];

export const passwordRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/user/password/reset/', {
    schema: {
      tags,
      operationId: 'requestPasswordReset',
      summary: 'Mail a password reset link (the same answer whether or not the account exists)',
      body: PasswordResetRequestSchema,
      response: { 200: Type.Ref('Message'), ...errors(400, 429) },
    },
    handler: async (request) => {
      // Every request counts here: each may send a message.
      await app.throttle.take('resetPerIp', request.ip);
      await app.throttle.take('resetPerAccount', request.body.email);
      await requestPasswordReset(app, request.body.email);
      return { detail: RESET_REQUESTED };
    },
  });

  app.post('/user/password/reset/confirm/', {
    schema: {
      tags,
      operationId: 'confirmPasswordReset',
      summary: 'Choose a new password with a reset token (ends every session)',
      body: PasswordResetConfirmSchema,
      response: { 200: Type.Ref('Message'), ...errors(400) },
    },
    handler: async (request) => {
      const membershipId = await confirmPasswordReset(
        app,
        request.body.token,
        request.body.password,
        request.body.confirm_password,
      );
      if (membershipId) await app.realtime.endSessions(membershipId, { before: Date.now() });
      return { detail: PASSWORD_CHANGED };
    },
  });

  app.post('/user/change_password', {
    onRequest: app.authenticate,
    schema: {
      tags,
      operationId: 'changePassword',
      summary: 'Change the password; every session ends and this one continues with the new tokens answered',
      body: ChangePasswordSchema,
      response: { 200: Type.Ref('TokenPair'), ...errors(400, 401) },
    },
    handler: async (request) => {
      const pair = await changePassword(app, request.auth, request.body);
      // This device's socket closes as expired and comes back with the new token; the others' cannot.
      await app.realtime.endSessions(request.auth.membershipId, { before: Date.now() });
      return pair;
    },
  });
};
