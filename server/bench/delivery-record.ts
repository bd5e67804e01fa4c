/**
 * The delivery record at scale (docs/distribution.md, "Cost"), on SQLite and PostgreSQL, same run:
 * - the Distribution page (one page of people) and the exports for an original with `--copies` copies
 *   (default 10,000, one per client) and `--events` events (default 100,000), p50/p95 over `--runs`;
 *   baseline: the material's details page in the same database; "before": the record as it was read
 *   whole (`bench/legacy/`), against "after", alternated over `--rounds` rounds (default 3), medians, with
 *   the load average at each;
 * - a 50-page PDF a client downloads watermarked: time to first byte and total, over a real socket,
 *   against the same file unwatermarked (a staff member's download);
 * - a read mix (95% a client's shared list, 5% opening a copy's page, which records an open) against
 *   the same mix with the recording switched off.
 *
 *   npx tsx server/bench/delivery-record.ts [--db=sqlite,postgres] [--copies=10000] [--events=100000] [--runs=20]
 */
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { newId } from '../src/lib/ids.js';
import { formSeal } from '../src/services/forms/certificate.js';
import { sealedReport } from '../src/services/forms/distribution-report.js';
import { deliveryRecord, distributionPage, type StreamedRecord } from '../src/services/content/distribution.js';
import { distributionCsv } from '../src/services/content/distribution-csv.js';
import * as legacy from './legacy/distribution-record.js';
import { legacyCsv, legacyReport } from './legacy/distribution-report.js';
import { seedDemo } from '../src/services/demo/seed.js';
import { multipart } from '../test/helpers/content.js';
import { benchPostgresUrl, freshDatabase, openApp } from './fresh-app.js';
import { benchArgs } from './list-harness.js';

const API = '/api/frontend';
const copies = Number(benchArgs.copies ?? 10_000);
const eventCount = Number(benchArgs.events ?? 100_000);
const runs = Number(benchArgs.runs ?? 20);
const rounds = Number(benchArgs.rounds ?? 3);
const dialects = (benchArgs.db ?? 'sqlite,postgres').split(',');
const KINDS = ['opened', 'previewed', 'downloaded', 'opened', 'previewed'] as const;

const ms = (n: number) => `${n.toFixed(0)} ms`;
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const load = () => loadavg()[0]!.toFixed(1);

/**
 * Variants measured in turn, their order rotated each round: for each, the median over rounds of each
 * figure `measure` gives, and the load averages seen while it ran.
 */
async function alternate(
  variants: Record<string, () => Promise<Record<string, number>>>,
  out: Record<string, string>,
  label: string,
  format: (figures: Record<string, number>) => string,
) {
  const names = Object.keys(variants);
  const seen: Record<string, Record<string, number[]>> = {};
  const loads: Record<string, string[]> = {};
  for (let round = 0; round < rounds; round += 1) {
    for (let i = 0; i < names.length; i += 1) {
      const name = names[(i + round) % names.length]!;
      const figures = await variants[name]!();
      (loads[name] ??= []).push(load());
      for (const [k, v] of Object.entries(figures)) ((seen[name] ??= {})[k] ??= []).push(v);
    }
  }
  for (const name of names) {
    const medians = Object.fromEntries(Object.entries(seen[name]!).map(([k, v]) => [k, pct(v, 50)]));
    out[`${label}, ${name}`] = `${format(medians)} (load ${loads[name]!.join('/')})`;
  }
}

async function* one(record: StreamedRecord) {
  yield record;
}

async function drain(lines: AsyncIterable<string> | Iterable<string>): Promise<{ first: number; bytes: number }> {
  const start = performance.now();
  let first = 0;
  let bytes = 0;
  for await (const line of lines) {
    if (bytes > 0 && !first) first = performance.now() - start; // the first line after the header
    bytes += line.length;
  }
  return { first, bytes };
}

