import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { sixPageApplication, uploadPdfTemplate } from '../../helpers/carrier-pdf.js';
import { API, saveDraft, sendForm } from '../../helpers/forms.js';
import { seedHierarchy, tokenFor, type TestMember } from '../../helpers/members.js';

interface Summary {
  id: string;
  title: string;
  status: string;
  carrier_pdf: boolean;
  step: string | null;
}

/** Carrier PDF forms in the forms list beside built-in ones: marked as such, with the step they are at. */
describe('carrier PDF forms in the forms list', () => {
  let t: TestApp;
  let m: Record<string, TestMember>;
  const h: Record<string, Record<string, string>> = {};
  const list = async (who: string, query = '') => {
    const response = await t.app.inject({ method: 'GET', url: `${API}/intake-form/?page=1&size=20${query}`, headers: h[who]! });
    assert.equal(response.statusCode, 200, response.body);
    return (response.json() as { items: Summary[] }).items.map((f) => ({
      title: f.title,
      status: f.status,
      carrier_pdf: f.carrier_pdf,
      step: f.step,
    }));
  };

  before(async () => {
    t = await createTestApp();
    ({ m } = await seedHierarchy(t.app.db));
    for (const key of ['A1', 'M1', 'G1', 'C1']) h[key] = await tokenFor(t.app, m[key]!);
  });
  after(() => t.close());

  it('marks a carrier form and its step for the agent, the client and the reviewer above; the status filter keeps it', async () => {
    await sendForm(t.app, h.G1!, m.C1!.id, { title: 'Built-in' });
    const template = (await uploadPdfTemplate(t.app, h.A1!, await sixPageApplication())).json();
    const sent = await t.app.inject({
      method: 'POST',
      url: `${API}/intake-form/`,
      headers: h.G1!,
      payload: { template_id: template.id, client_id: m.C1!.id, title: 'Carrier' },
    });
    assert.equal(sent.statusCode, 201, sent.body);
    const expected = [
      { title: 'Carrier', status: 'draft', carrier_pdf: true, step: 'prepare' },
      { title: 'Built-in', status: 'draft', carrier_pdf: false, step: null },
    ];
    for (const who of ['G1', 'C1', 'M1']) assert.deepEqual(await list(who), expected, who);
    assert.deepEqual(await list('G1', '&status=draft'), expected);
    assert.deepEqual(await list('G1', '&status=signed'), []);

    const { id, version } = sent.json();
    assert.equal((await saveDraft(t.app, h.G1!, id, version, { agent_producer_number: '17654321' })).statusCode, 200);
    const onward = await t.app.inject({ method: 'POST', url: `${API}/intake-form/${id}/send-to-client`, headers: h.G1! });
    assert.equal(onward.statusCode, 200, onward.body);
    assert.deepEqual((await list('C1'))[0], { title: 'Carrier', status: 'draft', carrier_pdf: true, step: 'client' });
  });
});
