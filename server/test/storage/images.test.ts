import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { seedDemo } from '../../src/services/demo/seed.js';
import { logos } from '../../src/services/images/logos.js';
import { LEGACY_NOTE, migrateLegacyImages } from '../../src/services/images/legacy-files.js';
import { BlobJanitor, blobKey } from '../../src/storage/index.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { signedForm } from '../helpers/forms.js';
import { API } from '../helpers/identity.js';
import { seedHierarchy, tokenFor } from '../helpers/members.js';
import { multipart } from '../helpers/multipart.js';
import { bearer, loginAs, type Tokens } from '../helpers/session.js';
import { startFakeS3 } from '../helpers/s3.js';

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const quiet = { info: () => {}, warn: () => {} };
const HOUR = 3600_000;

/** How many images a PDF holds (poppler's pdfimages). */
function pdfImages(pdf: Buffer): number {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cascade-pdf-'));
  try {
    writeFileSync(path.join(dir, 'form.pdf'), pdf);
    const list = execFileSync('pdfimages', ['-list', path.join(dir, 'form.pdf')], { encoding: 'utf8' });
    return list.trim().split('\n').length - 2; // two header lines
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const png = (background: string, width = 300, height = 200) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
const webp = (background: string) =>
  sharp({ create: { width: 64, height: 64, channels: 3, background } })
    .webp()
    .toBuffer();

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

const backends: { name: string; start: () => Promise<{ env: Record<string, string>; done: () => Promise<void> }> }[] = [
  { name: 'local directory', start: async () => ({ env: {}, done: async () => {} }) },
  {
    name: 'S3-compatible (s3rver)',
    start: async () => {
      const s3 = await startFakeS3();
      return {
        env: {
          STORAGE_URL: `s3://${s3.bucket}/images`,
          S3_ENDPOINT: s3.endpoint,
          S3_ACCESS_KEY_ID: 'S3RVER',
          S3_SECRET_ACCESS_KEY: 'S3RVER',
        },
        done: () => s3.close(),
      };
    },
  },
];

for (const backend of backends) {
  describe(`avatars and logos in the blob storage: ${backend.name}`, () => {
    let t: TestApp;
    let done: () => Promise<void>;
    let admin: Tokens;
    let client: Tokens;
    const post = (tokens: Tokens, url: string, field: string, data: Buffer) => {
      const body = multipart({}, [{ field, filename: 'image.png', type: 'image/png', data }]);
      return t.app.inject({
        method: 'POST',
        url: `${API}${url}`,
        headers: { ...bearer(tokens), ...body.headers },
        payload: body.payload,
      });
    };
    const served = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });
    const blobOf = (sha256: string) =>
      t.app.db.selectFrom('blob').select(['ref_count', 'unreferenced_at']).where('sha256', '=', sha256).executeTakeFirst();
    const janitor = (graceMs: number) =>
      new BlobJanitor(t.app.db, t.app.storage, { graceMs, tempGraceMs: HOUR, intervalMs: HOUR, log: quiet });

    before(async () => {
      let env: Record<string, string>;
      ({ env, done } = await backend.start());
      // Sealing makes its certificate on first use (a blocking RSA key generation): on a busy machine that
      // alone would exceed the load-shedding delay, which is not what these tests are about.
      t = await createTestApp(env);
      assert.equal(t.app.storage.kind, backend.name.startsWith('S3') ? 's3' : 'local');
      await seedDemo(t.app.db);
      admin = await loginAs(t.app, 'admin');
      client = await loginAs(t.app, 'client');
    });
    after(async () => {
      await t.close();
      await done();
    });

    it('stores an avatar and a logo as blobs, each image holding one reference, and serves the stored bytes', async () => {
      const avatar = await post(client, '/user/avatar', 'avatar', await png('#08f'));
      assert.equal(avatar.statusCode, 200, avatar.body);
      const logo = await post(admin, '/company/logo', 'logo', await png('#0a6', 600, 200));
      assert.equal(logo.statusCode, 200, logo.body);
      for (const url of [avatar.json().avatar as string, logo.json().logo as string]) {
        const image = await served(url);
        assert.equal(image.statusCode, 200);
        assert.equal(image.headers['content-type'], 'image/webp');
        assert.equal(image.headers.etag, `"${sha(image.rawPayload)}"`);
        const key = blobKey(sha(image.rawPayload));
        assert.ok((await readAll(await t.app.storage.get(key))).equals(image.rawPayload), 'the bytes come from the store');
        assert.equal((await blobOf(sha(image.rawPayload)))?.ref_count, 1);
        const row = await t.app.db
          .selectFrom('stored_image')
          .selectAll()
          .where('key', '=', `${url.split('/').at(-1)}.webp`)
          .executeTakeFirstOrThrow();
        assert.equal(row.blob_sha256, sha(image.rawPayload));
        assert.equal(row.kind, url.includes('/logo/') ? 'logo' : 'avatar');
      }
      for (const folder of ['avatars', 'logos']) assert.equal(existsSync(path.join(t.config.dataDir, folder)), false);
      const company = await t.app.db.selectFrom('company').select('logo').executeTakeFirstOrThrow();
      const forSeal = await logos.bytes(t.app, company.logo);
      assert.ok(forSeal?.equals((await served(logo.json().logo)).rawPayload), 'the forms seal reads the same bytes');
    });

    it('a replaced avatar gives its blob to the janitor: kept through the grace period, then removed; the current one stays', async () => {
      const first = (await post(client, '/user/avatar', 'avatar', await png('#f00'))).json().avatar as string;
      const firstSha = sha((await served(first)).rawPayload);
      const second = (await post(client, '/user/avatar', 'avatar', await png('#ff0'))).json().avatar as string;
      const secondSha = sha((await served(second)).rawPayload);
      assert.notEqual(firstSha, secondSha);
      assert.equal((await served(first)).statusCode, 404, 'the old URL is gone at once');
      const released = await blobOf(firstSha);
      assert.equal(released?.ref_count, 0);
      assert.ok(released?.unreferenced_at);
      assert.equal(await t.app.storage.exists(blobKey(firstSha)), true, 'the bytes are not deleted in place');

      await janitor(HOUR).sweep();
      assert.equal(await t.app.storage.exists(blobKey(firstSha)), true, 'kept during the grace period');
      await janitor(0).sweep();
      assert.equal(await t.app.storage.exists(blobKey(firstSha)), false, 'collected after it');
      assert.equal(await blobOf(firstSha), undefined);
      assert.equal(await t.app.storage.exists(blobKey(secondSha)), true);
      assert.equal((await served(second)).statusCode, 200);
    });

    it('the janitor never collects a blob an image names, even if its count says unreferenced', async () => {
      const url = (await t.app.inject({ method: 'GET', url: `${API}/user/`, headers: bearer(client) })).json().avatar as string;
      const current = sha((await served(url)).rawPayload);
      await t.app.db
        .updateTable('blob')
        .set({ ref_count: 0, unreferenced_at: new Date(Date.now() - 2 * HOUR).toISOString() })
        .where('sha256', '=', current)
        .execute();
      try {
        await janitor(0).sweep();
        assert.equal(await t.app.storage.exists(blobKey(current)), true);
        assert.equal((await served(url)).statusCode, 200);
      } finally {
        await t.app.db.updateTable('blob').set({ ref_count: 1, unreferenced_at: null }).where('sha256', '=', current).execute();
      }
    });

    it('the sealed PDF of a signed form carries the company logo, read from the store', async () => {
      const { m } = await seedHierarchy(t.app.db);
      const [admin, agent, client] = await Promise.all([m.A1!, m.G1!, m.C1!].map((member) => tokenFor(t.app, member)));
      const pdfOf = async () => {
        const form = await signedForm(t.app, agent!, client!, m.C1!.id);
        const pdf = await t.app.inject({ method: 'GET', url: `${API}/intake-form/${form.id}/pdf`, headers: agent! });
        assert.equal(pdf.statusCode, 200, pdf.body);
        return pdf.rawPayload;
      };
      const without = pdfImages(await pdfOf());
      const body = multipart({}, [{ field: 'logo', filename: 'logo.png', type: 'image/png', data: await png('#c03', 400, 100) }]);
      const uploaded = await t.app.inject({
        method: 'POST',
        url: `${API}/company/logo`,
        headers: { ...admin!, ...body.headers },
        payload: body.payload,
      });
      assert.equal(uploaded.statusCode, 200, uploaded.body);
      assert.equal(pdfImages(await pdfOf()), without + 1, 'one more image: the logo');
    });

    it('moves the image files of earlier versions into the store once, under the same URLs, also when two runs race', async () => {
      const dataDir = t.config.dataDir;
      const avatarKey = `${crypto.randomUUID()}.webp`;
      const logoKey = `${crypto.randomUUID()}.webp`;
      const strayKey = `${crypto.randomUUID()}.webp`;
      const avatarBytes = await webp('#123456');
      const logoBytes = await webp('#654321');
      mkdirSync(path.join(dataDir, 'avatars'), { recursive: true });
      mkdirSync(path.join(dataDir, 'logos'), { recursive: true });
      writeFileSync(path.join(dataDir, 'avatars', avatarKey), avatarBytes);
      writeFileSync(path.join(dataDir, 'avatars', strayKey), await webp('#abcdef'));
      writeFileSync(path.join(dataDir, 'logos', logoKey), logoBytes);
      await t.app.db.updateTable('users').set({ avatar: avatarKey }).where('email', '=', 'agent@demo.cascade.test').execute();
      await t.app.db.updateTable('company').set({ logo: logoKey }).execute();

      const runs = await Promise.all([migrateLegacyImages(t.app, dataDir), migrateLegacyImages(t.app, dataDir)]);
      assert.equal(
        runs.reduce((sum, run) => sum + run.migrated, 0),
        2,
        'each file is recorded once',
      );
      const again = await migrateLegacyImages(t.app, dataDir);
      assert.deepEqual(again, { migrated: 0, removed: 0, left: 1 }, 'a second start changes nothing');

      const avatarUrl = `${API}/user/avatar/${avatarKey.replace('.webp', '')}`;
      const logoUrl = `${API}/company/logo/${logoKey.replace('.webp', '')}`;
      for (const [url, bytes] of [
        [avatarUrl, avatarBytes],
        [logoUrl, logoBytes],
      ] as const) {
        const image = await t.app.inject({ method: 'GET', url });
        assert.equal(image.statusCode, 200, url);
        assert.ok(image.rawPayload.equals(bytes), 'the same bytes under the same URL');
        assert.equal(await t.app.storage.exists(blobKey(sha(bytes))), true);
        assert.equal((await blobOf(sha(bytes)))?.ref_count, 1, 'one reference, though two runs raced');
      }
      assert.equal(existsSync(path.join(dataDir, 'logos')), false, 'an emptied folder goes');
      assert.deepEqual(readdirSync(path.join(dataDir, 'avatars')).sort(), [LEGACY_NOTE, strayKey].sort());
      assert.equal(
        (await t.app.inject({ method: 'GET', url: `${API}/user/avatar/${strayKey.replace('.webp', '')}` })).statusCode,
        404,
      );
    });
  });
}
