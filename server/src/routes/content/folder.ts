import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errors } from '../../schemas/common.js';
import { fileResponse } from '../../schemas/responses.js';
import { CreateFolderBody, FolderParams, ListFoldersQuery, UpdateBody } from '../../schemas/content.js';
import { replyWithZip } from './replies.js';
import { folderZip } from '../../services/content/download.js';
import { createFolder, updateFolder } from '../../services/content/folders.js';
import { listFolderChoices } from '../../services/content/listing.js';
import { authenticateRoutes } from '../../plugins/auth.js';

const tags = ['folder'];

export const folderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  authenticateRoutes(app);
  app.get('/folder/', {
    schema: {
      tags,
      operationId: 'listFolders',
      summary: 'Folders of my materials that content can be moved or copied into',
      querystring: ListFoldersQuery,
      response: { 200: Type.Ref('FolderChoicePage'), ...errors(400, 401, 404) },
    },
    handler: async (request) => listFolderChoices(app.db, request.auth, request.query),
  });

  app.post('/folder/', {
    schema: {
      tags,
      operationId: 'createFolder',
      summary: 'Create a folder in my materials (inside folder_id, or at the root)',
      body: CreateFolderBody,
      response: { 201: Type.Ref('ContentItem'), ...errors(400, 401, 404) },
    },
    handler: async (request, reply) => reply.code(201).send(await createFolder(app.db, request.auth, request.body)),
  });

  app.patch('/folder/:folder_id', {
    schema: {
      tags,
      operationId: 'updateFolder',
      summary: 'Rename a folder and/or move it (folder_id: the new parent, null for the root)',
      params: FolderParams,
      body: UpdateBody,
      response: { 200: Type.Ref('ContentItem'), ...errors(400, 401, 404, 409) },
    },
    handler: async (request) => updateFolder(app.db, request.auth, request.params.folder_id, request.body),
  });

  app.get('/folder/:folder_id', {
    schema: {
      tags,
      operationId: 'downloadFolder',
      summary: 'A zip of the folder and everything in it, streamed while it is built',
      params: FolderParams,
      response: { 200: fileResponse('A zip of the folder', ['application/zip']), ...errors(401, 404) },
    },
    handler: async (request, reply) => {
      const zip = await folderZip(app.db, app.storage, request.auth, request.params.folder_id);
      return replyWithZip(reply, zip.fileName, zip.entries);
    },
  });
};
