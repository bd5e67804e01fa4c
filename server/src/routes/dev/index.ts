import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PlainText } from '../../schemas/common-fields.js';

/** Development helpers; registered only when config.devOutbox is on (embedded mode by default). */
export const devRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/dev/outbox', {
    schema: {
      tags: ['dev'],
      operationId: 'listOutbox',
      summary: 'Every stored mail message, newest first (development only; lets you follow links without SMTP)',
      querystring: Type.Object({ to: Type.Optional(PlainText({ maxLength: 320 })) }, { additionalProperties: false }),
      response: { 200: Type.Array(Type.Ref('OutboxMessage')) },
    },
    handler: async (request) => {
      let query = app.db.selectFrom('outbox').selectAll().orderBy('created_at', 'desc').limit(200);
      if (request.query.to) query = query.where('to_address', '=', request.query.to.trim().toLowerCase());
      const rows = await query.execute();
      return rows.map(({ to_address, ...row }) => ({ ...row, to: to_address }));
    },
  });
};
