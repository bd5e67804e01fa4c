import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PlainText } from '../../schemas/common-fields.js';
import { logos } from '../../services/images/logos.js';
import { mailSamples } from '../../services/mail-events/samples.js';
import type { MailAttachment } from '../../mail/transport.js';

/** Attachments as the API shows them. */
const attachmentsOf = (attachments: readonly MailAttachment[] | null | undefined) =>
  (attachments ?? []).map((a) => ({
    filename: a.filename,
    content_type: a.contentType,
    content: a.content,
  }));

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
      return rows.map(({ to_address, attachments, ...row }) => ({
        ...row,
        to: to_address,
        attachments: attachmentsOf(attachments ? (JSON.parse(attachments) as MailAttachment[]) : null),
      }));
    },
  });

  app.get('/dev/mail', {
    schema: {
      tags: ['dev'],
      operationId: 'listMailSamples',
      summary: 'Every kind of mail rendered with sample data, branded with the first company (development only)',
      response: {
        200: Type.Array(
          Type.Object({
            name: Type.String(),
            subject: Type.String(),
            from_name: Type.Union([Type.String(), Type.Null()]),
            text: Type.String(),
            html: Type.String(),
            headers: Type.Record(Type.String(), Type.String()),
            attachments: Type.Array(
              Type.Object({ filename: Type.String(), content_type: Type.String(), content: Type.String() }),
            ),
          }),
        ),
      },
    },
    handler: async () => {
      const company = await app.db.selectFrom('company').select(['name', 'logo']).orderBy('created_at').executeTakeFirst();
      const brand = {
        name: company?.name ?? 'Summit Insurance Marketing',
        logoUrl: logos.url(app.config.publicUrl, company?.logo ?? null),
      };
      return mailSamples(app.config.publicUrl, app.mailEvents.links, brand).map(({ name, message }) => ({
        name,
        subject: message.subject,
        from_name: message.fromName ?? null,
        text: message.text,
        html: message.html ?? '',
        headers: message.headers ?? {},
        attachments: attachmentsOf(message.attachments),
      }));
    },
  });
};
