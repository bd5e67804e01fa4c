import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errors } from '../../schemas/common.js';
import { LoginFormSchema, RefreshRequestSchema } from '../../schemas/identity/user.js';
import { signInThrottled } from '../../services/identity/sign-in.js';
import { getCurrentUser } from '../../services/identity/users.js';
import { emailRoutes } from './email.js';
import { passwordRoutes } from './password.js';
import { profileRoutes } from './profile.js';
import { sessionRoutes } from './sessions.js';
import { signUpRoutes } from './signup.js';
import { requestSourceOf } from '../../policy/actor.js';

const tags = ['user'];

export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(signUpRoutes);
  await app.register(passwordRoutes);
  await app.register(emailRoutes);
  await app.register(profileRoutes);
  await app.register(sessionRoutes);

  app.post('/user/token', {
    schema: {
      tags,
      operationId: 'login',
      summary: 'Sign in with email and password',
      consumes: ['application/x-www-form-urlencoded'],
      body: LoginFormSchema,
      response: { 200: Type.Ref('TokenPair'), ...errors(400, 403, 429) },
    },
    handler: async (request) => signInThrottled(app, requestSourceOf(request), request.body.username, request.body.password),
  });

  app.post('/user/token/refresh', {
    schema: {
      tags,
      operationId: 'refreshToken',
      summary: 'Exchange a refresh token for new tokens (the old one stops working)',
      body: RefreshRequestSchema,
      response: { 200: Type.Ref('TokenPair'), ...errors(400, 401) },
    },
    handler: async (request) => app.sessions.refresh(request.body.refresh_token),
  });

  app.get('/user/', {
    onRequest: app.authenticate,
    schema: {
      tags,
      operationId: 'getCurrentUser',
      summary: 'The signed-in user',
      response: { 200: Type.Ref('CurrentUser'), ...errors(401, 404) },
    },
    handler: async (request) => getCurrentUser(app.db, request.auth.membershipId, app.config.publicUrl),
  });
};
