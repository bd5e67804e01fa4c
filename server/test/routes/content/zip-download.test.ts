import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { crc32 } from 'node:zlib';
import { zipStream } from '../../../src/lib/zip.js';
import { seedDemo } from '../../../src/services/demo/seed.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { API, auth, demoMembers, upload } from '../../helpers/content.js';

describe('zip downloads', () => {
  let t: TestApp;
  let token: string;
  let scratch: string;
  const call = (method: string, url: string, payload?: object) =>
    t.app.inject({ method: method as 'GET', url: `${API}${url}`, headers: auth(token), ...(payload ? { payload } : {}) });

  /** Lists a zip with the system's unzip and tests every entry's CRC. */
  function unzip(bytes: Buffer): { names: string[]; read: (name: string) => Buffer } {
    const file = path.join(scratch, `${randomBytes(4).toString('hex')}.zip`);
    writeFileSync(file, bytes);
    execFileSync('unzip', ['-tq', file]);
    const listing = execFileSync('unzip', ['-Z1', file], { env: { ...process.env, LANG: 'C.UTF-8' } }).toString('utf8');
    return {
      names: listing.split('\n').filter(Boolean).sort(),
      read: (name) => execFileSync('unzip', ['-p', file, name.replace(/([[\]*?])/g, '[$1]')], { maxBuffer: 1e8 }),
    };
  }

  before(async () => {
    t = await createTestApp();
    await seedDemo(t.app.db);
    token = (await demoMembers(t.app)).agent.token;
    scratch = mkdtempSync(path.join(os.tmpdir(), 'cascade-zip-'));
  });
  after(async () => {
    rmSync(scratch, { recursive: true, force: true });
    await t.close();
  });

  it('zips a folder with safe, unique names and the right bytes', async () => {
    const top = (await call('POST', '/folder/', { title: 'Q3: "plans"' })).json();
    const sub = (await call('POST', '/folder/', { title: 'Über/..', folder_id: top.id })).json();
    const a = randomBytes(100_000);
    const b = randomBytes(10);
    await upload(t.app, token, { name: 'report.pdf', data: a }, { folder_id: top.id });
    // Names that only differ in characters a zip cannot keep end up numbered.
    await upload(t.app, token, { name: 'a?b.pdf', data: b }, { folder_id: top.id });
    await upload(t.app, token, { name: 'a*b.pdf', data: b }, { folder_id: top.id });
    await upload(t.app, token, { name: '../../evil.sh', data: b }, { folder_id: sub.id });
    // A CR/LF in a file name is refused at upload (test/routes/names.test.ts); non-ASCII names are kept.
    await upload(t.app, token, { name: 'Ωmega.txt', data: b }, { folder_id: sub.id });
    await call('POST', '/folder/', { title: 'empty', folder_id: sub.id });

    const response = await call('GET', `/folder/${top.id}`);
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'application/zip');
    assert.match(
      String(response.headers['content-disposition']),
      /^attachment; filename="Q3_ _plans_.zip"; filename\*=UTF-8''Q3_%20_plans_.zip$/,
    );
    const zip = unzip(response.rawPayload);
    assert.deepEqual(
      zip.names,
      ['a_b (2).pdf', 'a_b.pdf', 'report.pdf', 'Über/', 'Über/empty/', 'Über/evil.sh', 'Über/Ωmega.txt'].sort(),
    );
    assert.ok(zip.read('report.pdf').equals(a));
    assert.ok(zip.read('Über/evil.sh').equals(b));
  });

  it('zips a selection of folders and materials', async () => {
    const f = (await call('POST', '/folder/', { title: 'Sel' })).json();
    const inner = (await upload(t.app, token, { name: 'in.txt', data: Buffer.from('in') }, { folder_id: f.id })).json();
    const loose = (await upload(t.app, token, { name: 'loose.txt', data: Buffer.from('loose') })).json();
    const response = await call('POST', '/content/download', { folder_ids: [f.id], material_ids: [loose.id, inner.id] });
    assert.equal(response.statusCode, 200, response.body);
    const zip = unzip(response.rawPayload);
    assert.deepEqual(zip.names, ['Sel/', 'Sel/in.txt', 'loose.txt']);
    assert.equal(zip.read('loose.txt').toString(), 'loose');
    const foreign = await t.app.inject({
      method: 'POST',
      url: `${API}/content/download`,
      headers: auth((await demoMembers(t.app)).client.token),
      payload: { folder_ids: [f.id], material_ids: [] },
    });
    assert.equal(foreign.statusCode, 404);
  });

  it('takes each file CRC-32 from its blob (recorded at upload) and computes it for blobs without one', async () => {
    const folder = (await call('POST', '/folder/', { title: 'Crc' })).json();
    const data = randomBytes(300_000);
    const sha256 = createHash('sha256').update(data).digest('hex');
    await upload(t.app, token, { name: 'a.bin', data }, { folder_id: folder.id });
    const recorded = await t.app.db.selectFrom('blob').select('crc32').where('sha256', '=', sha256).executeTakeFirstOrThrow();
    assert.equal(Number(recorded.crc32), crc32(data));

    // A blob stored before CRC-32s were recorded: the zip computes it, and the next upload of the same bytes records it.
    await t.app.db.updateTable('blob').set({ crc32: null }).where('sha256', '=', sha256).execute();
    assert.ok(
      unzip((await call('GET', `/folder/${folder.id}`)).rawPayload)
        .read('a.bin')
        .equals(data),
    );
    await upload(t.app, token, { name: 'again.bin', data });
    const filled = await t.app.db.selectFrom('blob').select('crc32').where('sha256', '=', sha256).executeTakeFirstOrThrow();
    assert.equal(Number(filled.crc32), crc32(data));

    // The recorded value is what the zip carries (a wrong one shows in unzip's check).
    await t.app.db
      .updateTable('blob')
      .set({ crc32: (crc32(data) ^ 1) >>> 0 })
      .where('sha256', '=', sha256)
      .execute();
    const wrong = await call('GET', `/folder/${folder.id}`);
    assert.throws(
      () => unzip(wrong.rawPayload),
      (error: { stdout?: Buffer }) => /bad CRC/i.test(String(error.stdout)),
    );
  });

  it('reads file bytes only as fast as the reader takes the zip (backpressure keeps memory flat)', async () => {
    const chunk = Buffer.alloc(64 * 1024, 1);
    let pulled = 0;
    async function* bytes() {
      for (let i = 0; i < 1024; i += 1) {
        pulled += chunk.length;
        yield chunk;
      }
    }
    const zip = zipStream([
      { kind: 'file', name: 'big.bin', modified: new Date(), size: 1024 * chunk.length, open: async () => bytes() },
    ]);
    const reader = zip[Symbol.asyncIterator]();
    await reader.next();
    // However long the reader pauses, the zip has read at most what it handed over (the first read
    // takes the whole buffer) and one more buffer (at most 1 MiB), not the 64 MiB of the file.
    for (let turn = 0; turn < 500; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    assert.ok(pulled <= 2 * 1024 * 1024 + chunk.length, `read ahead ${pulled} bytes of 64 MiB`);
    zip.destroy();
  });
});
