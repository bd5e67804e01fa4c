import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { seedDemoContent } from '../../src/services/demo/content.js';
import { seedDemo } from '../../src/services/demo/seed.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { API, auth, demoMembers } from '../helpers/content.js';

type Item = { id: string; title: string; type: string; content_type: string | null; size: number | null };

describe('demo content', () => {
  let t: TestApp;
  let members: Awaited<ReturnType<typeof demoMembers>>;
  before(async () => {
    t = await createTestApp();
    await seedDemo(t.app.db);
    await seedDemoContent(t.app.db, t.app.storage, t.app.contentEvents, t.app.maxUploadBytes);
    members = await demoMembers(t.app);
  });
  after(() => t.close());

  const list = async (role: keyof typeof members, space: 'own' | 'shared') =>
    (
      await t.app.inject({
        url: `${API}/content/${space === 'own' ? '' : 'shared'}?size=100`,
        headers: auth(members[role].token),
      })
    ).json().items as Item[];
  const bytes = async (role: keyof typeof members, id: string) =>
    (await t.app.inject({ url: `${API}/material/${id}`, headers: auth(members[role].token) })).rawPayload;

  it('gives the admin folders and real files: a multi-page PDF with text, a JPEG, a WebM video and a CSV', async () => {
    const top = await list('admin', 'own');
    assert.deepEqual(
      top
        .filter((i) => i.type === 'folder')
        .map((i) => i.title)
        .sort(),
      ['Brochures', 'Campaigns', 'Training'],
    );
    const search = async (q: string) =>
      (await t.app.inject({ url: `${API}/content/?title=${encodeURIComponent(q)}`, headers: auth(members.admin.token) }))
        .json()
        .items.filter((i: Item) => i.type === 'material') as Item[];
    const [pdf] = await search('brochure');
    assert.equal(pdf?.content_type, 'application/pdf');
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cascade-demo-'));
    try {
      const file = path.join(dir, 'b.pdf');
      writeFileSync(file, await bytes('admin', pdf!.id));
      const info = execFileSync('pdfinfo', [file]).toString();
      assert.ok(Number(/Pages:\s+(\d+)/.exec(info)?.[1]) >= 3, info);
      assert.match(execFileSync('pdftotext', [file, '-']).toString(), /Term Life 20/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const [image] = await search('banner');
    assert.equal(image?.content_type, 'image/jpeg');
    assert.deepEqual([...(await bytes('admin', image!.id)).subarray(0, 3)], [0xff, 0xd8, 0xff]);
    const [video] = await search('tour');
    assert.equal(video?.content_type, 'video/webm');
    assert.deepEqual([...(await bytes('admin', video!.id)).subarray(0, 4)], [0x1a, 0x45, 0xdf, 0xa3]);
    assert.ok(video!.size! < 300_000);
    const [csv] = await search('rates');
    assert.match((await bytes('admin', csv!.id)).toString(), /^Plan,Age 30/);
  });

  it('has sent content down the hierarchy, each recipient with a notification', async () => {
    const marketer = await list('marketer', 'shared');
    assert.ok(marketer.some((i) => i.title === 'Brochures' && i.type === 'folder'));
    const agent = await list('agent', 'shared');
    assert.ok(agent.some((i) => i.title === 'Summit product brochure 2027.pdf'));
    assert.ok(agent.some((i) => i.title === 'Monthly rates 2027.csv'));
    const client = await list('client', 'shared');
    assert.deepEqual(
      client.map((i) => i.title),
      ['Summit product brochure 2027.pdf'],
    );
    for (const role of ['marketer', 'agent', 'client'] as const) {
      const notes = (await t.app.inject({ url: `${API}/notification/`, headers: auth(members[role].token) })).json();
      assert.ok(notes.total >= 1, `${role} has a notification`);
    }
  });
});
