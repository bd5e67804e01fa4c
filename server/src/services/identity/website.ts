import { invalidFields } from '../../lib/errors.js';

const MESSAGE = 'Enter the website as an address like https://example.com.';

/**
 * A company website as stored: an http(s) address with a dotted host name; a bare `example.com` gets
 * `https://`. Empty stays empty (the field is optional). Anything else is a 400 naming `field`.
 */
export function normalizeWebsite(value: string | undefined, field: string): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return value === undefined ? undefined : '';
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL | null = null;
  try {
    url = new URL(withScheme);
  } catch {
    url = null;
  }
  const valid =
    url !== null &&
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(url.hostname) &&
    !/\s/.test(trimmed) &&
    url.username === '' &&
    url.password === '';
  if (!valid) throw invalidFields(MESSAGE, [{ field, message: MESSAGE }]);
  return withScheme;
}
