import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Readable } from 'node:stream';
import { after, describe, it } from 'node:test';
import { LocalBlobStorage } from '../../src/storage/local.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'cascade-publish-'));
after(() => rmSync(dir, { recursive: true, force: true }));
const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** Runs `work` while every turn of the event loop is kept busy for `busyMs`; returns how many turns it took. */
async function turnsTaken(work: () => Promise<unknown>, busyMs: number): Promise<number> {
  let turns = 0;
  let running = true;
  const spin = () => {
    if (!running) return;
    turns += 1;
    const until = Date.now() + busyMs;
    while (Date.now() < until); // the other requests of a busy server
    setImmediate(spin);
  };
  setImmediate(spin);
  try {
    await work();
  } finally {
    running = false;
  }
  return turns;
}

describe('local storage: small uploads', () => {
  it('are published in a few turns of a busy event loop, not one per file system call', async () => {
    const storage = new LocalBlobStorage(path.join(dir, 'busy'));
    const data = randomBytes(2048);
    // Each file system call done on the main thread (mkdir, open, write, fsync, close, rename, and the
    // directory's open, fsync, close) waits for a turn of its own: ten turns at least.
    const turns = await turnsTaken(() => storage.put(Readable.from([data]), { maxBytes: 1e6 }), 100);
    assert.ok(turns < 8, `took ${turns} turns of the event loop`);
    assert.ok(readFileSync(path.join(dir, 'busy', sha(data).slice(0, 2), sha(data))).equals(data));
  });

  it('do not keep the process alive once published', () => {
    // A process that stored a small file ends by itself: the publishing thread holds no handle open.
    const local = fileURLToPath(new URL('../../src/storage/local.ts', import.meta.url));
    const script = `
      import { Readable } from 'node:stream';
      const { LocalBlobStorage } = await import(${JSON.stringify(local)});
      const stored = await new LocalBlobStorage(${JSON.stringify(path.join(dir, 'exits'))}).put(Readable.from([Buffer.from('ok')]), { maxBytes: 10 });
      console.log(stored.size);`;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
      // Only a process that hangs meets this; a busy machine's start of tsx can take tens of seconds.
      timeout: 300_000,
    });
    assert.equal(run.signal, null, `the process did not end by itself: ${run.stderr}`);
    assert.equal(run.status, 0, run.stderr);
    assert.equal(run.stdout.trim(), '2');
  });

  it('leave no temporary behind when publishing fails, and say why', async () => {
    const storage = new LocalBlobStorage(path.join(dir, 'failing'));
    const data = randomBytes(4096);
    // A file where the blob's folder should be: the rename cannot happen.
    mkdirSync(path.join(dir, 'failing'), { recursive: true });
    writeFileSync(path.join(dir, 'failing', sha(data).slice(0, 2)), 'in the way');
    await assert.rejects(storage.put(Readable.from([data]), { maxBytes: 1e6 }), (error: NodeJS.ErrnoException) => {
      assert.match(error.code ?? '', /^(EEXIST|ENOTDIR)$/);
      return true;
    });
    assert.deepEqual(readdirSync(storage.tempDir), []);
  });

  it('and larger ones stream through with the bytes read first kept in order', async () => {
    const storage = new LocalBlobStorage(path.join(dir, 'large'));
    const data = randomBytes(600 * 1024 + 7);
    const pieces = [];
    for (let i = 0; i < data.length; i += 100 * 1024) pieces.push(data.subarray(i, i + 100 * 1024));
    const stored = await storage.put(Readable.from(pieces), { maxBytes: 1e6 });
    assert.equal(stored.sha256, sha(data));
    assert.ok(readFileSync(path.join(dir, 'large', sha(data).slice(0, 2), sha(data))).equals(data));
    assert.deepEqual(readdirSync(storage.tempDir), []);
  });
});
