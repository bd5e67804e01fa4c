import fp from 'fastify-plugin';
import type { IncomingMessage } from 'node:http';
import type { FastifyError } from 'fastify';
import { isUnavailable, RETRY_AFTER_SECONDS, unavailableBackend } from '../lib/unavailable.js';
import { HttpError, type FieldError } from '../lib/errors.js';
import { MULTI_LINE_TEXT_FORMAT, PLAIN_TEXT_FORMAT, UNSAFE_MULTI_LINE_MESSAGE, UNSAFE_TEXT_MESSAGE } from '../lib/plain-text.js';
import { StorageUnavailableError } from '../storage/index.js';

const TEXT_MESSAGES: Record<string, string> = {
  [PLAIN_TEXT_FORMAT]: UNSAFE_TEXT_MESSAGE,
  [MULTI_LINE_TEXT_FORMAT]: UNSAFE_MULTI_LINE_MESSAGE,
};

const INTERNAL = 'Something went wrong on our side. Please try again in a moment.';
const DATABASE_AWAY = 'Cascade cannot reach its database right now. Please try again in a few seconds.';
const STORAGE_AWAY = 'Cascade cannot reach its file storage right now. Please try again in a few seconds.';

function fieldErrors(error: FastifyError): FieldError[] {
  return (error.validation ?? []).map((issue) => {
    const params = issue.params as Record<string, unknown>;
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    if (issue.keyword === 'required') {
      return { field: [path, params.missingProperty].filter(Boolean).join('.'), message: 'is required' };
    }
    if (issue.keyword === 'additionalProperties') {
      return {
        field: [path, params.additionalProperty].filter(Boolean).join('.'),
        message: 'is not a field this request accepts',
      };
    }
    if (issue.keyword === 'enum' && Array.isArray(params.allowedValues)) {
      // Name the values, so the person can correct the request without reading the API's schema.
      return {
        field: path || (error.validationContext ?? 'request'),
        message: `must be one of: ${params.allowedValues.join(', ')}`,
      };
    }
    const message = issue.keyword === 'format' ? (TEXT_MESSAGES[String(params.format)] ?? issue.message) : issue.message;
    return { field: path || (error.validationContext ?? 'request'), message: message ?? 'is not valid' };
  });
}

function sentence(errors: FieldError[]): string {
  const text = errors.map((e) => `${e.field} ${e.message}`).join('; ');
  return `Please check the request: ${text}.`;
}

/** Headers that described the body a route was about to send, and would misdescribe an error's. */
const REPRESENTATION = [
  'content-type',
  'content-length',
  'content-range',
  'content-disposition',
  'accept-ranges',
  'etag',
  'cache-control',
];

/** The one error handler: every failure leaves as `{detail}` with the right status, never a stack trace. */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      // A download can fail after its route described the file (its type, length, caching).
      for (const header of REPRESENTATION) reply.removeHeader(header);
      // An answer before the whole body arrived (an upload cut short): the rest of the body is never
      // read, so the connection closes after the answer instead of waiting, paused, for the client.
      if (!request.raw.complete) reply.header('Connection', 'close');
      if (error instanceof HttpError) {
        const body = error.errors ? { detail: error.detail, errors: error.errors } : { detail: error.detail };
        return reply.code(error.statusCode).headers(error.headers).send(body);
      }
      if (error.validation) {
        const errors = fieldErrors(error);
        return reply.code(400).send({ detail: sentence(errors), errors });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return reply.code(status).send({ detail: clientMessage(status, error) });
      }
      // A client that went away mid-request (closed tab, lost network) is not a fault of ours.
      if (clientAborted(request.raw, error)) {
        request.log.info({ code: error.code }, 'client aborted the request');
        return reply.code(400).send({ detail: 'The request was aborted.' });
      }
      // A backend that is away (restarting database, object-store outage) is retryable, not our bug.
      if (error instanceof StorageUnavailableError || isUnavailable(error)) {
        // Counted as the backend's error, and its up gauge drops (the metrics show the outage).
        if (app.hasDecorator('metrics'))
          app.metrics.dependencies.failed(error instanceof StorageUnavailableError ? 'storage' : unavailableBackend(error));
        request.log.warn({ err: error }, 'request failed: a backend is unreachable');
        return reply
          .code(503)
          .header('Retry-After', String(RETRY_AFTER_SECONDS))
          .send({ detail: error instanceof StorageUnavailableError ? STORAGE_AWAY : DATABASE_AWAY });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ detail: INTERNAL });
    });
  },
  { name: 'errors' },
);

function clientAborted(raw: IncomingMessage, error: FastifyError): boolean {
  return (raw.destroyed && !raw.complete) || (error.code === 'ECONNRESET' && error.message === 'aborted');
}

function clientMessage(status: number, error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return 'The upload is larger than this server accepts.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'This request must be sent with a different content type.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON.';
    default:
      return status === 404 ? 'Not found.' : error.message.endsWith('.') ? error.message : `${error.message}.`;
  }
}
