import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errors } from '../../schemas/common.js';
import { fileResponse } from '../../schemas/responses.js';
import { CopyBody, ListContentQuery, ListSharedQuery, MoveBody, SelectionBody, SendCheckBody } from '../../schemas/content.js';
import { replyWithZip } from './replies.js';
import { sendSerialized } from '../../lib/send-serialized.js';
import { checkSend, copyOrSendContent } from '../../services/content/copy.js';
import { deleteContent } from '../../services/content/delete.js';
import { selectionZip } from '../../services/content/download.js';
import { listContent } from '../../services/content/listing.js';
import { moveContent } from '../../services/content/move.js';
import { authenticateRoutes } from '../../plugins/auth.js';

const tags = ['content'];

export const contentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  authenticateRoutes(app);
  app.get('/content/', {
    schema: {
      tags,
      operationId: 'listContent',
      summary: 'One folder of my materials (the root without folder_id): folders first, then materials',
      querystring: ListContentQuery,
      response: { 200: Type.Ref('ContentPage'), ...errors(400, 401, 404) },
    },
    handler: async (request, reply) => sendSerialized(reply, await listContent(app.db, request.auth, 'own', request.query)),
  });

  app.get('/content/shared', {
    schema: {
      tags,
      operationId: 'listSharedContent',
      summary: 'Content shared with me, optionally only what one member sent',
      querystring: ListSharedQuery,
      response: { 200: Type.Ref('ContentPage'), ...errors(400, 401, 404) },
    },
    handler: async (request, reply) => sendSerialized(reply, await listContent(app.db, request.auth, 'shared', request.query)),
  });

  app.put('/content/move', {
    schema: {
      tags,
      operationId: 'moveContent',
      summary: 'Move folders and materials into a folder (or the root, with null) of the same space',
      body: MoveBody,
      response: { 200: Type.Ref('MoveResult'), ...errors(400, 401, 404) },
    },
    handler: async (request) => moveContent(app.db, request.auth, request.body),
  });

  app.post('/content/copy/send', {
    schema: {
      tags,
      operationId: 'copyOrSendContent',
      summary: 'Copy into my materials, or send copies to members (they find them under "shared with me")',
      body: CopyBody,
      response: { 200: Type.Ref('CopyResult'), ...errors(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const result = await copyOrSendContent(app.db, request.auth, request.body);
      for (const event of result.received) await app.contentEvents.emitReceived(event);
      return { copies: result.copies };
    },
  });

  app.post('/content/copy/send/check', {
    onRequest: app.authenticate,
    schema: {
      tags,
      operationId: 'checkSendContent',
      summary:
        'What a send would refuse, without sending: each recipient who may not receive the selection and why, and reasons about the selection itself',
      body: SendCheckBody,
      response: { 200: Type.Ref('SendCheck'), ...errors(400, 401, 403, 404) },
    },
    handler: async (request) => ({
      refusals: (await checkSend(app.db, request.auth, request.body)).map((r) => ({
        recipient_id: r.recipientId,
        reason: r.reason,
      })),
    }),
  });

  app.delete('/content/delete', {
    schema: {
      tags,
      operationId: 'deleteContent',
      summary: 'Delete folders (with everything in them) and materials',
      body: SelectionBody,
      response: { 200: Type.Ref('DeleteResult'), ...errors(400, 401, 404) },
    },
    handler: async (request) => {
      // Materials are hidden and kept for the record; the retention sweep removes them after the period.
      return deleteContent(app.db, request.auth, request.body);
    },
  });

  app.post('/content/download', {
    schema: {
      tags,
      operationId: 'downloadSelection',
      summary: 'A zip of the selected folders and materials',
      body: SelectionBody,
      response: { 200: fileResponse('A zip of the selection', ['application/zip']), ...errors(400, 401, 404) },
    },
    handler: async (request, reply) => {
      const zip = await selectionZip(app.db, app.storage, request.auth, request.body);
      return replyWithZip(reply, zip.fileName, zip.entries);
    },
  });
};
