/**
 * The distribution benchmarks' company: the demo company with approval on, one approved original
 * uploaded by its marketer and `copies` copies of it spread over `holders` clients, written straight
 * into the database (the send path has its own benchmark). The app's modules are passed in, so a
 * benchmark can build the same company on another tree of the server (a same-run baseline).
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { newId as NewId, nowIso as NowIso } from '../src/lib/ids.js';
import type { seedDemo as SeedDemo } from '../src/services/demo/seed.js';
import type { multipart as Multipart } from '../test/helpers/content.js';
import type { insertMember as InsertMember } from './fresh-app.js';

export interface FixtureModules {
  newId: typeof NewId;
  nowIso: typeof NowIso;
  seedDemo: typeof SeedDemo;
  multipart: typeof Multipart;
  insertMember: typeof InsertMember;
}

export interface Caller {
  id: string;
  token: string;
}

export interface DistributedOrigin {
  originId: string;
  admin: Caller;
  marketer: Caller;
  agent: Caller;
  /** One API call as `as`, through the app (no network). */
  call(as: Caller, method: string, url: string, payload?: object): Promise<LightMyRequestResponse>;
  /** Uploads a new version of the original as its marketer. */
  uploadVersion(note: string): Promise<LightMyRequestResponse>;
}

const API = '/api/frontend';

async function tokenOf(app: FastifyInstance, role: 'admin' | 'marketer' | 'agent'): Promise<Caller> {
  const row = await app.db
    .selectFrom('user_company')
    .select(['id', 'user_id', 'company_id', 'role'])
    .where('role', '=', role)
    .orderBy('created_at')
    .executeTakeFirstOrThrow();
  const token = await app.accessTokens.sign({
    membershipId: row.id,
    userId: row.user_id,
    companyId: row.company_id,
    role: row.role,
  });
  return { id: row.id, token };
}

export async function distributedOrigin(
  app: FastifyInstance,
  modules: FixtureModules,
  options: { copies: number; holders: number; postgres: boolean },
): Promise<DistributedOrigin> {
  const { newId, nowIso, seedDemo, multipart, insertMember } = modules;
  await seedDemo(app.db, { materialApproval: true });
  const admin = await tokenOf(app, 'admin');
  const marketer = await tokenOf(app, 'marketer');
  const agent = await tokenOf(app, 'agent');
  const call = (as: Caller, method: string, url: string, payload?: object) =>
    app.inject({
      method: method as 'POST',
      url: `${API}${url}`,
      headers: { authorization: `Bearer ${as.token}` },
      ...(payload ? { payload } : {}),
    });
  const upload = (url: string, fields: Record<string, string>) => {
    const body = multipart({ name: 'Rates.pdf', data: randomBytes(4096) }, fields);
    return app.inject({
      method: 'POST',
      url: `${API}${url}`,
      headers: { ...body.headers, authorization: `Bearer ${marketer.token}` },
      payload: body.payload,
    });
  };
  const origin = (await upload('/material/', {})).json() as { id: string };
  await call(admin, 'POST', `/material/${origin.id}/versions/1/approve`, {});
  const found = await app.db.selectFrom('material').selectAll().where('id', '=', origin.id).executeTakeFirstOrThrow();
  // Generated columns (PostgreSQL's folded title) are the database's to write.
  const row = Object.fromEntries(Object.entries(found).filter(([key]) => key !== 'title_folded')) as typeof found;
  const ids: string[] = [];
  for (let i = 0; i < options.holders; i += 1) {
    const member = await insertMember(app.db, app.accessTokens, {
      companyId: row.company_id,
      role: 'client',
      invitedById: agent.id,
      name: `Holder ${i}`,
    });
    ids.push(member.id);
  }
  const now = nowIso();
  const rows = Array.from({ length: options.copies }, (_, i) => ({
    ...row,
    id: newId(),
    owner_id: ids[i % options.holders]!,
    title: `Rates ${i}.pdf`,
    space: 'shared' as const,
    shared_by_id: agent.id,
    link: 'copy' as const,
    origin_id: origin.id,
    delivered_version: 1,
    seen_version: 1,
    created_at: now,
    updated_at: now,
  }));
  for (let i = 0; i < rows.length; i += 300)
    await app.db
      .insertInto('material')
      .values(rows.slice(i, i + 300))
      .execute();
  await app.db
    .updateTable('blob')
    .set({ ref_count: sql`ref_count + ${options.copies}` })
    .where('sha256', '=', row.blob_sha256)
    .execute();
  if (options.postgres) await sql`analyze`.execute(app.db);
  return {
    originId: origin.id,
    admin,
    marketer,
    agent,
    call,
    uploadVersion: (note) => upload(`/material/${origin.id}/versions`, { note }),
  };
}
