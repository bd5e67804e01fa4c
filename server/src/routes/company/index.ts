import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { forbidden } from '../../lib/errors.js';
import { errors } from '../../schemas/common.js';
import { CompanyRegistrationSchema, CompanyUpdateSchema, RegisterCompanyQuerySchema } from '../../schemas/company.js';
import { getCompany, updateCompany } from '../../services/companies.js';
import { registerCompany } from '../../services/company-registration.js';

const tags = ['company'];
const security = [{ bearerAuth: [] }];

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
      app.throttle.take('invitationPerIp', request.ip);
      const pair = await registerCompany(app, request.query.token, request.body);
      return reply.code(201).send(pair);
    },
  });

  app.get('/company/', {
    onRequest: app.authenticate,
    schema: { tags, operationId: 'getCompany', summary: 'The company of the signed-in member', security, response: { 200: Type.Ref('Company'), ...errors(401, 404) } },
    handler: async (request) => getCompany(app.db, request.auth.companyId),
  });

  app.patch('/company/', {
    onRequest: app.authenticate,
    schema: {
      tags,
      operationId: 'updateCompany',
      summary: 'Update the company details (admins only)',
      security,
      body: CompanyUpdateSchema,
      response: { 200: Type.Ref('Company'), ...errors(400, 401, 403, 404) },
    },
    handler: async (request) => {
      if (request.auth.role !== 'admin') throw forbidden('Only admins can change the company details.');
      return updateCompany(app.db, request.auth.companyId, request.body);
    },
  });
};
