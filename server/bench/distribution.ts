/**
 * Distribution at scale (docs/distribution.md): an original held by `--copies` copies (default 10,000)
 * spread over `--holders` clients (default 1,000), on SQLite and PostgreSQL. Times, through the API:
 * a recall (one statement on the origin's row, holders' cache versions, one notification per holder
 * queued), its undo, an expiry (the sweep at the date, notifications included), and a new approved
 * version reaching every copy (the one set-based update of the copies).
 *
 *   npx tsx server/bench/distribution.ts [--db=sqlite,postgres] [--copies=10000] [--holders=1000]
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { newId, nowIso } from '../src/lib/ids.js';
import { lifecycleClock } from '../src/services/content/lifecycle.js';
import { seedDemo } from '../src/services/demo/seed.js';
import { multipart } from '../test/helpers/content.js';
import { benchPostgresUrl, freshDatabase, insertMember, openApp } from './fresh-app.js';
import { benchArgs } from './list-harness.js';

const API = '/api/frontend';
const copies = Number(benchArgs.copies ?? 10_000);
const holders = Number(benchArgs.holders ?? 1_000);
const dialects = (benchArgs.db ?? 'sqlite,postgres').split(',');

async function tokenOf(app: FastifyInstance, role: string) {
  const row = await app.db
    .selectFrom('user_company')
    .select(['id', 'user_id', 'company_id', 'role'])
    .where('role', '=', role as 'admin')
    .orderBy('created_at')
    .executeTakeFirstOrThrow();
  return {
    ...row,
    token: await app.accessTokens.sign({ membershipId: row.id, userId: row.user_id, companyId: row.company_id, role: row.role }),
  };
}

async function timed(label: string, run: () => Promise<unknown>, out: Record<string, string>) {
  const start = performance.now();
  await run();
  out[label] = `${(performance.now() - start).toFixed(0)} ms`;
}

async function once(dialect: string): Promise<Record<string, string>> {
  const database = await freshDatabase('distribution', dialect === 'postgres' ? benchPostgresUrl() : undefined);
  const app = await openApp(database);
  const out: Record<string, string> = { database: database.dialect, copies: String(copies), holders: String(holders) };
  try {
    await seedDemo(app.db, { materialApproval: true });
    const admin = await tokenOf(app, 'admin');
    const marketer = await tokenOf(app, 'marketer');
    const agent = await tokenOf(app, 'agent');
    const call = (as: { token: string }, method: string, url: string, payload?: object) =>
      app.inject({
        method: method as 'POST',
        url: `${API}${url}`,
        headers: { authorization: `Bearer ${as.token}` },
        ...(payload ? { payload } : {}),
      });
    const body = multipart({ name: 'Rates.pdf', data: randomBytes(4096) });
    const uploaded = await app.inject({
      method: 'POST',
      url: `${API}/material/`,
      headers: { ...body.headers, authorization: `Bearer ${marketer.token}` },
      payload: body.payload,
    });
    const origin = uploaded.json() as { id: string };
    await call(admin, 'POST', `/material/${origin.id}/versions/1/approve`, {});
    const found = await app.db.selectFrom('material').selectAll().where('id', '=', origin.id).executeTakeFirstOrThrow();
    // Generated columns (PostgreSQL's folded title) are the database's to write.
    const row = Object.fromEntries(Object.entries(found).filter(([key]) => key !== 'title_folded')) as typeof found;
    // Holders and copies, written straight into the database (the send path has its own benchmark).
    const ids: string[] = [];
    for (let i = 0; i < holders; i += 1)
      ids.push(
        (
          await insertMember(app.db, app.accessTokens, {
            companyId: row.company_id,
            role: 'client',
            invitedById: agent.id,
            name: `Holder ${i}`,
          })
        ).id,
      );
    const now = nowIso();
    const rows = Array.from({ length: copies }, (_, i) => ({
      ...row,
      id: newId(),
      owner_id: ids[i % holders]!,
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
      .set({ ref_count: sql`ref_count + ${copies}` })
      .where('sha256', '=', row.blob_sha256)
      .execute();
    if (database.dialect === 'PostgreSQL') await sql`analyze`.execute(app.db);
    const notifications = async () =>
      Number(
        (
          await app.db
            .selectFrom('notification')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );

    let before = await notifications();
    await timed(
      'recall',
      () => call(marketer, 'POST', `/material/${origin.id}/recall`, { reason: 'Carrier withdrew the product' }),
      out,
    );
    out['recall notifications'] = String((await notifications()) - before);
    await timed('undo recall', () => call(marketer, 'DELETE', `/material/${origin.id}/recall`), out);
    const start = Date.now();
    lifecycleClock.now = () => start;
    await call(marketer, 'PUT', `/material/${origin.id}/use-until`, { use_until: new Date(start + 86_400_000).toISOString() });
    await app.expirySweeper.sweep(start + 1000); // the 14- and 3-day notices go first
    before = await notifications();
    await timed('expiry sweep', () => app.expirySweeper.sweep(start + 86_400_000 + 1000), out);
    out['expiry notifications'] = String((await notifications()) - before);
    lifecycleClock.now = () => Date.now();
    await call(marketer, 'PUT', `/material/${origin.id}/use-until`, { use_until: null });
    const v2 = multipart({ name: 'Rates.pdf', data: randomBytes(4096) }, { note: 'Q3' });
    await app.inject({
      method: 'POST',
      url: `${API}/material/${origin.id}/versions`,
      headers: { ...v2.headers, authorization: `Bearer ${marketer.token}` },
      payload: v2.payload,
    });
    await timed('approve v2 (copies follow)', () => call(admin, 'POST', `/material/${origin.id}/versions/2/approve`, {}), out);
    const moved = await app.db
      .selectFrom('material')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('origin_id', '=', origin.id)
      .where('version', '=', 2)
      .executeTakeFirstOrThrow();
    out['copies on v2'] = String(moved.n);
  } finally {
    await app.close();
    await database.drop();
  }
  return out;
}

const results = [];
for (const dialect of dialects) results.push(await once(dialect));
console.table(results);
