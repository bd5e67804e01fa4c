import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { errors } from '../../schemas/common.js';
import { MaterialParams } from '../../schemas/content.js';
import { DistributionQuery } from '../../schemas/distribution.js';
import { fileResponse } from '../../schemas/responses.js';
import { deliveryRecord, distributionPage } from '../../services/content/distribution.js';
import { distributionCsv } from '../../services/content/distribution-csv.js';
import { contentDisposition } from '../../services/content/names.js';

const tags = ['material'];
const ExportQuery = Type.Object(
  {
    version: DistributionQuery.properties.version,
    state: DistributionQuery.properties.state,
  },
  { additionalProperties: false },
);

/** The delivery record of an original (docs/distribution.md): the Distribution page and its CSV export. */
export const distributionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/material/:material_id/distribution', {
    onRequest: app.authenticate,
    schema: {
      tags,
      operationId: 'getMaterialDistribution',
      summary:
        "Who holds an original's copies and who sent them, what they opened and when, per version (its owner and approvers; a sender: the copies that came through them)",
      params: MaterialParams,
      querystring: DistributionQuery,
      response: { 200: Type.Ref('Distribution'), ...errors(401, 404) },
    },
    handler: async (request) => {
      const { page, size, ...filters } = request.query;
      const record = await deliveryRecord(app.db, app.deliveryRecord, request.auth, request.params.material_id, filters);
      return distributionPage(record, page, size);
    },
  });

  app.get('/material/:material_id/distribution/csv', {
    onRequest: app.authenticate,
    schema: {
      tags,
      operationId: 'exportMaterialDistributionCsv',
      summary: 'The delivery record as CSV (RFC 4180, formula-safe): one line per recipient, with the version they hold',
      params: MaterialParams,
      querystring: ExportQuery,
      response: { 200: fileResponse('CSV (RFC 4180), a header line first', ['text/csv']), ...errors(401, 404) },
    },
    handler: async (request, reply) => {
      const record = await deliveryRecord(app.db, app.deliveryRecord, request.auth, request.params.material_id, request.query);
      return (reply as FastifyReply)
        .type('text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition(`Delivery record - ${record.material.title}.csv`))
        .header('cache-control', 'no-store')
        .send(Readable.from(distributionCsv([record])));
    },
  });

  app.get('/material/:material_id/distribution/pdf', {
    onRequest: app.authenticate,
    schema: {
      tags,
      operationId: 'exportMaterialDistributionPdf',
      summary:
        "The delivery record as a PDF report sealed and signed with the company's certificate (as intake forms are), verifiable on the verification page",
      params: MaterialParams,
      querystring: ExportQuery,
      response: { 200: fileResponse('A signed PDF', ['application/pdf']), ...errors(401, 404, 503) },
    },
    handler: async (request, reply) => {
      const [{ sealedReport }, { formSeal }] = await Promise.all([
        import('../../services/content/distribution-report.js'),
        import('../../services/forms/certificate.js'),
      ]);
      const seal = formSeal(app.config.formsSigning);
      const record = await deliveryRecord(app.db, app.deliveryRecord, request.auth, request.params.material_id, request.query);
      const pdf = await sealedReport(app.db, request.auth, seal, [record], `Delivery record of “${record.material.title}”`);
      return (reply as FastifyReply)
        .type('application/pdf')
        .header('content-disposition', contentDisposition(`Delivery record - ${record.material.title}.pdf`))
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  });
};
