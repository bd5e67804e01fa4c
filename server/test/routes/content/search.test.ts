import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { addMember, API, auth, upload } from '../../helpers/content.js';
import { SMALL_SPACE } from '../../../src/db/text-search.js';
import { newId, nowIso } from '../../../src/lib/ids.js';

interface Item {
  id: string;
  title: string;
  path?: { id: string; title: string }[];
}

/**
 * The same rules for a small space (searched row by row on SQLite) and a large one (through the trigram
 * index): `filler` other materials are added to the member's space first.
 */
for (const filler of [0, SMALL_SPACE])
  describe(`title search through the whole space (${filler ? 'a large space' : 'a small space'})`, () => {
    let t: TestApp;
    let token: string;
    const call = (method: string, url: string, payload?: object) =>
      t.app.inject({ method: method as 'GET', url: `${API}${url}`, headers: auth(token), ...(payload ? { payload } : {}) });
    const folder = async (title: string, folder_id?: string): Promise<Item> =>
      (await call('POST', '/folder/', { title, ...(folder_id ? { folder_id } : {}) })).json();
    const material = async (name: string, folder_id?: string): Promise<Item> =>
      (await upload(t.app, token, { name, data: randomBytes(8) }, folder_id ? { folder_id } : {})).json();
    const search = async (text: string, extra = '') => {
      const response = await call('GET', `/content/?size=100&title=${encodeURIComponent(text)}${extra}`);
      assert.equal(response.statusCode, 200, response.body);
      return response.json() as { items: Item[]; total: number };
    };
    const titles = async (text: string, extra = '') => (await search(text, extra)).items.map((i) => i.title).sort();

    let carriers: Item;
    let aetna: Item;

    before(async () => {
      t = await createTestApp();
      token = (await addMember(t.app, 'agent', null)).token;
      carriers = await folder('Carriers');
      aetna = await folder('Aetna', carriers.id);
      await material('RÉSUMÉ.pdf');
      await material('résumé old.pdf', aetna.id);
      await material('PÓLIZA 2026.pdf', aetna.id);
      await material('Guía de Beneficios.pdf', carriers.id);
      await material('Medicare Supplement Brochure.pdf', aetna.id);
      await material('Brochure for dental.pdf');
      await material('100%_done.pdf');
      await material('Договор СТРАХОВАНИЯ.pdf');
      await folder('Plans ÉTÉ', carriers.id);
      if (filler) {
        const member = await t.app.db
          .selectFrom('material')
          .select(['owner_id', 'company_id', 'blob_sha256'])
          .executeTakeFirstOrThrow();
        const now = nowIso();
        const rows = Array.from({ length: filler }, (_, i) => ({
          ...member,
          id: newId(),
          folder_id: null,
          title: `Filler ${i}`,
          size: 8,
          content_type: 'application/pdf',
          space: 'own' as const,
          shared_by_id: null,
          created_at: now,
          updated_at: now,
        }));
        for (let i = 0; i < rows.length; i += 200)
          await t.app.db
            .insertInto('material')
            .values(rows.slice(i, i + 200))
            .execute();
      }
    });
    after(() => t.close());

    it('ignores case and accents in both directions', async () => {
      assert.deepEqual(await titles('resume'), ['RÉSUMÉ.pdf', 'résumé old.pdf']);
      assert.deepEqual(await titles('RÉSUMÉ'), ['RÉSUMÉ.pdf', 'résumé old.pdf']);
      assert.deepEqual(await titles('Résumé'), ['RÉSUMÉ.pdf', 'résumé old.pdf']);
      assert.deepEqual(await titles('poliza'), ['PÓLIZA 2026.pdf']);
      assert.deepEqual(await titles('PÓLIZA'), ['PÓLIZA 2026.pdf']);
      assert.deepEqual(await titles('póliza'), ['PÓLIZA 2026.pdf']);
      assert.deepEqual(await titles('guia de beneficios'), ['Guía de Beneficios.pdf']);
      assert.deepEqual(await titles('GUÍA'), ['Guía de Beneficios.pdf']);
      assert.deepEqual(await titles('страхования'), ['Договор СТРАХОВАНИЯ.pdf'], 'not only Latin');
      assert.deepEqual(await titles('ДОГОВОР'), ['Договор СТРАХОВАНИЯ.pdf']);
      assert.deepEqual(await titles('ete'), ['Plans ÉTÉ'], 'folders too');
      // Decomposed input (e + combining acute) finds the precomposed title.
      assert.deepEqual(await titles('re\u0301sume\u0301'), ['RÉSUMÉ.pdf', 'résumé old.pdf']);
    });

    it('finds every word, in any order, anywhere in the title', async () => {
      assert.deepEqual(await titles('medicare brochure'), ['Medicare Supplement Brochure.pdf']);
      assert.deepEqual(await titles('BROCHURE   medicare'), ['Medicare Supplement Brochure.pdf']);
      assert.deepEqual(await titles('brochure'), ['Brochure for dental.pdf', 'Medicare Supplement Brochure.pdf']);
      assert.deepEqual(await titles('suppl care'), ['Medicare Supplement Brochure.pdf'], 'fragments of words');
      assert.deepEqual(await titles('medicare dental'), [], 'all words, not any');
      assert.deepEqual(await titles('de'), ['Brochure for dental.pdf', 'Guía de Beneficios.pdf'], 'a word too short to index');
      assert.deepEqual(await titles('2026 po'), ['PÓLIZA 2026.pdf'], 'a short word narrows the indexed ones');
    });

    it('takes LIKE wildcards literally', async () => {
      assert.deepEqual(await titles('%'), ['100%_done.pdf']);
      assert.deepEqual(await titles('_'), ['100%_done.pdf']);
      assert.deepEqual(await titles('0%_d'), ['100%_done.pdf']);
      assert.deepEqual(await titles('100%'), ['100%_done.pdf']);
      assert.deepEqual(await titles('r_sume'), []);
      assert.deepEqual(await titles('bro%ure'), []);
      assert.deepEqual(await titles('"brochure"'), [], 'quotes are characters too');
      assert.deepEqual(await titles('\\'), []);
    });

    it('says where each hit lives', async () => {
      const { items } = await search('pdf');
      const where = Object.fromEntries(items.map((i) => [i.title, i.path?.map((p) => p.title).join('/')]));
      assert.equal(where['RÉSUMÉ.pdf'], '');
      assert.equal(where['Guía de Beneficios.pdf'], 'Carriers');
      assert.equal(where['PÓLIZA 2026.pdf'], 'Carriers/Aetna');
      const ete = (await search('ete')).items[0]!;
      assert.deepEqual(ete.path, [{ id: carriers.id, title: 'Carriers' }]);
      const inFolder = await call('GET', `/content/?folder_id=${aetna.id}`);
      assert.equal(inFolder.json().items[0].path, undefined, 'a folder listing needs no location per item');
    });

    it('searches within one folder when given one', async () => {
      assert.deepEqual(await titles('resume', `&folder_id=${aetna.id}`), ['résumé old.pdf']);
    });

    it('follows renames, moves and deletions', async () => {
      const hit = (await search('dental')).items[0]!;
      await call('PATCH', `/material/${hit.id}`, { title: 'Vision plan.pdf' });
      assert.deepEqual(await titles('dental'), []);
      assert.deepEqual(await titles('VISION'), ['Vision plan.pdf']);
      const doomed = await folder('Doomed');
      await material('Cotización final.pdf', doomed.id);
      assert.deepEqual(await titles('cotizacion'), ['Cotización final.pdf']);
      const removed = await call('DELETE', '/content/delete', { folder_ids: [doomed.id], material_ids: [] });
      assert.equal(removed.statusCode, 200, removed.body);
      assert.deepEqual(await titles('cotizacion'), [], 'the folder took its materials out of the index');
    });

    it('never shows another member’s content', async () => {
      const other = await addMember(t.app, 'agent', null);
      await upload(t.app, other.token, { name: 'Résumé of someone else.pdf', data: randomBytes(8) });
      assert.deepEqual(await titles('someone'), []);
    });
  });
