import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { FormsKeys } from '../../config.js';
import { HttpError } from '../../lib/errors.js';
import type { Answers, FieldDef } from './fields.js';

export type { FormsKeys } from '../../config.js';

const PREFIX = 'enc:v1:';

/** A stored value that none of the server's forms keys opens (encrypted under a key it no longer holds, or changed). */
class AnswerKeyError extends Error {
  constructor(formId: string, fieldKey: string) {
    super(`The answer ${fieldKey} of form ${formId} does not decrypt with any forms key this server holds.`);
    this.name = 'AnswerKeyError';
  }
}

export const formsNotConfigured = () =>
  new HttpError(
    503,
    'Intake forms are not configured on this server: the operator must set FORMS_ENCRYPTION_KEY and FORMS_SIGNING_P12.',
  );

/** AES-256-GCM, bound to the form and field so a value cannot be moved to another field unnoticed. */
export function encryptValue(key: Buffer, formId: string, fieldKey: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(`${formId}/${fieldKey}`));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${PREFIX}${iv.toString('base64')}:${cipher.getAuthTag().toString('base64')}:${body.toString('base64')}`;
}

function decryptWith(key: Buffer, formId: string, fieldKey: string, stored: string): string | null {
  const [iv, tag, body] = stored.slice(PREFIX.length).split(':');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv!, 'base64'));
    decipher.setAAD(Buffer.from(`${formId}/${fieldKey}`));
    decipher.setAuthTag(Buffer.from(tag!, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(body!, 'base64')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/**
 * A stored value in plain text, and whether the current key sealed it. Values carry no key id: the
 * current key is tried first, then the previous ones — GCM's tag tells a wrong key apart with certainty.
 */
function openValue(keys: FormsKeys, formId: string, fieldKey: string, stored: string): { plain: string; current: boolean } {
  const plain = decryptWith(keys.current, formId, fieldKey, stored);
  if (plain !== null) return { plain, current: true };
  for (const key of keys.previous) {
    const old = decryptWith(key, formId, fieldKey, stored);
    if (old !== null) return { plain: old, current: false };
  }
  throw new AnswerKeyError(formId, fieldKey);
}

export const decryptValue = (keys: FormsKeys, formId: string, fieldKey: string, stored: string): string =>
  openValue(keys, formId, fieldKey, stored).plain;

const sensitiveKeys = (fields: FieldDef[]) => new Set(fields.filter((f) => f.kind === 'sensitive').map((f) => f.key));

/** Answers as stored: sensitive values encrypted under the current forms key. */
export function sealAnswers(keys: FormsKeys, formId: string, fields: FieldDef[], answers: Answers): string {
  const sensitive = sensitiveKeys(fields);
  const stored: Answers = {};
  for (const [k, v] of Object.entries(answers))
    stored[k] = sensitive.has(k) && typeof v === 'string' ? encryptValue(keys.current, formId, k, v) : v;
  return JSON.stringify(stored);
}

/** Stored answers in plain text (for the signer, the reviewers and the sealed PDF only). */
export function openAnswers(keys: FormsKeys, formId: string, fields: FieldDef[], stored: string): Answers {
  const sensitive = sensitiveKeys(fields);
  const answers = JSON.parse(stored) as Answers;
  for (const [k, v] of Object.entries(answers)) {
    if (sensitive.has(k) && typeof v === 'string' && v.startsWith(PREFIX)) answers[k] = decryptValue(keys, formId, k, v);
  }
  return answers;
}

/**
 * Stored answers with every sensitive value under the current key (a key rotation), or null when they
 * already are. Values that are not sensitive, or not encrypted, are kept exactly as they were.
 */
export function resealAnswers(keys: FormsKeys, formId: string, fields: FieldDef[], stored: string): string | null {
  const sensitive = sensitiveKeys(fields);
  const answers = JSON.parse(stored) as Answers;
  let changed = false;
  for (const [k, v] of Object.entries(answers)) {
    if (!sensitive.has(k) || typeof v !== 'string' || !v.startsWith(PREFIX)) continue;
    const { plain, current } = openValue(keys, formId, k, v);
    if (current) continue;
    answers[k] = encryptValue(keys.current, formId, k, plain);
    changed = true;
  }
  return changed ? JSON.stringify(answers) : null;
}
