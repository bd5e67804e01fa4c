import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type KyselyPlugin } from 'kysely';
import { sendForm as sendFormService } from '../../../src/services/forms/forms.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { upload } from '../../helpers/content.js';
import { API, sendForm, starterTemplateId } from '../../helpers/forms.js';
import { seedHierarchy, tokenFor, type TestMember } from '../../helpers/members.js';
import { testMigrator } from '../../helpers/migrator.js';

interface Item {
  id: string;
  type: string;
  title: string;
  content_type: string | null;
  form_status?: string;
  folder_id: string | null;
  shared_by: { id: string } | null;
  path?: unknown[];
}
interface ContentPage {
  items: Item[];
  total: number;
  pages: number;
}

describe('a sent intake form is a content item of type intake_form', () => {
  let t: TestApp;
  let m: Record<string, TestMember>;
  const h: Record<string, Record<string, string>> = {};
  const list = async (who: string, url: string) => {
    const response = await t.app.inject({ method: 'GET', url: `${API}${url}`, headers: h[who]! });
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as ContentPage;
  };
  const formsIn = (page: ContentPage) => page.items.filter((i) => i.type === 'intake_form');

  before(async () => {
    t = await createTestApp();
    ({ m } = await seedHierarchy(t.app.db));
    for (const key of Object.keys(m)) h[key] = await tokenFor(t.app, m[key]!);
  });
  after(() => t.close());

  it('is listed in the client’s shared space, after folders and before files, and opens as a form', async () => {
    const file = await upload(t.app, h.G1!.authorization!.slice(7), { name: 'Brochure.pdf', data: Buffer.from('%PDF-1.4') });
    const folder = (
      await t.app.inject({ method: 'POST', url: `${API}/folder/`, headers: h.G1!, payload: { title: 'Kit' } })
    ).json();
    await t.app.inject({
      method: 'POST',
      url: `${API}/content/copy/send`,
      headers: h.G1!,
      payload: { folder_ids: [folder.id], material_ids: [file.json().id], recipient_ids: [m.C1!.id] },
    });
    const sent = await sendForm(t.app, h.G1!, m.C1!.id, { title: 'Health intake' });
    assert.equal(sent.statusCode, 201, sent.body);

    const page = await list('C1', '/content/shared');
    assert.deepEqual(
      page.items.map((i) => [i.type, i.title]),
      [
        ['folder', 'Kit'],
        ['intake_form', 'Health intake'],
        ['material', 'Brochure.pdf'],
      ],
    );
    const form = page.items[1]!;
    assert.equal(form.id, sent.json().id);
    assert.equal(form.content_type, 'intake_form');
    assert.equal(form.form_status, 'draft');
    assert.equal(form.folder_id, null);
    assert.equal(form.shared_by?.id, m.G1!.id);
    // Pages split across the parts: page 2 of size 1 is the form.
    assert.deepEqual(
      (await list('C1', '/content/shared?page=2&size=1')).items.map((i) => i.id),
      [form.id],
    );
    // Inside a folder there are no forms: they live at the top level.
    assert.equal(
      formsIn(await list('C1', `/content/shared?folder_id=${(await list('C1', '/content/shared')).items[0]!.id}`)).length,
      0,
    );
  });

  it('is filtered by type, searched by title and sorted with the rest', async () => {
    await sendForm(t.app, h.G1!, m.C1!.id, { title: 'Auto questionnaire' });
    const forms = await list('C1', '/content/shared?type=intake_form');
    assert.deepEqual(
      forms.items.map((i) => i.title),
      ['Auto questionnaire', 'Health intake'],
    );
    assert.ok(forms.items.every((i) => i.type === 'intake_form'));
    assert.deepEqual(
      (await list('C1', '/content/shared?type=intake_form&sort=-name')).items.map((i) => i.title),
      ['Health intake', 'Auto questionnaire'],
    );
    assert.deepEqual(
      (await list('C1', '/content/shared?type=intake_form&sort=-date')).items.map((i) => i.title),
      ['Auto questionnaire', 'Health intake'],
    );
    // The spec's content_type names the same kind.
    assert.equal((await list('C1', '/content/shared?content_type=intake_form')).total, 2);
    assert.deepEqual(
      (await list('C1', '/content/shared?type=material')).items.map((i) => i.type),
      ['material'],
    );
    assert.deepEqual(
      (await list('C1', '/content/shared?type=folder')).items.map((i) => i.type),
      ['folder'],
    );
    assert.equal(formsIn(await list('C1', '/content/shared?content_type=application/pdf')).length, 0);
    // A search through the whole space finds a form by any word of its title, in any case.
    const found = await list('C1', '/content/shared?title=HEALTH');
    assert.deepEqual(
      found.items.map((i) => [i.type, i.title, i.path]),
      [['intake_form', 'Health intake', []]],
    );
    assert.equal((await list('C1', '/content/shared?title=au&type=intake_form')).total, 1);
    assert.equal((await list('C1', `/content/shared?type=intake_form&invited_by_id=${m.G1!.id}`)).total, 2);
    assert.equal((await list('C1', `/content/shared?type=intake_form&invited_by_id=${m.M1!.id}`)).total, 0);
  });

  it('pages next to a form with after_id and before_id, the same pages as by number', async () => {
    // C3's own forms, from their agent G2.
    for (const title of ['Health intake', 'Auto questionnaire', 'Dental history'])
      assert.equal((await sendForm(t.app, h.G2!, m.C3!.id, { title })).statusCode, 201);
    const forms = (await list('C3', '/content/shared?type=intake_form')).items;
    assert.deepEqual(
      forms.map((i) => i.title),
      ['Auto questionnaire', 'Dental history', 'Health intake'],
    );
    // One at a time from the first form on, and back from the last: the neighbours, never the edge again.
    const after = async (id: string) =>
      (await list('C3', `/content/shared?type=intake_form&size=1&page=2&after_id=${id}`)).items.map((i) => i.title);
    const before = async (id: string) =>
      (await list('C3', `/content/shared?type=intake_form&size=1&page=1&before_id=${id}`)).items.map((i) => i.title);
    assert.deepEqual(await after(forms[0]!.id), ['Dental history']);
    assert.deepEqual(await after(forms[1]!.id), ['Health intake']);
    assert.deepEqual(await before(forms[2]!.id), ['Dental history']);
    assert.deepEqual(await before(forms[1]!.id), ['Auto questionnaire']);
  });

  it('is in the sender’s list of what they sent the client, and nobody else’s', async () => {
    const sentByAgent = await list('G1', `/content/shared?sent_to_id=${m.C1!.id}&type=intake_form`);
    assert.equal(sentByAgent.total, 2);
    // A form the marketer sends is in the marketer's "sent" list, not the agent's.
    await sendForm(t.app, h.M1!, m.C1!.id, { title: 'Marketer form' });
    assert.equal((await list('M1', `/content/shared?sent_to_id=${m.C1!.id}&type=intake_form`)).total, 1);
    assert.equal((await list('G1', `/content/shared?sent_to_id=${m.C1!.id}&type=intake_form`)).total, 2);
    // Nobody sees it in their own lists: not the sender, not another client, not another company.
    for (const who of ['G1', 'M1', 'C2', 'BC', 'BA', 'A1']) {
      assert.equal(formsIn(await list(who, '/content/shared')).length, 0, `${who}'s shared space`);
      assert.equal(formsIn(await list(who, '/content/')).length, 0, `${who}'s own space`);
    }
    assert.equal(
      (await t.app.inject({ method: 'GET', url: `${API}/content/shared?sent_to_id=${m.C1!.id}`, headers: h.BA! })).statusCode,
      404,
      'another company cannot even name the client',
    );
    // Own materials hold no forms, and a type filter there says so with an empty list.
    assert.equal((await list('C1', '/content/?type=intake_form')).total, 0);
  });

  it('refuses an unknown type with a detail naming the allowed ones', async () => {
    for (const url of ['/content/shared?type=form', '/content/?type=file']) {
      const response = await t.app.inject({ method: 'GET', url: `${API}${url}`, headers: h.C1! });
      assert.equal(response.statusCode, 400);
      assert.match(response.json().detail, /type must be one of: folder, material, intake_form/);
    }
  });

  it('appears only with the form: a send that fails part-way leaves neither', async () => {
    const before = (await list('C2', '/content/shared')).total;
    const failNotifications: KyselyPlugin = {
      transformQuery: ({ node }) => {
        if (node.kind === 'InsertQueryNode' && JSON.stringify(node.into).includes('"notification"')) throw new Error('boom');
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const actor = { membershipId: m.G1!.id, companyId: m.G1!.companyId, role: m.G1!.role };
    const templateId = await starterTemplateId(t.app, h.G1!);
    await assert.rejects(
      sendFormService(
        t.app.db.withPlugin(failNotifications),
        actor,
        { template_id: templateId, client_id: m.C2!.id, title: 'Half sent' },
        { ip: null, userAgent: null },
      ),
      /boom/,
    );
    const rows = await t.app.db.selectFrom('intake_form').select('id').where('title', '=', 'Half sent').execute();
    assert.equal(rows.length, 0);
    assert.equal((await list('C2', '/content/shared')).total, before);
    // The same send, whole: the item and the form arrive together.
    const id = await sendFormService(
      t.app.db,
      actor,
      { template_id: templateId, client_id: m.C2!.id, title: 'Whole' },
      {
        ip: null,
        userAgent: null,
      },
    );
    assert.deepEqual(
      formsIn(await list('C2', '/content/shared')).map((i) => i.id),
      [id],
    );
  });

  it('lists forms sent before migration 0022 after it runs (and 0022 goes down and up again)', async () => {
    const actor = { membershipId: m.G1!.id, companyId: m.G1!.companyId, role: m.G1!.role };
    const templateId = await starterTemplateId(t.app, h.G1!);
    const migrator = await testMigrator(t.app.db);
    // Sent before the way down (today's service writes tables of later migrations, such as the mail
    // queue): going down to 0021 takes away what 0022 added for it, and 0022 going up must bring it back.
    const sentId = await sendFormService(
      t.app.db,
      actor,
      { template_id: templateId, client_id: m.C2!.id, title: 'Before the listing index' },
      { ip: null, userAgent: null },
    );
    // Down to just before 0022 (with whatever came after it).
    const down = await migrator.migrateTo('0021_avatar_member_version');
    assert.equal(down.error, undefined);
    assert.ok(down.results?.every((r) => r.status === 'Success'));
    assert.equal(down.results?.at(-1)?.migrationName, '0022_intake_form_listing');
    const up = await migrator.migrateToLatest();
    assert.equal(up.error, undefined);
    assert.equal(up.results?.[0]?.migrationName, '0022_intake_form_listing');
    const page = await list('C2', '/content/shared?type=intake_form&sort=-date');
    assert.equal(page.items[0]?.id, sentId);
  });
});
