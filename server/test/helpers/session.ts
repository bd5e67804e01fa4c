import type { FastifyInstance } from 'fastify';
import type { Role } from '../../src/db/schema.js';
import { DEMO_PASSWORD, demoEmail } from '../../src/services/demo/seed.js';

export interface Tokens {
  access_token: string;
  refresh_token: string;
  token_type: string;
}

export async function login(app: FastifyInstance, username: string, password: string) {
  return app.inject({
    method: 'POST',
    url: '/api/frontend/user/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username, password }).toString(),
  });
}

export async function loginAs(app: FastifyInstance, role: Role): Promise<Tokens> {
  const response = await login(app, demoEmail(role), DEMO_PASSWORD);
  if (response.statusCode !== 200) throw new Error(`login as ${role} failed: ${response.body}`);
  return response.json();
}

export async function refresh(app: FastifyInstance, refreshToken: string) {
  return app.inject({
    method: 'POST',
    url: '/api/frontend/user/token/refresh',
    payload: { refresh_token: refreshToken, token_type: 'bearer' },
  });
}

export const bearer = (tokens: Tokens) => ({ authorization: `Bearer ${tokens.access_token}` });
