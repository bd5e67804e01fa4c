import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errors } from '../../schemas/common.js';
import { TemplateIdParams, TemplateInputSchema, TemplateListQuery } from '../../schemas/forms.js';
import {
  createTemplate,
  type TemplateInput,
  getTemplate,
  listTemplates,
  setTemplateStatus,
  updateTemplate,
} from '../../services/forms/templates.js';
import { authenticateRoutes } from '../../plugins/auth.js';

const tags = ['intake-form-template'];

/** Company-wide form templates: everyone who may send reads them; admins build, edit and archive them. */
export const intakeFormTemplateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  authenticateRoutes(app);
  app.get('/intake-form-template/', {
    schema: {
      tags,
      operationId: 'listFormTemplates',
      summary: 'Active form templates of my company (admins may include archived ones)',
      querystring: TemplateListQuery,
      response: { 200: Type.Ref('FormTemplateList'), ...errors(400, 401) },
    },
    handler: async (request) => listTemplates(app.db, request.auth, request.query.include_archived ?? false),
  });

  app.get('/intake-form-template/:template_id', {
    schema: {
      tags,
      operationId: 'getFormTemplate',
      summary: 'One template at its current version',
      params: TemplateIdParams,
      response: { 200: Type.Ref('FormTemplate'), ...errors(401, 404) },
    },
    handler: async (request) => getTemplate(app.db, request.auth, request.params.template_id),
  });

  app.post('/intake-form-template/', {
    schema: {
      tags,
      operationId: 'createFormTemplate',
      summary: 'Create a template (admins)',
      body: TemplateInputSchema,
      response: { 201: Type.Ref('FormTemplate'), ...errors(400, 401, 403) },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await createTemplate(app.db, request.auth, request.body as TemplateInput)),
  });

  app.put('/intake-form-template/:template_id', {
    schema: {
      tags,
      operationId: 'updateFormTemplate',
      summary: 'Edit a template (admins); once a form was sent from it, the edit becomes its next version',
      params: TemplateIdParams,
      body: TemplateInputSchema,
      response: { 200: Type.Ref('FormTemplate'), ...errors(400, 401, 403, 404) },
    },
    handler: async (request) => updateTemplate(app.db, request.auth, request.params.template_id, request.body as TemplateInput),
  });

  app.delete('/intake-form-template/:template_id', {
    schema: {
      tags,
      operationId: 'archiveFormTemplate',
      summary: 'Archive a template (admins): no new forms from it; sent forms are untouched',
      params: TemplateIdParams,
      response: { 200: Type.Ref('FormTemplate'), ...errors(401, 403, 404) },
    },
    handler: async (request) => setTemplateStatus(app.db, request.auth, request.params.template_id, 'archived'),
  });

  app.put('/intake-form-template/:template_id/restore', {
    schema: {
      tags,
      operationId: 'restoreFormTemplate',
      summary: 'Bring an archived template back (admins)',
      params: TemplateIdParams,
      response: { 200: Type.Ref('FormTemplate'), ...errors(401, 403, 404) },
    },
    handler: async (request) => setTemplateStatus(app.db, request.auth, request.params.template_id, 'active'),
  });
};
