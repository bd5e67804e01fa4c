/**
 * Benchmark: the authenticated content list (`GET /content/`, 50 rows) on a company holding 100,000
 * items, against a bare Fastify hello route measured in the same run. Targets (DESIGN §12): ≥ 25% of the
 * bare route's req/s, and p99 < 50 ms at 50 connections.
 *
 *   npx tsx server/bench/content-list.ts [--duration=10] [--connections=50] [--only=root,folder,search] [--keep]
 *
 * One member's space: 100 folders at the root and ~1,800 materials beside them, one folder of 20,000
 * materials, the rest spread over the other folders (100,000 items in all, seeded straight into the
 * database). Lists measured: the root, the big folder, and a title search through the whole space.
 * The servers run in a child process so the load generator does not share their event loop.
 */
import autocannon from 'autocannon';
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { newId } from '../src/lib/ids.js';
import { hashPassword } from '../src/services/passwords.js';

const ITEMS = 100_000;
const FOLDERS = 100;
const BIG_FOLDER = 20_000;
const PASSWORD = 'bench-password';
const EMAIL = 'owner@bench.test';
const WORDS = ['Product', 'Guide', 'Brochure', 'Annuity', 'Term', 'Life', 'Medicare', 'Claim', 'Form', 'Policy', 'Rates', 'Summary', 'Training', 'Checklist', 'Compliance'];

const args = Object.fromEntries(
  process.argv.slice(2).filter((a) => a.startsWith('--')).map((a) => {
    const [key, value] = a.slice(2).split('=');
    return [key, value ?? 'true'];
  }),
);

const title = (n: number) => `${WORDS[(n * 7) % WORDS.length]} ${WORDS[(n * 11 + 3) % WORDS.length]} ${String((n * 7919) % 100_003).padStart(6, '0')}.pdf`;

async function seed(app: Awaited<ReturnType<typeof buildApp>>): Promise<{ bigFolder: string }> {
  const now = new Date().toISOString();
  const companyId = newId();
  const userId = newId();
  const ownerId = newId();
  const sha = 'a'.repeat(64);
  const folderIds = Array.from({ length: FOLDERS }, () => newId());
  await app.db.transaction().execute(async (trx) => {
    await trx.insertInto('company').values({ id: companyId, name: 'Bench Content', address: null, phone: null, website: null, email: null, logo: null, created_at: now, updated_at: now }).execute();
    await trx
      .insertInto('users')
      .values({
        id: userId, email: EMAIL, first_name: 'Olive', last_name: 'Owner', phone: '', address: '', password_hash: await hashPassword(PASSWORD),
        national_producer_number: null, has_security_license: null, gender: null, state: null, created_at: now, updated_at: now,
      })
      .execute();
    await trx.insertInto('user_company').values({ id: ownerId, user_id: userId, company_id: companyId, role: 'admin', invited_by_id: null, status: 'active', archived_at: null, created_at: now }).execute();
    await trx.insertInto('blob').values({ sha256: sha, size: 1024, content_type: 'application/pdf', storage_key: `bench/${sha}`, ref_count: ITEMS - FOLDERS, created_at: now }).execute();
    await trx
      .insertInto('folder')
      .values(folderIds.map((id, i) => ({ id, company_id: companyId, owner_id: ownerId, parent_id: null, title: `Folder ${String(i).padStart(3, '0')}`, space: 'own' as const, shared_by_id: null, created_at: now, updated_at: now })))
      .execute();
    const materials = ITEMS - FOLDERS;
    const rest = materials - BIG_FOLDER;
    const perFolder = Math.floor((rest * 0.98) / (FOLDERS - 1));
    for (let start = 0; start < materials; start += 1000) {
      const rows = [];
      for (let n = start; n < Math.min(materials, start + 1000); n += 1) {
        // The big folder first, then the other folders in turn, then the root.
        const folder = n < BIG_FOLDER ? folderIds[0]! : n < BIG_FOLDER + perFolder * (FOLDERS - 1) ? folderIds[1 + ((n - BIG_FOLDER) % (FOLDERS - 1))]! : null;
        rows.push({
          id: newId(), company_id: companyId, owner_id: ownerId, folder_id: folder, title: title(n), blob_sha256: sha, size: 1024,
          content_type: 'application/pdf', space: 'own' as const, shared_by_id: null, created_at: now, updated_at: now,
        });
      }
      await trx.insertInto('material').values(rows).execute();
    }
  });
  return { bigFolder: folderIds[0]! };
}

