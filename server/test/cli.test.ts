import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { connect } from '../src/db/connect.js';

const cli = (args: string[], dataDir: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PUBLIC_URL: 'https://portal.example', INIT_CWD: '' },
  });

describe('operator CLI', () => {
  it('invite-company prints the link, stores the invitation hashed and the mail, redacted, in the outbox', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cascade-cli-'));
    try {
      const result = cli(['invite-company', 'Boss@Example.com'], dir);
      assert.equal(result.status, 0, result.stderr);
      const link = /https:\/\/portal\.example\/auth\/signup-company\?token=[\w-]{22,}&email=boss%40example\.com/.exec(
        result.stdout,
      );
      assert.ok(link, result.stdout);
      const handle = connect(`sqlite:${path.join(dir, 'cascade.sqlite')}`);
      const rows = await handle.db.selectFrom('company_invitation').select('email').execute();
      const mails = await handle.db.selectFrom('outbox').select('text').execute();
      await handle.close();
      assert.deepEqual(rows, [{ email: 'boss@example.com' }]);
      // The printed link is the live one; the outbox keeps the mail with the token redacted (nobody reads
      // the outbox of a command run: the message is done once queued there).
      const token = /token=([\w-]+)/.exec(link[0])![1]!;
      assert.equal(mails.length, 1);
      assert.ok(mails[0]!.text.includes('https://portal.example/auth/signup-company?token=[redacted]'), mails[0]!.text);
      assert.ok(!mails[0]!.text.includes(token), 'the outbox keeps no live token');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('explains its usage on a wrong call', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cascade-cli-'));
    try {
      const result = cli(['invite-company', 'not-an-email'], dir);
      assert.equal(result.status, 64);
      assert.match(result.stderr, /Usage: cli invite-company <email>/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
