import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import net from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { AddressInfo } from 'node:net';
import { seedDemo } from '../../../src/services/demo/seed.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { API, auth, demoMembers, filesUnder, multipart, upload } from '../../helpers/content.js';

type Member = { id: string; token: string };

describe('cancelling an upload at the last byte keeps nothing', () => {
  let t: TestApp;
  let m: Record<'marketer' | 'agent' | 'client', Member>;
  let blobDir: string;
  /** Resolves when each upload request's handler is done (answered or not), in order. */
  const uploadsDone: (() => void)[] = [];
  const nextUploadDone = () => new Promise<void>((resolve) => uploadsDone.push(resolve));

  before(async () => {
    t = await createTestApp({}, (app) => {
      // onSend: the handler is done (a closed connection never gets to onResponse).
      app.addHook('onSend', async (request) => {
        if (request.method === 'POST' && request.url === `${API}/material/`) uploadsDone.shift()?.();
      });
    });
    await seedDemo(t.app.db);
    m = await demoMembers(t.app);
    blobDir = `${t.config.dataDir}/blobs`;
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  after(() => t.close());

  const materialCount = async (ownerId: string) =>
    (await t.app.db.selectFrom('material').select('id').where('owner_id', '=', ownerId).execute()).length;
  const blobRow = (sha256: string) => t.app.db.selectFrom('blob').selectAll().where('sha256', '=', sha256).executeTakeFirst();

  it('closes the connection right after the last byte: no material row, no blob row, no stored bytes', async () => {
    const data = randomBytes(300_000);
    const sha256 = createHash('sha256').update(data).digest('hex');
    const body = multipart({ name: 'cancelled.pdf', data });
    // The server notices the closed connection while it still stores the bytes: hold the stored bytes
    // until the server's side of the connection has closed, which is the worst moment a cancel can land.
    let serverSocketClosed!: Promise<void>;
    t.app.server.once('connection', (socket) => {
      serverSocketClosed = new Promise((resolve) => socket.once('close', () => resolve()));
    });
    const storage = t.app.storage;
    const put = storage.put.bind(storage);
    storage.put = async (source, options) => {
      const stored = await put(source, options);
      await serverSocketClosed;
      return stored;
    };
    const done = nextUploadDone();
    try {
      const { port } = t.app.server.address() as AddressInfo;
      const socket = net.connect(port, '127.0.0.1');
      socket.on('error', () => {});
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      const head =
        `POST ${API}/material/ HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${m.agent.token}\r\n` +
        `Content-Type: ${body.headers['content-type']}\r\nContent-Length: ${body.payload.length}\r\n\r\n`;
      socket.write(head);
      socket.write(body.payload, () => socket.destroy());
      await done;
    } finally {
      storage.put = put;
    }
    assert.equal(await materialCount(m.agent.id), 0, 'no material row');
    assert.equal(await blobRow(sha256), undefined, 'no blob row');
    assert.deepEqual(
      filesUnder(blobDir).filter((file) => file.endsWith(sha256)),
      [],
      'no stored bytes',
    );
    assert.deepEqual(filesUnder(`${blobDir}-tmp`), [], 'no temporary left');
  });

  it('withdraws an upload answered after its cancel: the material and its bytes go', async () => {
    const data = randomBytes(4000);
    const sha256 = createHash('sha256').update(data).digest('hex');
    const item = (await upload(t.app, m.agent.token, { name: 'late.pdf', data })).json();
    assert.equal(filesUnder(blobDir).filter((file) => file.endsWith(sha256)).length, 1);
    const withdrawn = await t.app.inject({
      method: 'POST',
      url: `${API}/material/${item.id}/withdraw`,
      headers: auth(m.agent.token),
    });
    assert.equal(withdrawn.statusCode, 204, withdrawn.body);
    assert.equal(await materialCount(m.agent.id), 0);
    assert.equal(await blobRow(sha256), undefined);
    assert.deepEqual(
      filesUnder(blobDir).filter((file) => file.endsWith(sha256)),
      [],
    );
    const again = await t.app.inject({
      method: 'POST',
      url: `${API}/material/${item.id}/withdraw`,
      headers: auth(m.agent.token),
    });
    assert.equal(again.statusCode, 404);
  });

  it('keeps bytes another material refers to, and withdraws only my own uploads', async () => {
    const data = randomBytes(4000);
    const sha256 = createHash('sha256').update(data).digest('hex');
    const kept = (await upload(t.app, m.marketer.token, { name: 'kept.pdf', data })).json();
    const mine = (await upload(t.app, m.agent.token, { name: 'same-bytes.pdf', data })).json();
    const foreign = await t.app.inject({
      method: 'POST',
      url: `${API}/material/${kept.id}/withdraw`,
      headers: auth(m.agent.token),
    });
    assert.equal(foreign.statusCode, 404, 'another member’s material');
    const sent = await t.app.inject({
      method: 'POST',
      url: `${API}/content/copy/send`,
      headers: auth(m.marketer.token),
      payload: { folder_ids: [], material_ids: [kept.id], recipient_ids: [m.agent.id] },
    });
    assert.equal(sent.statusCode, 200, sent.body);
    const received = await t.app.db
      .selectFrom('material')
      .select('id')
      .where('owner_id', '=', m.agent.id)
      .where('space', '=', 'shared')
      .executeTakeFirstOrThrow();
    const notAnUpload = await t.app.inject({
      method: 'POST',
      url: `${API}/material/${received.id}/withdraw`,
      headers: auth(m.agent.token),
    });
    assert.equal(notAnUpload.statusCode, 404, 'a received material is not an upload');
    const withdrawn = await t.app.inject({
      method: 'POST',
      url: `${API}/material/${mine.id}/withdraw`,
      headers: auth(m.agent.token),
    });
    assert.equal(withdrawn.statusCode, 204);
    assert.equal((await blobRow(sha256))?.ref_count, 2, 'the marketer’s and the received copy remain');
    assert.equal(filesUnder(blobDir).filter((file) => file.endsWith(sha256)).length, 1, 'bytes kept');
  });
});