async function serve(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cascade-bench-'));
  const config = loadConfig({
    DATA_DIR: dir,
    DATABASE_URL: `sqlite:${path.join(dir, 'bench.sqlite')}`,
    JWT_SECRET: 'bench-secret-that-is-long-enough-0123456789',
    STATIC_DIR: '',
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp(config, { logger: false });
  await app.ready();
  const started = Date.now();
  const { bigFolder } = await seed(app);
  const seedMs = Date.now() - started;
  const login = await app.inject({
    method: 'POST',
    url: '/api/frontend/user/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username: EMAIL, password: PASSWORD }).toString(),
  });
  const token = login.json().access_token as string;
  await app.listen({ host: '127.0.0.1', port: 0 });

  const bare = Fastify({ logger: false });
  bare.get('/', async () => ({ hello: 'world' }));
  await bare.listen({ host: '127.0.0.1', port: 0 });

  const port = (server: { server: { address(): unknown } }) => (server.server.address() as { port: number }).port;
  process.send!({ appPort: port(app), barePort: port(bare), token, seedMs, bigFolder });
  process.on('disconnect', async () => {
    await Promise.allSettled([app.close(), bare.close()]);
    if (args.keep) console.log(`kept the database in ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  });
}

interface Measured {
  rps: number;
  p99: number;
  p50: number;
  non2xx: number;
  errors: number;
}

async function measure(url: string, headers: Record<string, string>, duration: number, connections: number): Promise<Measured> {
  await autocannon({ url, headers, connections, duration: 2 }); // warm-up
  const result = await autocannon({ url, headers, connections, duration });
  return { rps: result.requests.average, p99: result.latency.p99, p50: result.latency.p50, non2xx: result.non2xx, errors: result.errors };
}

async function main(): Promise<void> {
  const duration = Number(args.duration ?? 10);
  const connections = Number(args.connections ?? 50);
  const only = String(args.only ?? 'root,folder,search').split(',');
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), ['--serve', ...process.argv.slice(2)], { stdio: 'inherit' });
  const ready = await new Promise<{ appPort: number; barePort: number; token: string; seedMs: number; bigFolder: string }>((resolve, reject) => {
    child.once('message', (m) => resolve(m as never));
    child.once('exit', (code) => reject(new Error(`server process exited (${code})`)));
  });
  try {
    console.log(`seeded ${ITEMS} items in ${(ready.seedMs / 1000).toFixed(1)} s; ${connections} connections, ${duration} s each`);
    const api = `http://127.0.0.1:${ready.appPort}/api/frontend/content/`;
    const lists: [string, string][] = [
      ['root', `${api}?size=50`],
      ['folder', `${api}?folder_id=${ready.bigFolder}&size=50&page=3`],
      ['search', `${api}?title=${encodeURIComponent('life 01')}&size=50`],
    ];
    const headers = { authorization: `Bearer ${ready.token}` };
    const row = (name: string, m: Measured) =>
      `${name.padEnd(34)} ${m.rps.toFixed(0).padStart(8)} req/s   p50 ${String(m.p50).padStart(4)} ms   p99 ${String(m.p99).padStart(4)} ms   non-2xx ${m.non2xx}  errors ${m.errors}`;
    const bare = await measure(`http://127.0.0.1:${ready.barePort}/`, {}, duration, connections);
    console.log(row('bare Fastify hello', bare));
    for (const [name, url] of lists.filter(([name]) => only.includes(name))) {
      const probe = (await (await fetch(url, { headers })).json()) as { total: number; items: unknown[] };
      const list = await measure(url, headers, duration, connections);
      console.log(row(`content list: ${name} (${probe.total} in list)`, list));
      const ratio = list.rps / bare.rps;
      console.log(`  ratio ${(ratio * 100).toFixed(1)}% of bare (target ≥ 25%): ${ratio >= 0.25 ? 'met' : 'MISSED'}; p99 ${list.p99} ms (target < 50 ms): ${list.p99 < 50 ? 'met' : 'MISSED'}`);
    }
  } finally {
    child.disconnect();
  }
}

if (process.argv.includes('--serve')) await serve();
else await main();
