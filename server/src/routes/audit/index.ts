import { Readable } from 'node:stream';
import { authenticateRoutes } from '../../plugins/auth.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { requireInCompany } from '../../policy/index.js';
import { AuditExportQuerySchema, AuditQuerySchema } from '../../schemas/audit.js';
import { errors } from '../../schemas/common.js';
import { fileResponse } from '../../schemas/responses.js';
import { auditCsv, auditEntries, listAudit } from '../../services/audit/index.js';

const tags = ['audit'];

const ADMINS_ONLY = 'Only company admins can read the audit log.';

/** The company's audit trail, for those the policy lets read it (`readAudit`): read and export only — nothing here writes to it. */
export const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  authenticateRoutes(app);
  app.addHook('preHandler', async (request: FastifyRequest) => {
    requireInCompany(request.auth, 'readAudit', ADMINS_ONLY);
  });

  app.get('/audit/', {
    schema: {
      tags,
      operationId: 'listAuditEntries',
      summary: "The company's audit trail, newest first (admins only)",
      querystring: AuditQuerySchema,
      response: { 200: Type.Ref('AuditPage'), ...errors(400, 401, 403) },
    },
    handler: async (request) => {
      const { page = 1, size = 20, ...filter } = request.query;
      return listAudit(app.db, request.auth.companyId, filter, page, size);
    },
  });

  app.get('/audit/export', {
    schema: {
      tags,
      operationId: 'exportAuditEntries',
      summary: 'The filtered audit trail as CSV, streamed (admins only)',
      querystring: AuditExportQuerySchema,
      response: {
        200: fileResponse('CSV (RFC 4180), a header line first', ['text/csv']),
        ...errors(400, 401, 403),
      },
    },
    handler: async (request, reply) => {
      const entries = auditEntries(app.db, request.auth.companyId, request.query);
      // Read the first batch before answering, so a bad filter still gets its 400.
      const first = await entries.next();
      async function* all() {
        if (!first.done) yield first.value;
        yield* entries;
      }
      const day = new Date().toISOString().slice(0, 10);
      return (reply as FastifyReply)
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-log-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(auditCsv(all())));
    },
  });
};
