import type { FastifyInstance } from 'fastify';
import type { Role } from '../../src/db/schema.js';
import { bearer, type Tokens } from './session.js';
import { lastMailTo, tokenIn } from './mail.js';
import { multipart } from './multipart.js';

export const API = '/api/frontend';
export const GOOD_PASSWORD = 'correct horse battery staple';

let counter = 0;
export const uniqueEmail = (prefix = 'person') => `${prefix}.${Date.now().toString(36)}${(counter++).toString(36)}@example.com`;

/** Invites `email` as `role` with the inviter's tokens and returns the token from the mailed link. */
export async function invite(app: FastifyInstance, inviter: Tokens, email: string, role: Role): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: `${API}/user-company/`,
    headers: bearer(inviter),
    payload: { email, role },
  });
  if (response.statusCode !== 201) throw new Error(`invite failed: ${response.statusCode} ${response.body}`);
  return tokenIn(await lastMailTo(app, email), '/auth/invitation-confirm');
}

export function signUpFields(email: string, token: string, extra: Record<string, string> = {}) {
  return {
    email,
    token,
    first_name: 'Jamie',
    last_name: 'Newcomer',
    phone: '+1 555 0199',
    address: '1 Elm Street',
    password: GOOD_PASSWORD,
    confirm_password: GOOD_PASSWORD,
    ...extra,
  };
}

export function postSignUp(app: FastifyInstance, fields: Record<string, string>, files: Parameters<typeof multipart>[1] = []) {
  const body = multipart(fields, files);
  return app.inject({ method: 'POST', url: `${API}/user/`, headers: body.headers, payload: body.payload });
}

/** Invites and signs up a new member under `inviter`; answers the new member's tokens. */
export async function addMember(app: FastifyInstance, inviter: Tokens, role: Role, email = uniqueEmail(role)): Promise<Tokens> {
  const token = await invite(app, inviter, email, role);
  const response = await postSignUp(app, signUpFields(email, token));
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.body}`);
  return response.json();
}

export const me = async (app: FastifyInstance, tokens: Tokens) =>
  (await app.inject({ method: 'GET', url: `${API}/user/`, headers: bearer(tokens) })).json();
