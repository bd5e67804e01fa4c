import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { connect, migrateToLatest } from '../../src/db/connect.js';
import { ANALYSIS_LIMIT } from '../../src/db/planner-statistics.js';
import { seedDemo } from '../../src/services/demo/seed.js';
import { insertRootFolders } from '../helpers/content.js';

/** A data folder with an SQLite file holding the demo company and 3,000 folders of one member. */
async function fileWithContent(): Promise<{ dir: string; file: string }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cascade-planner-'));
  const file = path.join(dir, 'cascade.sqlite');
  const handle = connect(`sqlite:${file}`);
  await migrateToLatest(handle.db);
  await seedDemo(handle.db);
  const owner = await handle.db.selectFrom('user_company').select(['id', 'company_id']).executeTakeFirstOrThrow();
  await insertRootFolders(
    handle.db,
    owner,
    Array.from({ length: 3000 }, (_, i) => `Folder ${i}`),
  );
  await handle.close();
  return { dir, file };
}

/** What the file's statistics tables hold, read by a connection of its own. */
function statistics(file: string) {
  const db = new SQLite(file, { readonly: true });
  try {
    const count = (table: string) =>
      db.prepare(`select count(*) as n from sqlite_schema where name = ?`).get(table) as { n: number };
    const rows = (table: string) =>
      count(table).n ? (db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n : 0;
    return { averages: rows('sqlite_stat1'), samples: rows('sqlite_stat4') };
  } finally {
    db.close();
  }
}

async function startServer(dir: string, file: string) {
  const config = loadConfig({
    DATA_DIR: dir,
    DATABASE_URL: `sqlite:${file}`,
    JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
    STATIC_DIR: '',
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp(config, { logger: false });
  await app.ready();
  return app;
}

/**
 * SQLite's planner keeps averages per index, never value samples: with samples it would prepare our
 * statements again whenever their values change (db/planner-statistics.ts).
 */
describe('the SQLite query planner statistics', () => {
  const dirs: string[] = [];
  after(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('are gathered when the server starts on a file that has none, as averages only', async () => {
    const { dir, file } = await fileWithContent();
    dirs.push(dir);
    assert.deepEqual(statistics(file), { averages: 0, samples: 0 });
    const app = await startServer(dir, file);
    try {
      const after = statistics(file);
      assert.ok(after.averages > 0, 'averages per index');
      assert.equal(after.samples, 0, 'no samples');
      const { rows } = await sql<{ analysis_limit: number }>`pragma analysis_limit`.execute(app.db);
      assert.equal(rows[0]?.analysis_limit, ANALYSIS_LIMIT, "every ANALYZE the server's connection runs is limited");
    } finally {
      await app.close();
    }
  });

  it('replace the samples a full ANALYZE left (an operator, an earlier version) when the server starts', async () => {
    const { dir, file } = await fileWithContent();
    dirs.push(dir);
    const shell = new SQLite(file);
    shell.exec('analyze');
    shell.close();
    const before = statistics(file);
    assert.ok(before.samples > 0, 'a full ANALYZE took samples');
    const app = await startServer(dir, file);
    try {
      const after = statistics(file);
      assert.equal(after.samples, 0, 'the samples are gone');
      assert.ok(after.averages > 0, 'the averages stay');
    } finally {
      await app.close();
    }
  });
});
