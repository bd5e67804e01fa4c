/**
 * Backup and restore timings: the demo company, then the same company with `--items` small materials
 * (2 KiB each, uploaded through the content service and the blob store), on SQLite and PostgreSQL.
 * Each backup goes to a new folder and is restored into an empty data folder (and, on PostgreSQL, a
 * new schema), exactly as `cli backup` / `cli restore` do.
 *
 *   npx tsx server/bench/backup.ts [--db=sqlite,postgres] [--items=10000]
 *
 * PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), in schemas of its
 * own that are dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import pg from 'pg';
import { createBackup, restoreBackup, type Site } from '../src/backup/index.js';
import { connect, migrateToLatest } from '../src/db/connect.js';
import { uploadMaterial } from '../src/services/content/materials.js';
import { seedDemo } from '../src/services/demo/seed.js';
import { createStorage } from '../src/storage/index.js';
import { benchArgs } from './list-harness.js';

const PG_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const items = Number(benchArgs.items ?? 10_000);
const dialects = (benchArgs.db ?? 'sqlite,postgres').split(',') as ('sqlite' | 'postgres')[];
const PARALLEL = 8;

/** Bytes of every file under `dir`. */
function du(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const full = path.join(dir, entry.name);
    return sum + (entry.isDirectory() ? du(full) : statSync(full).size);
  }, 0);
}

interface Place {
  site: Site;
  close(): Promise<void>;
}

const temps: string[] = [];
const tempDir = (name: string) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), `cascade-bench-${name}-`));
  temps.push(dir);
  return dir;
};

async function pgQuery(text: string) {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  await client.query(text);
  await client.end();
}

async function place(dialect: 'sqlite' | 'postgres'): Promise<Place> {
  const dataDir = tempDir('data');
  const schema = dialect === 'postgres' ? `bench_backup_${randomBytes(5).toString('hex')}` : undefined;
  if (schema) await pgQuery(`create schema ${schema}`);
  return {
    site: {
      databaseUrl: schema ? PG_URL : `sqlite:${path.join(dataDir, 'cascade.sqlite')}`,
      databaseSchema: schema,
      dataDir,
      storage: await createStorage({ kind: 'local', dir: path.join(dataDir, 'blobs') }),
    },
    close: async () => {
      if (schema) await pgQuery(`drop schema ${schema} cascade`);
    },
  };
}

async function addMaterials(site: Site, count: number): Promise<number> {
  const handle = connect(site.databaseUrl, { schema: site.databaseSchema });
  const agent = await handle.db
    .selectFrom('user_company')
    .select(['id', 'company_id', 'role'])
    .where('role', '=', 'agent')
    .executeTakeFirstOrThrow();
  const actor = { membershipId: agent.id, companyId: agent.company_id, role: agent.role };
  const start = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (next < count) {
        const i = next++;
        await uploadMaterial(handle.db, site.storage, actor, {
          folderId: null,
          fileName: `material-${i}.pdf`,
          contentType: 'application/pdf',
          stream: Readable.from([randomBytes(2048)]),
          maxBytes: 4096,
        });
      }
    }),
  );
  await handle.close();
  return (performance.now() - start) / 1000;
}

interface Row {
  database: string;
  content: string;
  rows: number;
  blobs: number;
  size: number;
  backup: string;
  restore: string;
}

async function measure(dialect: 'sqlite' | 'postgres', source: Site, content: string): Promise<Row> {
  const dir = path.join(tempDir('backup'), 'backup');
  const made = await createBackup(source, dir);
  const target = await place(dialect);
  try {
    const restored = await restoreBackup(dir, target.site);
    const rows = Object.values(made.manifest.tables).reduce((sum, n) => sum + n, 0);
    const s = (n: number) => n.toFixed(2);
    return {
      database: dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL',
      content,
      rows,
      blobs: made.manifest.blobs.length,
      size: du(dir),
      backup: `${s(made.databaseSeconds + made.blobSeconds)} (${s(made.databaseSeconds)} + ${s(made.blobSeconds)})`,
      restore: `${s(restored.verifySeconds + restored.databaseSeconds + restored.blobSeconds)} (${s(restored.verifySeconds)} + ${s(restored.databaseSeconds)} + ${s(restored.blobSeconds)})`,
    };
  } finally {
    await target.close();
  }
}

async function main() {
  const results: Row[] = [];
  for (const dialect of dialects) {
    const source = await place(dialect);
    try {
      const handle = connect(source.site.databaseUrl, { schema: source.site.databaseSchema });
      await migrateToLatest(handle.db, source.site.databaseSchema);
      await seedDemo(handle.db);
      await handle.close();
      results.push(await measure(dialect, source.site, 'demo company'));
      const seeding = await addMaterials(source.site, items);
      console.error(`${dialect}: ${items} materials uploaded in ${seeding.toFixed(1)} s`);
      results.push(await measure(dialect, source.site, `demo + ${items.toLocaleString('en-US')} materials (2 KiB)`));
    } finally {
      await source.close();
    }
  }
  const [l1, l5] = os.loadavg();
  console.log(`\nBackup and restore, seconds (load average ${l1!.toFixed(1)} / ${l5!.toFixed(1)}, ${os.cpus().length} cores)\n`);
  console.log(
    '| database | content | rows | blobs | backup size | backup s (database + blobs) | restore s (verify + database + blobs) |',
  );
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: |');
  for (const r of results) {
    console.log(
      `| ${r.database} | ${r.content} | ${r.rows.toLocaleString('en-US')} | ${r.blobs.toLocaleString('en-US')} | ${r.size < 1024 * 1024 ? `${(r.size / 1024).toFixed(0)} KiB` : `${(r.size / 1024 / 1024).toFixed(1)} MiB`} | ${r.backup} | ${r.restore} |`,
    );
  }
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => {
    for (const dir of temps) rmSync(dir, { recursive: true, force: true });
  });
