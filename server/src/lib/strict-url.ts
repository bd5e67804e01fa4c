import { parse } from 'node:querystring';
import { badRequest } from './errors.js';

/**
 * Percent-encoded text in an address or a form body must decode to UTF-8 text. A sequence that does not
 * (`%ED%A0%80`, the bytes of a lone surrogate; `%FF`) is refused here: the query-string parser would
 * otherwise keep it as raw `%…` text and pass it on, where the schema's text rule could not see it.
 * A lone `%` not followed by two hex digits is left alone, as the parser does.
 */
export const MALFORMED_TEXT_DETAIL =
  'The address or form has percent-encoded characters that are not valid UTF-8 text. Check the link or the form and try again.';

function isWellEncoded(text: string): boolean {
  if (!text.includes('%')) return true;
  try {
    decodeURIComponent(text.replace(/%(?![0-9a-fA-F]{2})/g, '%25'));
    return true;
  } catch {
    return false;
  }
}

/** The query string of a raw request URL must be well encoded (an onRequest check; 400 otherwise). */
export function checkQueryString(url: string): void {
  const start = url.indexOf('?');
  if (start >= 0 && !isWellEncoded(url.slice(start + 1))) throw badRequest(MALFORMED_TEXT_DETAIL);
}

/** The parser of application/x-www-form-urlencoded bodies: the same check, then the usual parse. */
export function parseFormBody(body: string): Record<string, unknown> {
  if (!isWellEncoded(body)) throw badRequest(MALFORMED_TEXT_DETAIL);
  return { ...parse(body) };
}
