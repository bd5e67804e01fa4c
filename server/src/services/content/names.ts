/** Names of folders and materials: safe to store, to show, to put in a header or a zip. */
import { badRequest } from '../../lib/errors.js';
import { isPlainText, UNSAFE_TEXT_MESSAGE } from '../../lib/plain-text.js';

// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
const MAX_NAME = 255;
export const UNTITLED = 'Untitled';

function limit(name: string): string {
  if (name.length <= MAX_NAME) return name;
  const { base, ext } = splitExtension(name);
  return ext.length < 20 ? `${base.slice(0, MAX_NAME - ext.length).trimEnd()}${ext}` : name.slice(0, MAX_NAME);
}

function clean(name: string): string {
  return name.normalize('NFC').replace(CONTROL, '').replace(/\s+/g, ' ').trim();
}

/** Path segments without empty, `.` and `..` parts. */
const segments = (raw: string) =>
  raw
    .split(/[\\/]+/)
    .map(clean)
    .filter((s) => s !== '' && s !== '.' && s !== '..');

/** A title typed by a person: slashes and dot-segments cannot make it a path. */
export function sanitizeTitle(raw: string): string {
  const name = segments(raw)
    .join('_')
    .replace(/^\.+(?=[^.])/, '');
  return limit(name) || UNTITLED;
}

// Browsers send `"`, CR and LF in a multipart file name as %22, %0D and %0A (HTML form encoding).
const decodeFileName = (raw: string | undefined) =>
  (raw ?? '').replace(/%22/gi, '"').replace(/%0D/gi, '\r').replace(/%0A/gi, '\n');

/** Refuses an uploaded file's name that holds characters no name may hold (see lib/plain-text). */
export function checkFileName(raw: string | undefined): void {
  if (!isPlainText(decodeFileName(raw)))
    throw badRequest(`The file name ${UNSAFE_TEXT_MESSAGE}. Rename the file and upload it again.`);
}

/** The name of an uploaded file: only its last path segment counts. */
export function sanitizeFileName(raw: string | undefined): string {
  const decoded = decodeFileName(raw);
  const name = segments(decoded).pop() ?? '';
  return sanitizeTitle(name);
}

export function splitExtension(name: string): { base: string; ext: string } {
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || dot === name.length - 1) return { base: name, ext: '' };
  return { base: name.slice(0, dot), ext: name.slice(dot) };
}

/**
 * The first free name like a desktop does it: "report.pdf", then "report (2).pdf", "report (3).pdf"…
 * `taken` holds the names already used, compared case-insensitively.
 */
export function uniqueName(wanted: string, taken: Set<string>, isFile: boolean): string {
  if (!taken.has(wanted.toLowerCase())) return wanted;
  const { base: rawBase, ext } = isFile ? splitExtension(wanted) : { base: wanted, ext: '' };
  const base = rawBase.replace(/ \(\d+\)$/, '');
  for (let n = 2; ; n += 1) {
    const candidate = limit(`${base} (${n})${ext}`);
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

/** The part of a name that numbered variants share, for a `like 'stem%'` lookup. */
export function nameStem(wanted: string, isFile: boolean): string {
  const base = isFile ? splitExtension(wanted).base : wanted;
  return base.replace(/ \(\d+\)$/, '');
}

/** A name that every unzip tool on every system extracts as a plain file name. */
export function zipSafeName(title: string): string {
  const name = sanitizeTitle(title)
    .replace(/[<>:"|?*]/g, '_')
    .replace(/[. ]+$/, '');
  return name || UNTITLED;
}

/** RFC 6266 / RFC 8187: an ASCII fallback and the exact UTF-8 name. */
export function contentDisposition(name: string): string {
  const safe = sanitizeTitle(name);
  const ascii = safe
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(safe).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** A content type we are willing to send back; anything odd becomes application/octet-stream. */
export function sanitizeContentType(raw: string | undefined): string {
  const value = (raw ?? '').trim().toLowerCase();
  return /^[a-z0-9][a-z0-9!#$&^_.+-]{0,63}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/.test(value) ? value : 'application/octet-stream';
}
