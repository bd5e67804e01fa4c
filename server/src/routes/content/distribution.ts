import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { errors } from '../../schemas/common.js';
import { MaterialParams } from '../../schemas/content.js';
import { DistributionQuery } from '../../schemas/distribution.js';
import { fileResponse } from '../../schemas/responses.js';
import { companyRecords, deliveryRecord, distributionPage, type StreamedRecord } from '../../services/content/distribution.js';
import { requireInCompany } from '../../policy/index.js';
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
const RangeQuery = Type.Object(
  {
    from: Type.String({ format: 'date-time', description: 'Materials sent or opened from this time…' }),
    to: Type.String({ format: 'date-time', description: '…until this time (exclusive).' }),
    format: Type.Enum(['csv', 'pdf'], { type: 'string', description: 'csv, or pdf: the sealed report.' }),
  },
  { additionalProperties: false },
);

async function* one(record: StreamedRecord) {
  yield record;
}

export const distributionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/material/distribution/export', {
    schema: {
      tags,
      operationId: 'exportCompanyDistribution',
      summary: 'The delivery records of every original sent or opened in a date range, as CSV or a sealed PDF report (admins)',
      querystring: RangeQuery,
      response: {
        200: fileResponse('CSV (RFC 4180), or a signed PDF', ['text/csv', 'application/pdf']),
        204: Type.Null({ description: 'No material was sent or opened in this range: nothing to export.' }),
        ...errors(400, 401, 403, 503),
      },
    },
    handler: async (request, reply) => {
      requireInCompany(request.auth, 'exportDistribution', 'Only admins export the delivery records of the company.');
      const { from, to, format } = request.query;
      const fromIso = new Date(from).toISOString();
      const toIso = new Date(to).toISOString();
      const name = `Delivery records ${fromIso.slice(0, 10)} to ${toIso.slice(0, 10)}`;
      const { count, records } = await companyRecords(app.db, app.deliveryRecord, request.auth, fromIso, toIso);
      // Nothing was sent or opened then: no file (and no sealed report) to make.
      if (count === 0) return (reply as FastifyReply).code(204).header('cache-control', 'no-store').send();
      if (format === 'csv')
        return (reply as FastifyReply)
          .type('text/csv; charset=utf-8')
          .header('content-disposition', contentDisposition(`${name}.csv`))
          .header('cache-control', 'no-store')
          .send(Readable.from(distributionCsv(records())));
      const [{ sealedReport }, { formSeal }] = await Promise.all([
        import('../../services/forms/distribution-report.js'),
        import('../../services/forms/certificate.js'),
      ]);
      const seal = formSeal(app.config.formsSigning);
      const pdf = await sealedReport(app.db, request.auth, seal, records(), name, null);
      return (reply as FastifyReply)
        .type('application/pdf')
        .header('content-disposition', contentDisposition(`${name}.pdf`))
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  });

  app.get('/material/:material_id/distribution', {
    schema: {
      tags,
      operationId: 'getMaterialDistribution',
      summary:
        "Who holds an original's copies and who sent them, what they opened and when, per version (its owner and approvers; a sender: the copies that came through them)",
      params: MaterialParams,
      querystring: DistributionQuery,
      response: { 200: Type.Ref('Distribution'), ...errors(401, 404) },
    },
    handler: async (request) =>
      distributionPage(app.db, app.deliveryRecord, request.auth, request.params.material_id, request.query),
  });

  app.get('/material/:material_id/distribution/csv', {
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
        .send(Readable.from(distributionCsv(one(record))));
    },
  });

  app.get('/material/:material_id/distribution/pdf', {
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
        import('../../services/forms/distribution-report.js'),
        import('../../services/forms/certificate.js'),
      ]);
      const seal = formSeal(app.config.formsSigning);
      const record = await deliveryRecord(app.db, app.deliveryRecord, request.auth, request.params.material_id, request.query);
      const heading = `Delivery record of “${record.material.title}”`;
      const pdf = await sealedReport(app.db, request.auth, seal, one(record), heading, record.material.id);
      return (reply as FastifyReply)
        .type('application/pdf')
        .header('content-disposition', contentDisposition(`Delivery record - ${record.material.title}.pdf`))
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  });
};
