import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { badRequest } from '../../lib/errors.js';
import { sendStoredImage } from '../../lib/images.js';
import { readSmallMultipart } from '../../lib/multipart.js';
import { AvatarFormSchema, AvatarParamsSchema, ProfileUpdateSchema } from '../../schemas/identity/account.js';
import { errors } from '../../schemas/common.js';
import { fileResponse, NOT_MODIFIED } from '../../schemas/responses.js';
import { avatars } from '../../services/images/avatars.js';
import { recordWithholdings } from '../../services/content/withholdings.js';
import { setAvatar, updateProfile } from '../../services/identity/profile.js';

const tags = ['user'];

export const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.patch('/user/', {
    onRequest: app.authenticate,
    schema: {
      tags,
      operationId: 'updateCurrentUser',
      summary: 'Update my profile',
      body: ProfileUpdateSchema,
      response: { 200: Type.Ref('CurrentUser'), ...errors(400, 401, 404) },
    },
    handler: async (request) => {
      const update = () => updateProfile(app, request.auth, request.body);
      const { has_security_license, state } = request.body;
      if (has_security_license === undefined && state === undefined) return update();
      // A licence or a state decides which copies the member may hold: the record notes what this changed.
      const memberships = await app.db
        .selectFrom('user_company')
        .select('id')
        .where('user_id', '=', request.auth.userId)
        .execute();
      return recordWithholdings(app.db, { members: memberships.map((m) => m.id) }, update);
    },
  });

  app.post('/user/avatar', {
    onRequest: app.authenticate,
    preValidation: readSmallMultipart(avatars.maxBytes, avatars.kind.tooLarge),
    schema: {
      tags,
      operationId: 'uploadAvatar',
      summary: 'Upload my avatar (an image ≤ 5 MB, stored as a 256×256 WebP)',
      consumes: ['multipart/form-data'],
      body: AvatarFormSchema,
      response: { 200: Type.Ref('CurrentUser'), ...errors(400, 401, 404, 413, 415) },
    },
    handler: async (request) => {
      if (!request.upload) throw badRequest('Choose an image file for the avatar.');
      return setAvatar(app, request.auth, request.upload);
    },
  });

  app.get('/user/avatar/:avatar_id', {
    schema: {
      tags,
      operationId: 'getAvatar',
      summary: 'An avatar image (public, immutable: a new upload gets a new URL)',
      params: AvatarParamsSchema,
      response: {
        200: fileResponse('The avatar image', ['image/webp']),
        304: NOT_MODIFIED,
        ...errors(400, 404),
      },
    },
    handler: async (request, reply) =>
      sendStoredImage(
        request,
        reply,
        app.storage,
        await avatars.find(app.db, request.params.avatar_id),
        'This avatar does not exist.',
      ),
  });
};
