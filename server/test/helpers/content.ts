import { randomBytes } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/connect.js';
import type { MembershipStatus, Role } from '../../src/db/schema.js';
import { newId, nowIso } from '../../src/lib/ids.js';
import { insertMembership } from './members.js';

export const API = '/api/frontend';

/** A multipart body with text fields first, then the file part. */
export function multipart(file: { name: string; data: Buffer; type?: string }, fields: Record<string, string> = {}) {
  const boundary = `----cascade${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [key, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`));
  }
  const encoded = file.name.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${encoded}"\r\nContent-Type: ${file.type ?? 'application/pdf'}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function upload(
  app: FastifyInstance,
  token: string,
  file: { name: string; data: Buffer; type?: string },
  fields = {},
) {
  const body = multipart(file, fields);
  return app.inject({
    method: 'POST',
    url: `${API}/material/`,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
    payload: body.payload,
  });
}

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** Adds a member under `invitedBy` (or a new company when null) and returns a token for them. */
export async function addMember(
  app: FastifyInstance,
  role: Role,
  invitedBy: { id: string; company_id: string } | null,
  status: MembershipStatus = 'active',
) {
  const now = nowIso();
  const companyId = invitedBy?.company_id ?? newId();
  if (!invitedBy)
    await app.db.insertInto('company').values({ id: companyId, name: 'Other Co', created_at: now, updated_at: now }).execute();
  const id = newId();
  const { userId } = await insertMembership(app.db, {
    id,
    companyId,
    role,
    invitedById: invitedBy?.id ?? null,
    email: `${id}@example.com`,
    firstName: role,
    lastName: id.slice(0, 4),
    status,
  });
  const token = await app.accessTokens.sign({ membershipId: id, userId, companyId, role });
  return { id, company_id: companyId, token };
}

/** The demo members with tokens: admin → marketer → agent → client. */
export async function demoMembers(app: FastifyInstance) {
  const rows = await app.db
    .selectFrom('user_company')
    .select(['id', 'user_id', 'company_id', 'role'])
    .orderBy('created_at')
    .execute();
  const out = {} as Record<Role, { id: string; company_id: string; token: string }>;
  for (const row of rows) {
    if (out[row.role]) continue;
    out[row.role] = {
      id: row.id,
      company_id: row.company_id,
      token: await app.accessTokens.sign({
        membershipId: row.id,
        userId: row.user_id,
        companyId: row.company_id,
        role: row.role,
      }),
    };
  }
  return out;
}

/** Every file under a directory, recursively. */
export function filesUnder(dir: string): string[] {
  let found: string[] = [];
  let names: string[] = [];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  for (const name of names) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) found = found.concat(filesUnder(full));
    else found.push(full);
  }
  return found;
}

/** Folders at the root of a member's own space, one per title, written straight to the database. */
export async function insertRootFolders(
  db: Db,
  owner: { id: string; company_id: string },
  titles: readonly string[],
): Promise<void> {
  const now = nowIso();
  for (let i = 0; i < titles.length; i += 500)
    await db
      .insertInto('folder')
      .values(
        titles.slice(i, i + 500).map((title) => ({
          id: newId(),
          company_id: owner.company_id,
          owner_id: owner.id,
          parent_id: null,
          title,
          space: 'own' as const,
          shared_by_id: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
}
