import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { HttpError } from '../../lib/errors.js';
import type { Answers, FieldDef } from './fields.js';

const PREFIX = 'enc:v1:';

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

export function decryptValue(key: Buffer, formId: string, fieldKey: string, stored: string): string {
  const [iv, tag, body] = stored.slice(PREFIX.length).split(':');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv!, 'base64'));
  decipher.setAAD(Buffer.from(`${formId}/${fieldKey}`));
  decipher.setAuthTag(Buffer.from(tag!, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(body!, 'base64')), decipher.final()]).toString('utf8');
}

const sensitiveKeys = (fields: FieldDef[]) => new Set(fields.filter((f) => f.kind === 'sensitive').map((f) => f.key));

/** Answers as stored: sensitive values encrypted. */
export function sealAnswers(key: Buffer, formId: string, fields: FieldDef[], answers: Answers): string {
  const sensitive = sensitiveKeys(fields);
  const stored: Answers = {};
  for (const [k, v] of Object.entries(answers))
    stored[k] = sensitive.has(k) && typeof v === 'string' ? encryptValue(key, formId, k, v) : v;
  return JSON.stringify(stored);
}

/** Stored answers in plain text (for the signer, the reviewers and the sealed PDF only). */
export function openAnswers(key: Buffer, formId: string, fields: FieldDef[], stored: string): Answers {
  const sensitive = sensitiveKeys(fields);
  const answers = JSON.parse(stored) as Answers;
  for (const [k, v] of Object.entries(answers)) {
    if (sensitive.has(k) && typeof v === 'string' && v.startsWith(PREFIX)) answers[k] = decryptValue(key, formId, k, v);
  }
  return answers;
}
