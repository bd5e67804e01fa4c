import assert from 'node:assert/strict';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import sharp from 'sharp';
import { connect, type DbHandle } from '../../src/db/connect.js';
import { DEMO_PASSWORD, demoEmail } from '../../src/services/demo/seed.js';
import { multipart } from '../helpers/multipart.js';
import { signIn, startReplica, stopReplica, type Replica } from '../helpers/replica.js';
import { startFakeS3, type FakeS3 } from '../helpers/s3.js';

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const png = (background: string) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background } })
    .png()
    .toBuffer();

async function upload(base: string, token: string, url: string, field: string, data: Buffer): Promise<Record<string, unknown>> {
  const body = multipart({}, [{ field, filename: 'image.png', type: 'image/png', data }]);
  const response = await fetch(`${base}/api/frontend${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, ...body.headers },
    body: new Uint8Array(body.payload),
  });
  assert.equal(response.status, 200, await response.clone().text());
  return (await response.json()) as Record<string, unknown>;
}

/** GETs an image URL of one replica's answer from another replica. */
async function fetchImage(base: string, url: string): Promise<{ status: number; bytes: Buffer; etag: string | null }> {
  const response = await fetch(`${base}${new URL(url).pathname}`);
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()), etag: response.headers.get('etag') };
}

/**
 * Two API processes as two hosts run them: each its own DATA_DIR, one database (SQLite file, or a
 * PostgreSQL schema when TEST_DATABASE_URL is set) and one S3 bucket. An image uploaded through one is
 * served by the other; images that an earlier version kept as files are moved into the bucket when two
 * processes start at once on the folder holding them.
 */
describe('avatars and logos across two API processes', () => {
  const dirs: string[] = [];
  let replicas: Replica[] = [];
  let s3: FakeS3;
  let db: DbHandle;
  let env: Record<string, string>;
  const pgUrl = process.env.TEST_DATABASE_URL;
  const schema = pgUrl ? `test_${randomBytes(6).toString('hex')}` : undefined;

  const tempDir = (prefix: string) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
    dirs.push(dir);
    return dir;
  };
  const start = (dataDir: string, extra: Record<string, string> = {}) => startReplica({ ...env, DATA_DIR: dataDir, ...extra });

  before(async () => {
    s3 = await startFakeS3();
    if (pgUrl && schema) {
      const client = new pg.Client({ connectionString: pgUrl });
      await client.connect();
      await client.query(`create schema ${schema}`);
      await client.end();
    }
    const databaseUrl = pgUrl || `sqlite:${path.join(tempDir('cascade-images-db-'), 'shared.sqlite')}`;
    env = {
      DATABASE_URL: databaseUrl,
      ...(schema ? { DATABASE_SCHEMA: schema } : {}),
      STORAGE_URL: `s3://${s3.bucket}/cascade`,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      JWT_SECRET: 'images-test-secret-0123456789-0123456789',
      STATIC_DIR: '',
      LOG_LEVEL: 'warn',
    };
    // One seeds the demo company first; the other finds it.
    replicas.push(await start(tempDir('cascade-images-a-'), { SEED_DEMO: 'true' }));
    replicas.push(await start(tempDir('cascade-images-b-'), { SEED_DEMO: 'false' }));
    db = connect(databaseUrl, { schema });
  });
  after(async () => {
    for (const replica of replicas) await stopReplica(replica);
    await db?.close();
    await s3?.close();
    if (pgUrl && schema) {
      const client = new pg.Client({ connectionString: pgUrl });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    }
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('serves an avatar and a logo uploaded through the other process', async () => {
    const [a, b] = replicas as [Replica, Replica];
    const client = await signIn(a.base, demoEmail('client'), DEMO_PASSWORD);
    const avatarUrl = (await upload(a.base, client, '/user/avatar', 'avatar', await png('#08f'))).avatar as string;
    const onA = await fetchImage(a.base, avatarUrl);
    const onB = await fetchImage(b.base, avatarUrl);
    assert.equal(onB.status, 200, 'the other process finds the avatar');
    assert.ok(onB.bytes.equals(onA.bytes), 'the same bytes');
    assert.equal(onB.etag, `"${sha(onA.bytes)}"`);
    assert.deepEqual((await sharp(onB.bytes).metadata()).format, 'webp');

    const admin = await signIn(b.base, demoEmail('admin'), DEMO_PASSWORD);
    const logoUrl = (await upload(b.base, admin, '/company/logo', 'logo', await png('#0a6'))).logo as string;
    const logo = await fetchImage(a.base, logoUrl);
    assert.equal(logo.status, 200);
    assert.ok(logo.bytes.equals((await fetchImage(b.base, logoUrl)).bytes));

    const replaced = (await upload(b.base, client, '/user/avatar', 'avatar', await png('#f80'))).avatar as string;
    assert.equal((await fetchImage(a.base, avatarUrl)).status, 404, 'the replaced URL is gone on both');
    assert.equal((await fetchImage(a.base, replaced)).status, 200);
  });

  it('moves the image files of an earlier version once when two processes start at once on their folder', async () => {
    for (const replica of replicas) await stopReplica(replica);
    replicas = [];
    const shared = tempDir('cascade-images-legacy-');
    const avatarKey = `${randomUUID()}.webp`;
    const logoKey = `${randomUUID()}.webp`;
    const avatarBytes = await sharp(await png('#123456'))
      .webp()
      .toBuffer();
    const logoBytes = await sharp(await png('#654321'))
      .webp()
      .toBuffer();
    // The secrets embedded mode makes on first start, made here so the two starts do not race on them.
    writeFileSync(path.join(shared, 'forms-encryption-key'), randomBytes(32).toString('base64'), { mode: 0o600 });
    writeFileSync(path.join(shared, 'forms-signing-passphrase'), randomBytes(24).toString('base64'), { mode: 0o600 });
    mkdirSync(path.join(shared, 'avatars'));
    mkdirSync(path.join(shared, 'logos'));
    writeFileSync(path.join(shared, 'avatars', avatarKey), avatarBytes);
    writeFileSync(path.join(shared, 'logos', logoKey), logoBytes);
    await db.db.updateTable('users').set({ avatar: avatarKey }).where('email', '=', demoEmail('agent')).execute();
    await db.db.updateTable('company').set({ logo: logoKey }).execute();

    replicas = await Promise.all([start(shared), start(shared)]);
    const [a, b] = replicas as [Replica, Replica];
    const avatarUrl = `${a.base}/api/frontend/user/avatar/${avatarKey.replace('.webp', '')}`;
    const logoUrl = `${a.base}/api/frontend/company/logo/${logoKey.replace('.webp', '')}`;
    const deadline = Date.now() + 30_000;
    while ((await fetchImage(a.base, avatarUrl)).status !== 200 || (await fetchImage(b.base, logoUrl)).status !== 200) {
      assert.ok(Date.now() < deadline, 'the images are moved within 30 s of the start');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    for (const [url, bytes] of [
      [avatarUrl, avatarBytes],
      [logoUrl, logoBytes],
    ] as const) {
      for (const replica of replicas) assert.ok((await fetchImage(replica.base, url)).bytes.equals(bytes), url);
      const rows = await db.db.selectFrom('stored_image').select('key').where('blob_sha256', '=', sha(bytes)).execute();
      assert.equal(rows.length, 1, 'recorded once');
      const blob = await db.db.selectFrom('blob').select('ref_count').where('sha256', '=', sha(bytes)).executeTakeFirstOrThrow();
      assert.equal(blob.ref_count, 1, 'one reference');
    }
    // The files go once their row is committed; the emptied folders with them.
    while (existsSync(path.join(shared, 'avatars')) || existsSync(path.join(shared, 'logos'))) {
      assert.ok(Date.now() < deadline, `the old files are removed: ${readdirSync(shared).join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  });
});
