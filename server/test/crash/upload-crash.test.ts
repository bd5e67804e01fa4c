import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import SQLite from 'better-sqlite3';
import { startCrashServer } from '../helpers/crash-server.js';
import { freePort } from '../helpers/ports.js';
import { DEMO_PASSWORD, demoEmail } from '../../src/services/demo/seed.js';
import { filesUnder } from '../helpers/content.js';

const KILLS = 20;
/** Leftovers are collected at once, so the test sees what a restart leaves behind. */
const UPLOAD_CRASH_ENV = { BLOB_TEMP_GRACE_SECONDS: '0', BLOB_GRACE_SECONDS: '0' };

async function token(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/api/frontend/user/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: demoEmail('agent'), password: DEMO_PASSWORD }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

/** An upload written in slices with small pauses, so a kill can land anywhere in it. */
function slowUpload(port: number, bearer: string, size: number): Promise<void> {
  return new Promise((resolve) => {
    const boundary = `crash${randomBytes(6).toString('hex')}`;
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="f.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/frontend/material/',
      headers: {
        authorization: `Bearer ${bearer}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + size + tail.length,
      },
    });
    request.on('error', () => resolve());
    request.on('response', (response) => response.resume().on('end', resolve).on('error', resolve));
    request.write(head);
    let sent = 0;
    const pump = () => {
      if (request.destroyed) return resolve();
      if (sent >= size) return void request.end(tail);
      const piece = randomBytes(Math.min(256 * 1024, size - sent));
      sent += piece.length;
      request.write(piece, () => setTimeout(pump, 2));
    };
    pump();
  });
}

/** Every row has its bytes (right size and hash), every reference is counted, nothing else is there. */
function checkConsistency(dataDir: string): { materials: number; blobs: number } {
  const db = new SQLite(path.join(dataDir, 'cascade.sqlite'), { readonly: true });
  try {
    const blobs = db.prepare('select sha256, size, storage_key, ref_count from blob').all() as {
      sha256: string;
      size: number;
      storage_key: string;
      ref_count: number;
    }[];
    const materials = db.prepare('select blob_sha256, size from material').all() as { blob_sha256: string; size: number }[];
    const known = new Map(blobs.map((b) => [b.sha256, b]));
    for (const material of materials) {
      const blob = known.get(material.blob_sha256);
      assert.ok(blob, 'every material row has its blob row');
      assert.equal(material.size, blob.size);
    }
    const expectedFiles = new Set<string>();
    for (const blob of blobs) {
      const file = path.join(dataDir, 'blobs', blob.sha256.slice(0, 2), blob.sha256);
      expectedFiles.add(file);
      assert.equal(statSync(file).size, blob.size, 'bytes of the right size');
      assert.equal(createHash('sha256').update(readFileSync(file)).digest('hex'), blob.sha256, 'bytes with the right hash');
      assert.equal(blob.ref_count, materials.filter((m) => m.blob_sha256 === blob.sha256).length, 'reference count');
    }
    assert.deepEqual(
      filesUnder(path.join(dataDir, 'blobs')).filter((f) => !expectedFiles.has(f)),
      [],
      'no stray file in the blob directory',
    );
    assert.deepEqual(readdirSync(path.join(dataDir, 'blobs-tmp')), [], 'no temporary left');
    return { materials: materials.length, blobs: blobs.length };
  } finally {
    db.close();
  }
}

/**
 * The blob janitor sweeps in the background right after start (grace periods 0 here: nothing else runs
 * on this data folder): leftovers of the kill are gone within a few seconds.
 */
async function consistentSoon(dataDir: string): Promise<{ materials: number; blobs: number }> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return checkConsistency(dataDir);
    } catch (error) {
      if (attempt >= 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

describe(
  'uploads survive SIGKILL at any moment',
  { skip: Boolean(process.env.TEST_DATABASE_URL) && 'runs on SQLite only' },
  () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cascade-crash-'));
    let server: ChildProcess | null = null;
    after(() => {
      server?.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    });

    // No time limit, as in sign-crash.test.ts: the rounds end by themselves, later on a busy machine.
    it(`keeps rows and blobs consistent across ${KILLS} kills`, async () => {
      const port = await freePort();
      let stored = 0;
      for (let round = 0; round < KILLS; round += 1) {
        server = await startCrashServer(dataDir, port, UPLOAD_CRASH_ENV);
        const state = await consistentSoon(dataDir);
        stored = state.materials;
        const bearer = await token(port);
        const uploads = Array.from({ length: 4 }, () =>
          slowUpload(port, bearer, 64 * 1024 + Math.floor(Math.random() * 6 * 1024 * 1024)),
        );
        await new Promise((resolve) => setTimeout(resolve, 30 + Math.random() * 600));
        const exited = new Promise((resolve) => server!.once('exit', resolve));
        server.kill('SIGKILL');
        await exited;
        server = null;
        await Promise.all(uploads);
      }
      server = await startCrashServer(dataDir, port, UPLOAD_CRASH_ENV);
      const final = await consistentSoon(dataDir);
      assert.ok(final.materials >= stored);
      assert.ok(final.materials > 0, 'some uploads completed between kills');
    });
  },
);
