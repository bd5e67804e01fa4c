import { Type, type TSchema } from 'typebox';
import { ErrorRef } from './common.js';

/**
 * The answers every route shares, written once so the contract says what the server sends: an error is
 * always `application/json` `{detail}` (a download's too), a file is declared with its own media type,
 * and the headers a client must read (Retry-After) are named. Routes declare their own statuses with
 * `errors()` and their files with `fileResponse()`; `completeResponses()` (plugins/openapi.ts) adds the
 * statuses every route of a kind can answer.
 */

/** A response body of raw bytes (OpenAPI 3.0's binary string). */
const BYTES = Type.String({ format: 'binary' });

const RETRY_AFTER = {
  'Retry-After': Type.String({ pattern: '^[0-9]+$', description: 'Seconds to wait before trying again.' }),
};

/** What each error status means, as the contract describes it. */
const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'The request is not valid (`detail` says why, `errors` names the fields)',
  401: 'No valid access token was sent',
  403: 'The signed-in person may not do this',
  404: 'Not found',
  408: 'The request body arrived too slowly; the connection is closed',
  409: 'The request conflicts with the current state',
  413: 'The request body is larger than this server accepts',
  415: 'The request body is not of a media type this operation accepts',
  416: 'The requested byte range is outside the file',
  429: 'Too many attempts; Retry-After says when to try again',
  500: 'Something went wrong on the server',
  503: 'The server cannot answer right now (starting, busy, or a backend is away); Retry-After says when to try again',
};

/** Statuses whose answer carries Retry-After. */
const RETRYABLE = new Set([429, 503]);

interface ContentResponse {
  description: string;
  headers?: Record<string, TSchema>;
  content: Record<string, { schema: TSchema }>;
}

/** One object per status, the same for every route and app (compiled serializers are cached by schema). */
const ERROR_RESPONSES = new Map<number, ContentResponse>(
  Object.entries(ERROR_DESCRIPTIONS).map(([status, description]) => [
    Number(status),
    {
      description,
      ...(RETRYABLE.has(Number(status)) ? { headers: RETRY_AFTER } : {}),
      content: { 'application/json': { schema: ErrorRef } },
    },
  ]),
);

/** The error answer for `status`: `{detail}` as JSON, with Retry-After where the status carries it. */
export function errorResponse(status: number): ContentResponse {
  const known = ERROR_RESPONSES.get(status);
  if (known) return known;
  const made = { description: 'Error', content: { 'application/json': { schema: ErrorRef } } };
  ERROR_RESPONSES.set(status, made);
  return made;
}

/**
 * A success answer whose body is a file of one of `mediaTypes` (`*\/*`: the type the file was uploaded
 * with). Only this status is binary: the route's errors stay JSON.
 */
export function fileResponse(description: string, mediaTypes: readonly string[], headers?: Record<string, TSchema>) {
  return {
    description,
    ...(headers ? { headers } : {}),
    content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: BYTES }])),
  };
}

/** Headers of a byte-range answer. */
export const PARTIAL_CONTENT_HEADERS = {
  'Content-Range': Type.String({
    description:
      'The bytes sent: `bytes start-end/size`. Absent on a `multipart/byteranges` answer (several ranges), where each part carries its own.',
  }),
};

/** A 304: the client's copy (If-None-Match) is current; no body. */
export const NOT_MODIFIED = Type.Null({ description: 'Not modified (If-None-Match holds the ETag)' });

/** Is this declared response the plain `{detail}` reference that `errors()` gives? */
export const isErrorRef = (response: unknown): boolean => response === ErrorRef;

/** A stored file as it was uploaded: its own media type, never sniffed. */
export const STORED_FILE = 'The file, with the media type it was uploaded with';
export const STORED_RANGE = 'The requested byte range of the file';
