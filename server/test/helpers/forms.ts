import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { multipart } from './multipart.js';

export const API = '/api/frontend';

/** A drawn-looking signature: a dark curve on a transparent background. */
export function signaturePng(width = 400, height = 120): Promise<Buffer> {
  const curve = `<svg width="${width}" height="${height}"><path d="M10 ${height * 0.7} C 60 10, 120 ${height - 10}, ${width / 2} ${height / 2} S ${width - 70} 30, ${width - 10} ${height * 0.75}" stroke="#111" stroke-width="4" fill="none"/></svg>`;
  return sharp({ create: { width, height, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 0 } } })
    .composite([{ input: Buffer.from(curve) }])
    .png()
    .toBuffer();
}

/** A PNG with nothing drawn on it. */
export const blankPng = (): Promise<Buffer> =>
  sharp({ create: { width: 400, height: 120, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 0 } } })
    .png()
    .toBuffer();

/** Every required answer of the starter template, valid. */
export const STARTER_ANSWERS = {
  first_name: 'Casey',
  last_name: 'Client',
  date_of_birth: '1984-02-29',
  ssn: '123-45-6789',
  email: 'casey@example.com',
  phone: '+1 (555) 010-4477',
  street: '12 Elm Street',
  city: 'Springfield',
  state: 'IL',
  marital_status: 'Married',
  dependents: 2,
  annual_income: 85000.5,
  primary_beneficiary: 'Jordan Client',
  beneficiary_relationship: 'Spouse',
  tobacco: false,
  conditions: ['High blood pressure'],
  consent_contact: true,
  coverage_wanted: ['Term life', 'Health'],
};

export const bearer = (token: string) => ({ authorization: token.startsWith('Bearer ') ? token : `Bearer ${token}` });

export async function starterTemplateId(app: FastifyInstance, headers: Record<string, string>): Promise<string> {
  const response = await app.inject({ method: 'GET', url: `${API}/intake-form-template/`, headers });
  return (response.json() as { id: string }[])[0]!.id;
}

export async function sendForm(
  app: FastifyInstance,
  headers: Record<string, string>,
  clientId: string,
  extra: Record<string, string> = {},
) {
  const templateId = await starterTemplateId(app, headers);
  return app.inject({
    method: 'POST',
    url: `${API}/intake-form/`,
    headers,
    payload: { template_id: templateId, client_id: clientId, ...extra },
  });
}

export function saveDraft(
  app: FastifyInstance,
  headers: Record<string, string>,
  formId: string,
  version: number,
  answers: Record<string, unknown>,
) {
  return app.inject({ method: 'PUT', url: `${API}/intake-form/${formId}`, headers, payload: { version, answers } });
}

export function signWith(
  app: FastifyInstance,
  headers: Record<string, string>,
  formId: string,
  png: Buffer | null,
  consent = 'true',
) {
  const body = multipart(
    { consent },
    png ? [{ field: 'signature', filename: 'signature.png', type: 'image/png', data: png }] : [],
  );
  return app.inject({
    method: 'PUT',
    url: `${API}/intake-form/${formId}/sign`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

/** Sends, fills in every required answer and signs: the signed form's details. */
export async function signedForm(
  app: FastifyInstance,
  sender: Record<string, string>,
  client: Record<string, string>,
  clientId: string,
) {
  const sent = (await sendForm(app, sender, clientId)).json() as { id: string; version: number };
  const saved = await saveDraft(app, client, sent.id, sent.version, STARTER_ANSWERS);
  if (saved.statusCode !== 200) throw new Error(`draft save failed: ${saved.body}`);
  const signed = await signWith(app, client, sent.id, await signaturePng());
  if (signed.statusCode !== 200) throw new Error(`sign failed: ${signed.body}`);
  return signed.json() as { id: string; sealed_sha256: string; data_sha256: string; status: string };
}
