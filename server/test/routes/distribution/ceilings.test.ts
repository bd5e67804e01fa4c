import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { seedDemo } from '../../../src/services/demo/seed.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { API, auth, demoMembers, upload } from '../../helpers/content.js';

type Member = { id: string; company_id: string; token: string };
type Role = 'admin' | 'marketer' | 'agent' | 'client';
interface Item {
  id: string;
  title: string;
}

/**
 * Share ceilings (docs/distribution.md): "view only" and "no re-send" on a copy, carried down every level
 * (nobody grants more than they hold), enforced on every route that serves bytes and on every send.
 */
describe('share ceilings', () => {
  let t: TestApp;
  let m: Record<Role, Member>;
  const call = (as: Member, method: string, url: string, payload?: object) =>
    t.app.inject({ method: method as 'GET', url: `${API}${url}`, headers: auth(as.token), ...(payload ? { payload } : {}) });
  const send = (as: Member, to: Member, ids: string[], ceilings: { view_only?: boolean; no_resend?: boolean } = {}) =>
    call(as, 'POST', '/content/copy/send', { folder_ids: [], material_ids: ids, recipient_ids: [to.id], ...ceilings });
  const held = async (as: Member, title: string) =>
    ((await call(as, 'GET', '/content/shared')).json().items as Item[]).find((i) => i.title === title)!;
  const link = async (as: Member, id: string, purpose: string) => {
    const made = await call(as, 'POST', '/download/link', { folder_ids: [], material_ids: [id], purpose });
    if (made.statusCode !== 200) return made.statusCode;
    return (await t.app.inject({ method: 'GET', url: made.json().url })).statusCode;
  };
  /** Every route that serves the bytes, as this member: the status of each (a link: made, then opened). */
  const byteRoutes = async (as: Member, id: string, title: string) => {
    const zip = await call(as, 'POST', '/content/download', { folder_ids: [], material_ids: [id] });
    return {
      download: (await call(as, 'GET', `/material/${id}`)).statusCode,
      downloadLink: await link(as, id, 'download'),
      preview: await link(as, id, 'preview'),
      thumbnail: await link(as, id, 'thumbnail'),
      zipHasIt: zip.statusCode === 200 && zip.rawPayload.includes(Buffer.from(title)),
    };
  };
  let image: Buffer;
  const VIEW = { download: 403, downloadLink: 403, preview: 200, thumbnail: 200, zipHasIt: false };
  const FULL = { download: 200, downloadLink: 200, preview: 200, thumbnail: 200, zipHasIt: true };

  before(async () => {
    t = await createTestApp();
    await seedDemo(t.app.db);
    m = await demoMembers(t.app);
    image = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a7' } })
      .png()
      .toBuffer();
  });
  after(() => t.close());

  it('view only, granted by the marketer, holds at the agent and at the client whatever the agent asks', async () => {
    const title = 'Chart.png';
    const origin = (await upload(t.app, m.admin.token, { name: title, data: image, type: 'image/png' })).json().id;
    assert.equal((await send(m.admin, m.marketer, [origin])).statusCode, 200);
    const atMarketer = await held(m.marketer, title);
    assert.deepEqual(await byteRoutes(m.marketer, atMarketer.id, title), FULL);
    assert.equal((await send(m.marketer, m.agent, [atMarketer.id], { view_only: true })).statusCode, 200);
    const atAgent = await held(m.agent, title);
    assert.deepEqual(await byteRoutes(m.agent, atAgent.id, title), VIEW);
    const refused = await call(m.agent, 'GET', `/material/${atAgent.id}`);
    assert.match(refused.json().detail, /to view in Cascade only: it cannot be downloaded, zipped or printed/);
    const lifecycle = (await call(m.agent, 'GET', `/material/${atAgent.id}/details`)).json().lifecycle;
    assert.equal(lifecycle.may_open, true);
    assert.equal(lifecycle.may_download, false);
    assert.match(lifecycle.ceiling_reason, /view in Cascade only/);
    // The agent asks for nothing: the client's copy is view only all the same.
    assert.equal((await send(m.agent, m.client, [atAgent.id], { view_only: false })).statusCode, 200);
    assert.deepEqual(await byteRoutes(m.client, (await held(m.client, title)).id, title), VIEW);
    // Copying it into one's own materials does not lift it either.
    assert.equal(
      (await call(m.agent, 'POST', '/content/copy/send', { folder_ids: [], material_ids: [atAgent.id] })).statusCode,
      200,
    );
    const own = ((await call(m.agent, 'GET', '/content/')).json().items as Item[]).find((i) => i.title === title)!;
    assert.equal((await call(m.agent, 'GET', `/material/${own.id}`)).statusCode, 403);
  });

  it('no re-send stops the next send at every depth, through an own copy too; the holder still opens it', async () => {
    const title = 'Rates.png';
    const origin = (await upload(t.app, m.admin.token, { name: title, data: image, type: 'image/png' })).json().id;
    assert.equal((await send(m.admin, m.marketer, [origin], { no_resend: true })).statusCode, 200);
    const atMarketer = await held(m.marketer, title);
    assert.deepEqual(await byteRoutes(m.marketer, atMarketer.id, title), FULL);
    const refused = await send(m.marketer, m.agent, [atMarketer.id]);
    assert.equal(refused.statusCode, 403);
    assert.match(refused.json().detail, /“Rates\.png” was shared with you with no re-send/);
    const checked = (
      await call(m.marketer, 'POST', '/content/copy/send/check', {
        folder_ids: [],
        material_ids: [atMarketer.id],
        recipient_ids: [m.agent.id],
      })
    ).json();
    assert.equal(checked.refusals[0].recipient_id, null, 'about the selection, for everyone');
    assert.equal((await call(m.marketer, 'GET', `/material/${atMarketer.id}/details`)).json().lifecycle.may_send, false);
    assert.equal(
      (await call(m.marketer, 'POST', '/content/copy/send', { folder_ids: [], material_ids: [atMarketer.id] })).statusCode,
      200,
    );
    const own = ((await call(m.marketer, 'GET', '/content/')).json().items as Item[]).find((i) => i.title === title)!;
    assert.equal((await send(m.marketer, m.agent, [own.id])).statusCode, 403, 'an own copy keeps the ceiling');
    // A level further down: the agent may pass it on only with no re-send, so the client cannot.
    const other = 'Other.png';
    const second = (await upload(t.app, m.admin.token, { name: other, data: image, type: 'image/png' })).json().id;
    assert.equal((await send(m.admin, m.marketer, [second])).statusCode, 200);
    assert.equal((await send(m.marketer, m.agent, [(await held(m.marketer, other)).id])).statusCode, 200);
    assert.equal((await send(m.agent, m.client, [(await held(m.agent, other)).id], { no_resend: true })).statusCode, 200);
    const back = await send(m.client, m.agent, [(await held(m.client, other)).id]);
    assert.equal(back.statusCode, 403, 'the client cannot send it back up either');
  });

  it('a folder sent view only makes every file in it view only', async () => {
    const folder = (await call(m.admin, 'POST', '/folder/', { title: 'Kit' })).json();
    const title = 'In kit.png';
    await upload(t.app, m.admin.token, { name: title, data: image, type: 'image/png' }, { folder_id: folder.id });
    const sent = await call(m.admin, 'POST', '/content/copy/send', {
      folder_ids: [folder.id],
      material_ids: [],
      recipient_ids: [m.marketer.id],
      view_only: true,
    });
    assert.equal(sent.statusCode, 200, sent.body);
    const kit = ((await call(m.marketer, 'GET', '/content/shared')).json().items as Item[]).find((i) => i.title === 'Kit')!;
    const inside = (await call(m.marketer, 'GET', `/content/shared?folder_id=${kit.id}`)).json().items as Item[];
    assert.equal(inside.length, 1);
    assert.deepEqual(await byteRoutes(m.marketer, inside[0]!.id, title), VIEW);
    const zip = await call(m.marketer, 'POST', '/content/download', { folder_ids: [kit.id], material_ids: [] });
    assert.ok(!zip.rawPayload.includes(Buffer.from(title)), "the folder's zip leaves it out");
  });
});
