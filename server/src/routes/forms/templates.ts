import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { errors } from '../../schemas/common.js';
import { badRequest, HttpError, invalidFields } from '../../lib/errors.js';
import { typedTextProblem } from '../../contract/plain-text.js';
import { readSmallMultipart } from '../../lib/multipart.js';
import { checkPlainTextField } from '../../lib/plain-text.js';
import { bodyCheckedByHandler } from '../../lib/validation.js';
import { fileResponse } from '../../schemas/responses.js';
import {
  PdfTemplateInputSchema,
  PdfTemplateUploadSchema,
  TemplateIdParams,
  TemplateInputSchema,
  TemplateListQuery,
  TemplateVersionParams,
} from '../../schemas/forms.js';
import {
  createPdfTemplate,
  MAX_TEMPLATE_PDF_BYTES,
  templatePdfBytes,
  updatePdfTemplate,
  type PdfTemplateInput,
} from '../../services/forms/pdf-templates.js';
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

  app.post('/intake-form-template/pdf', {
    preValidation: readSmallMultipart(MAX_TEMPLATE_PDF_BYTES, 'The PDF is larger than 30 MB. Upload a smaller copy of the form.'),
    schema: {
      tags,
      operationId: 'uploadPdfFormTemplate',
      summary: 'Upload a carrier’s PDF as a template (admins): its form fields are detected and placed on its pages',
      consumes: ['multipart/form-data'],
      body: PdfTemplateUploadSchema,
      response: { 201: Type.Ref('FormTemplate'), ...errors(400, 401, 403, 413, 415) },
    },
    validatorCompiler: bodyCheckedByHandler(),
    handler: async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, 'Send the PDF as multipart/form-data: title, then the file.');
      const body = (request.body ?? {}) as Record<string, string>;
      const unknown = Object.keys(body).filter((k) => !['title', 'description', 'file'].includes(k));
      if (unknown.length > 0) throw badRequest(`Unknown field ${unknown[0]}: send title, description and file.`);
      checkPlainTextField('title', body.title ?? '');
      const problem = body.description === undefined ? null : typedTextProblem(body.description, 'The description', true);
      if (problem) throw invalidFields(problem, [{ field: 'description', message: problem }]);
      if (!request.upload) throw badRequest('Choose the carrier’s PDF to upload.');
      const template = await createPdfTemplate({ db: app.db, storage: app.storage }, request.auth, {
        title: (body.title ?? '').slice(0, 255),
        description: (body.description ?? '').slice(0, 2000),
        pdf: request.upload.buffer,
      });
      return reply.code(201).send(template);
    },
  });

  app.put('/intake-form-template/:template_id/pdf', {
    schema: {
      tags,
      operationId: 'updatePdfFormTemplate',
      summary:
        'Place, move, resize, relabel or remove the fields of a carrier PDF template (admins); once a form was sent from it, the edit becomes its next version',
      params: TemplateIdParams,
      body: PdfTemplateInputSchema,
      response: { 200: Type.Ref('FormTemplate'), ...errors(400, 401, 403, 404) },
    },
    handler: async (request) =>
      updatePdfTemplate(app.db, request.auth, request.params.template_id, request.body as PdfTemplateInput),
  });

  app.get('/intake-form-template/pdf/:version_id', {
    schema: {
      tags,
      operationId: 'downloadPdfFormTemplate',
      summary: 'The blank carrier PDF of a template version (the editor and the fill view draw its pages)',
      params: TemplateVersionParams,
      response: { 200: fileResponse('The carrier’s blank PDF', ['application/pdf']), ...errors(401, 404) },
    },
    handler: async (request, reply) => {
      const pdf = await templatePdfBytes({ db: app.db, storage: app.storage }, request.auth, request.params.version_id);
      return (reply as FastifyReply)
        .type('application/pdf')
        .header('Cache-Control', 'private, max-age=3600, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Length', pdf.length)
        .send(pdf);
    },
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
