import fp from 'fastify-plugin';
import { unsupportedType } from '../lib/errors.js';

/** What a route takes when it declares a body and no `consumes`. */
const JSON_ONLY = ['application/json'];

/**
 * A body is taken only in the media types its route declares (`consumes`, JSON otherwise), so the
 * contract lists every body the server accepts: a form-encoded or plain-text body sent to a JSON
 * operation is refused with 415 instead of being parsed by the parser registered for other routes.
 */
export const declaredMediaTypesPlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      const schema = request.routeOptions.schema as { body?: unknown; consumes?: string[] } | undefined;
      if (!schema || (schema.body === undefined && schema.consumes === undefined)) return;
      const type = request.headers['content-type'];
      if (type === undefined) return;
      const media = type.split(';', 1)[0]!.trim().toLowerCase();
      const accepted = schema.consumes ?? JSON_ONLY;
      if (!accepted.includes(media)) throw unsupportedType(`This request must be sent as ${accepted.join(' or ')}.`);
    });
  },
  { name: 'declared-media-types' },
);
