import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { expect, type APIRequestContext } from '@playwright/test';

const run = promisify(execFile);

/** A fresh address per journey: journeys share one API and database. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@e2e.cascade.test`;
}

/** Path and query of an absolute link (the API's PUBLIC_URL may differ from nginx's address). */
export const pathOf = (link: string): string => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

/** Runs the operator CLI against the journeys' API database and returns the registration link. */
export async function inviteCompany(email: string): Promise<string> {
  const { E2E_DATA_DIR, E2E_DATABASE_URL, E2E_JWT_SECRET } = process.env;
  if (!E2E_DATA_DIR || !E2E_DATABASE_URL)
    throw new Error('Run the journeys with `node scripts/e2e.mjs` (E2E_DATA_DIR is not set).');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: E2E_DATA_DIR,
    DATABASE_URL: E2E_DATABASE_URL,
    JWT_SECRET: E2E_JWT_SECRET,
  };
  delete env.NODE_ENV;
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'server/src/cli.ts', 'invite-company', email], { env });
  const link = stdout.match(/https?:\/\/\S+\/auth\/signup-company\S*/)?.[0];
  if (!link) throw new Error(`invite-company printed no link:\n${stdout}`);
  return pathOf(link);
}

/** The newest link to `pathPrefix` mailed to `to`, read from the API's dev outbox. */
export async function mailedLink(request: APIRequestContext, to: string, pathPrefix: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/frontend/dev/outbox?to=${encodeURIComponent(to)}`);
        const messages = (await response.json()) as { text: string; created_at: string }[];
        const links = messages
          .sort((a, b) => b.created_at.localeCompare(a.created_at))
          .flatMap((m) => m.text.match(/https?:\/\/\S+/g) ?? [])
          .filter((link) => new URL(link).pathname.startsWith(pathPrefix));
        found = links[0];
        return found;
      },
      { message: `a ${pathPrefix} link mailed to ${to}` },
    )
    .toBeTruthy();
  return pathOf(found!);
}

export const PASSWORD = 'e2e journeys only 1';

/** A new company with its first admin, registered through the API; returns the admin's credentials. */
export async function freshAdmin(
  request: APIRequestContext,
): Promise<{ email: string; password: string; firstName: string; lastName: string; companyName: string }> {
  const email = uniqueEmail('admin');
  const link = new URL(await inviteCompany(email), 'http://x');
  const firstName = 'Fresh';
  const lastName = `Admin${randomBytes(2).toString('hex')}`;
  const companyName = `E2E ${email}`;
  const response = await request.post(`/api/frontend/company/?token=${link.searchParams.get('token')}`, {
    data: {
      company_name: companyName,
      email,
      first_name: firstName,
      last_name: lastName,
      phone: '555 010 0100',
      address: '1 Journey Way',
      password: PASSWORD,
      confirm_password: PASSWORD,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { email, password: PASSWORD, firstName, lastName, companyName };
}

/** A 32×32 green PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAIAAAD8GO2jAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAO0lEQVRIiWPQWBBFU8QwasGC0SCKGk1FGqMZLWq0qNAYLU0XjFY4GqNV5oLRVkXUaMNrwWjTMWpQt64BYDeIPY/1Gs8AAAAASUVORK5CYII=',
  'base64',
);