async function member(app: FastifyInstance, role: string) {
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

async function samples(run: () => Promise<unknown>, n = runs): Promise<number[]> {
  await run();
  const out: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const start = performance.now();
    await run();
    out.push(performance.now() - start);
  }
  return out;
}

async function fiftyPages(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < 50; i += 1) {
    const page = doc.addPage([612, 792]);
    for (let l = 0; l < 40; l += 1)
      page.drawText(`Page ${i + 1}, line ${l}: the annuity's terms as filed.`, { x: 50, y: 740 - l * 17, size: 11, font });
  }
  return Buffer.from(await doc.save());
}

/** Time to first byte and total of a GET over a real socket. */
function fetchTimed(port: number, path: string, token: string): Promise<{ first: number; total: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    let first = 0;
    let bytes = 0;
    const req = request({ port, path, headers: { authorization: `Bearer ${token}` } }, (res) => {
      res.on('data', (chunk: Buffer) => {
        if (!first) first = performance.now() - start;
        bytes += chunk.length;
      });
      res.on('end', () => resolve({ first, total: performance.now() - start, bytes }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function once(dialect: string): Promise<Record<string, string>> {
  const database = await freshDatabase('delivery', dialect === 'postgres' ? benchPostgresUrl() : undefined);
  // The benchmark times the work itself: a loaded machine must not shed its requests.
  const app = await openApp(database, { LOAD_SHED_EVENT_LOOP_DELAY_MS: '0' });
  const out: Record<string, string> = { database: database.dialect, copies: String(copies), events: String(eventCount) };
  try {
    await seedDemo(app.db);
    const admin = await member(app, 'admin');
    const agent = await member(app, 'agent');
    const client = await member(app, 'client');
    const call = (as: { token: string }, url: string) =>
      app.inject({ method: 'GET', url: `${API}${url}`, headers: { authorization: `Bearer ${as.token}` } });
    const body = multipart({ name: 'Guide.pdf', data: await fiftyPages(), type: 'application/pdf' });
    const origin = (
      await app.inject({
        method: 'POST',
        url: `${API}/material/`,
        headers: { ...body.headers, authorization: `Bearer ${admin.token}` },
        payload: body.payload,
      })
    ).json() as { id: string };
    await app.inject({
      method: 'PUT',
      url: `${API}/material/${origin.id}/rules`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { requires_license: false, allowed_states: [], watermark_clients: true },
    });
    const found = await app.db.selectFrom('material').selectAll().where('id', '=', origin.id).executeTakeFirstOrThrow();
    const row = Object.fromEntries(Object.entries(found).filter(([key]) => key !== 'title_folded')) as typeof found;
    // One client per copy, written straight into the database (the send path has its own benchmark).
    const now = new Date().toISOString();
    const holders = Array.from({ length: copies }, (_, i) => ({ member: newId(), user: newId(), copy: newId(), i }));
    for (let i = 0; i < holders.length; i += 300) {
      const part = holders.slice(i, i + 300);
      await app.db
        .insertInto('users')
        .values(
          part.map((h) => ({
            id: h.user,
            email: `holder.${h.i}.${h.user.slice(0, 6)}@example.com`,
            first_name: 'Holder',
            last_name: String(h.i),
            phone: '',
            address: '',
            password_hash: 'x',
            national_producer_number: null,
            has_security_license: null,
            gender: null,
            state: ['TX', 'FL', 'IL', 'CA'][h.i % 4]!,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
      await app.db
        .insertInto('user_company')
        .values(
          part.map((h) => ({
            id: h.member,
            user_id: h.user,
            company_id: row.company_id,
            role: 'client' as const,
            invited_by_id: agent.id,
            status: 'active' as const,
            archived_at: null,
            created_at: now,
          })),
        )
        .execute();
      await app.db
        .insertInto('material')
        .values(
          part.map((h) => ({
            ...row,
            id: h.copy,
            owner_id: h.member,
            title: `Guide ${h.i}.pdf`,
            space: 'shared' as const,
            shared_by_id: agent.id,
            link: 'copy' as const,
            origin_id: origin.id,
            delivered_version: 1,
            seen_version: 1,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
    }
    await app.db
      .updateTable('blob')
      .set({ ref_count: sql`ref_count + ${copies}` })
      .where('sha256', '=', row.blob_sha256)
      .execute();
    const t0 = Date.parse('2026-01-01T00:00:00Z');
    const events = Array.from({ length: eventCount }, (_, i) => {
      const h = holders[i % copies]!;
      const sent = i < copies;
      return {
        id: newId(),
        company_id: row.company_id,
        origin_id: origin.id,
        version: 1,
        kind: sent ? ('sent' as const) : KINDS[i % KINDS.length]!,
        member_id: h.member,
        copy_id: h.copy,
        by_id: sent ? agent.id : null,
        ceilings: null,
        at: new Date(t0 + i * 60_000).toISOString(),
      };
    });
    for (let i = 0; i < events.length; i += 500)
      await app.db
        .insertInto('material_event')
        .values(events.slice(i, i + 500))
        .execute();
    if (database.dialect === 'PostgreSQL') await sql`analyze`.execute(app.db);

    const details = await samples(() => call(admin, `/material/${origin.id}/details`));
    out['details p95 (baseline)'] = ms(pct(details, 95));
    const actor = { membershipId: admin.id, companyId: admin.company_id, role: admin.role };
    const seal = formSeal(app.config.formsSigning);
    const pageFigures = async (run: () => Promise<unknown>) => {
      const xs = await samples(run);
      return { p50: pct(xs, 50), p95: pct(xs, 95) };
    };
    const p5095 = (f: Record<string, number>) => `p50 ${ms(f.p50!)} / p95 ${ms(f.p95!)}`;
    await alternate(
      {
        before: () =>
          pageFigures(async () =>
            legacy.distributionPage(await legacy.deliveryRecord(app.db, app.deliveryRecord, actor, origin.id, {}), 2, 50),
          ),
        after: () => pageFigures(() => distributionPage(app.db, app.deliveryRecord, actor, origin.id, { page: 2, size: 50 })),
        'after, through the API': () =>
          pageFigures(async () => {
            const r = await call(admin, `/material/${origin.id}/distribution?page=2&size=50`);
            if (r.statusCode !== 200) throw new Error(r.body);
          }),
      },
      out,
      'Distribution page 2',
      p5095,
    );
    const filters = { state: 'TX', version: 1 };
    await alternate(
      {
        before: () =>
          pageFigures(async () =>
            legacy.distributionPage(await legacy.deliveryRecord(app.db, app.deliveryRecord, actor, origin.id, filters), 1, 50),
          ),
        after: () =>
          pageFigures(() => distributionPage(app.db, app.deliveryRecord, actor, origin.id, { ...filters, page: 1, size: 50 })),
      },
      out,
      'page, TX + v1',
      p5095,
    );
    const once = async (run: () => Promise<Record<string, number>>) => {
      const start = performance.now();
      const figures = await run();
      return { ...figures, total: performance.now() - start };
    };
    await alternate(
      {
        before: () =>
          once(async () => {
            const record = await legacy.deliveryRecord(app.db, app.deliveryRecord, actor, origin.id);
            return { first: (await drain(legacyCsv([record]))).first };
          }),
        after: () =>
          once(async () => {
            const record = await deliveryRecord(app.db, app.deliveryRecord, actor, origin.id);
            return { first: (await drain(distributionCsv(one(record)))).first };
          }),
      },
      out,
      'CSV export',
      (f) => `first line ${ms(f.first!)} / total ${ms(f.total!)}`,
    );
    await alternate(
      {
        before: () =>
          once(async () => {
            const record = await legacy.deliveryRecord(app.db, app.deliveryRecord, actor, origin.id);
            await legacyReport(app.db, actor, seal, [record], 'Delivery record');
            return {};
          }),
        after: () =>
          once(async () => {
            const record = await deliveryRecord(app.db, app.deliveryRecord, actor, origin.id);
            await sealedReport(app.db, actor, seal, one(record), 'Delivery record', origin.id);
            return {};
          }),
        'after, through the API': () =>
          once(async () => {
            const r = await call(admin, `/material/${origin.id}/distribution/pdf`);
            if (r.statusCode !== 200) throw new Error(r.body);
            return {};
          }),
      },
      out,
      'signed PDF report',
      (f) => ms(f.total!),
    );

    // Watermark: the demo client's copy against the agent's (staff: the original bytes).
    const send = async (from: { token: string }, to: string, id: string) =>
      app.inject({
        method: 'POST',
        url: `${API}/content/copy/send`,
        headers: { authorization: `Bearer ${from.token}` },
        payload: { folder_ids: [], material_ids: [id], recipient_ids: [to] },
      });
    const marketer = await member(app, 'marketer');
    await send(admin, marketer.id, origin.id);
    const copyOf = async (as: { id: string }) =>
      (
        await app.db
          .selectFrom('material')
          .select('id')
          .where('owner_id', '=', as.id)
          .where('origin_id', '=', origin.id)
          .executeTakeFirstOrThrow()
      ).id;
    await send(marketer, agent.id, await copyOf(marketer));
    await send(agent, client.id, await copyOf(agent));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;
    const plain: { first: number; total: number }[] = [];
    const marked: { first: number; total: number }[] = [];
    const agentCopy = await copyOf(agent);
    const clientCopy = await copyOf(client);
    for (let i = 0; i < 6; i += 1) {
      plain.push(await fetchTimed(port, `${API}/material/${agentCopy}`, agent.token));
      marked.push(await fetchTimed(port, `${API}/material/${clientCopy}`, client.token));
    }
    const median = (xs: number[]) => pct(xs.slice(1), 50);
    out['50-page PDF, original: first byte / total'] =
      `${ms(median(plain.map((x) => x.first)))} / ${ms(median(plain.map((x) => x.total)))}`;
    out['50-page PDF, watermarked: first byte / total'] =
      `${ms(median(marked.map((x) => x.first)))} / ${ms(median(marked.map((x) => x.total)))}`;

    // The read mix: 95% a client's shared list, 5% opening a copy's page (an open to record).
    const holderTokens = await Promise.all(
      holders.slice(0, 50).map(async (h) => ({
        copy: h.copy,
        token: await app.accessTokens.sign({ membershipId: h.member, userId: '', companyId: row.company_id, role: 'client' }),
      })),
    );
    const mix = async () => {
      const start = performance.now();
      for (let i = 0; i < 400; i += 1) {
        const h = holderTokens[i % holderTokens.length]!;
        if (i % 20 === 0) await call(h, `/material/${h.copy}/details`);
        else await call(h, '/content/shared?page=1&size=20');
      }
      return performance.now() - start;
    };
    await mix();
    const add = app.deliveryRecord.add.bind(app.deliveryRecord);
    const withRecording: number[] = [];
    const without: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      app.deliveryRecord.add = () => undefined;
      without.push(await mix());
      app.deliveryRecord.add = add;
      withRecording.push(await mix());
      await app.deliveryRecord.flush();
    }
    const a = pct(without, 50);
    const b = pct(withRecording, 50);
    out['read mix, 400 requests, no recording'] = ms(a);
    out['read mix, 400 requests, 5% recording opens'] = `${ms(b)} (${(((b - a) / a) * 100).toFixed(1)}%)`;
  } finally {
    await app.close();
    await database.drop();
  }
  return out;
}

const results = [];
for (const dialect of dialects) results.push(await once(dialect));
for (const r of results) console.table(r);
