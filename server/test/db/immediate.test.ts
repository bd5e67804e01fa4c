import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { after, before, describe, it } from 'node:test';
import SQLite from 'better-sqlite3';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { seedHierarchy, tokenFor } from '../helpers/members.js';

/**
 * Another process writes to the server's SQLite file (an operator's command, say) while the server
 * writes too. The other process holds the write lock for a moment; a server write that reads first (a
 * new folder looks for a free name, then inserts) must wait for it and then commit — not fail because
 * its snapshot went stale while it waited.
 */
describe(
  'SQLite writes beside another process',
  { skip: Boolean(process.env.TEST_DATABASE_URL) && 'runs on SQLite only' },
  () => {
    let t: TestApp;
    let file: string;
    let headers: { authorization: string };

    before(async () => {
      t = await createTestApp();
      file = t.config.databaseUrl.replace(/^sqlite:/, '');
      const { m } = await seedHierarchy(t.app.db);
      headers = await tokenFor(t.app, m.G1!);
      new SQLite(file).exec('create table other_process (n integer)').close();
    });
    after(() => t.close());

    /** A second process that takes the write lock, writes, says so, and commits `holdMs` later. */
    async function otherWriter(holdMs: number) {
      const script = `
      const db = new (require('better-sqlite3'))(${JSON.stringify(file)});
      db.pragma('busy_timeout = 5000');
      db.exec("begin immediate; insert into other_process values (1)");
      process.stdout.write('locked\\n');
      setTimeout(() => { db.exec('commit'); db.close(); }, ${holdMs});`;
      const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
      const [line] = (await once(child.stdout, 'data')) as [Buffer];
      assert.equal(line.toString().trim(), 'locked');
      return { exited: once(child, 'exit') };
    }

    it('a write that reads first waits for the other writer, then commits', async () => {
      const { exited } = await otherWriter(300);
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/frontend/folder/',
        headers,
        payload: { title: 'Carriers' },
      });
      assert.equal(created.statusCode, 201, created.body);
      const [code] = await exited;
      assert.equal(code, 0);
      // Both writes are there: the other process's row, and the folder under the name it asked for.
      const check = new SQLite(file, { readonly: true });
      try {
        assert.equal((check.prepare('select count(*) n from other_process').get() as { n: number }).n, 1);
        assert.equal((check.prepare("select count(*) n from folder where title = 'Carriers'").get() as { n: number }).n, 1);
      } finally {
        check.close();
      }
    });
  },
);
