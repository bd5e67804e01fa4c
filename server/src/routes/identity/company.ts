import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { badRequest } from '../../lib/errors.js';
import { sendStoredImage } from '../../lib/images.js';
import { readSmallMultipart } from '../../lib/multipart.js';
import { requireInCompany } from '../../policy/index.js';
import { errors } from '../../schemas/common.js';
import { fileResponse, NOT_MODIFIED } from '../../schemas/responses.js';
import {
  CompanyRegistrationSchema,
  CompanyUpdateSchema,
  LogoFormSchema,
  LogoParamsSchema,
  RegisterCompanyQuerySchema,
} from '../../schemas/identity/company.js';
import { getCompany, setCompanyLogo, updateCompany } from '../../services/identity/companies.js';
import { registerCompany, registrationDetails } from '../../services/identity/company-registration.js';
import { ensureStarterTemplate } from '../../services/forms/templates.js';
import { logos } from '../../services/images/logos.js';

const tags = ['company'];

/** onRequest, after `authenticate`: refuses (policy `manageCompany`) before any upload is read. */
function mayManageCompany(detail: string) {
  return async (request: FastifyRequest) => requireInCompany(request.auth, 'manageCompany', detail);
}

export const companyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/company/', {
    schema: {
      tags,
      operationId: 'registerCompany',
      summary: 'Register a company and its first admin with a registration token (answers signed-in tokens)',
      querystring: RegisterCompanyQuerySchema,
      body: CompanyRegistrationSchema,
      response: { 201: Type.Ref('TokenPair'), ...errors(400, 409, 429) },
    },
    handler: async (request, reply) => {
      const pair = await app.throttle.failuresOnly([['invitationPerIp', request.ip]], () =>
        registerCompany(app, request.query.token, request.body, ensureStarterTemplate),
      );
      return reply.code(201).send(pair);
    },
  });

  app.get('/company/registration/details', {
    schema: {
      tags,
      operationId: 'getRegistrationDetails',
      summary: 'Whether a company registration link can still be used (before its form is shown)',
      querystring: RegisterCompanyQuerySchema,
      response: { 200: Type.Ref('RegistrationDetails'), ...errors(400, 429) },
    },
    handler: async (request) =>
      app.throttle.failuresOnly([['invitationPerIp', request.ip]], () => registrationDetails(app.db, request.query.token)),
  });

  app.get('/company/', {
    onRequest: app.authenticate,
    schema: {
      tags,
      operationId: 'getCompany',
      summary: 'The company of the signed-in member',
      response: { 200: Type.Ref('Company'), ...errors(401, 404) },
    },
    handler: async (request) => getCompany(app.db, request.auth.companyId, app.config.publicUrl),
  });

  app.patch('/company/', {
    onRequest: [app.authenticate, mayManageCompany('Only admins can change the company details.')],
    schema: {
      tags,
      operationId: 'updateCompany',
      summary: 'Update the company details (admins only)',
      body: CompanyUpdateSchema,
      response: { 200: Type.Ref('Company'), ...errors(400, 401, 403, 404) },
    },
    handler: async (request) => updateCompany(app.db, request.auth.companyId, request.body, app.config.publicUrl, request.auth),
  });

  app.post('/company/logo', {
    onRequest: [app.authenticate, mayManageCompany('Only admins can change the company logo.')],
    preValidation: readSmallMultipart(logos.maxBytes, logos.kind.tooLarge),
    schema: {
      tags,
      operationId: 'uploadCompanyLogo',
      summary: 'Upload the company logo (admins only; an image ≤ 5 MB, stored as a WebP within 512×512, aspect ratio kept)',
      consumes: ['multipart/form-data'],
      body: LogoFormSchema,
      response: { 200: Type.Ref('Company'), ...errors(400, 401, 403, 404, 413, 415) },
    },
    handler: async (request) => {
      if (!request.upload) throw badRequest('Choose an image file for the logo.');
      return setCompanyLogo(app, request.auth.companyId, request.upload, request.auth);
    },
  });

  app.delete('/company/logo', {
    onRequest: [app.authenticate, mayManageCompany('Only admins can remove the company logo.')],
    schema: {
      tags,
      operationId: 'deleteCompanyLogo',
      summary: 'Remove the company logo (admins only; answers the company without one)',
      response: { 200: Type.Ref('Company'), ...errors(401, 403, 404) },
    },
    handler: async (request) => setCompanyLogo(app, request.auth.companyId, null, request.auth),
  });

  app.get('/company/logo/:logo_id', {
    schema: {
      tags,
      operationId: 'getCompanyLogo',
      summary: 'A company logo image (public, immutable: a new upload gets a new URL)',
      params: LogoParamsSchema,
      response: {
        200: fileResponse('The logo image', ['image/webp']),
        304: NOT_MODIFIED,
        ...errors(400, 404),
      },
    },
    handler: async (request, reply) =>
      sendStoredImage(request, reply, app.storage, await logos.find(app.db, request.params.logo_id), 'This logo does not exist.'),
  });
};
