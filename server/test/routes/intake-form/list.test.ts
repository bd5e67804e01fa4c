import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { API, sendForm, signedForm } from '../../helpers/forms.js';
import { seedHierarchy, tokenFor, type TestMember } from '../../helpers/members.js';

interface Summary {
  id: string;
  title: string;
  status: string;
  client: { id: string; full_name: string; email: string };
  sender: { id: string; full_name: string; email: string } | null;
}

describe('the intake forms list', () => {
  let t: TestApp;
  let m: Record<string, TestMember>;
  const h: Record<string, Record<string, string>> = {};
  const list = async (who: string, query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `${API}/intake-form/?${query}`, headers: h[who]! });
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as { items: Summary[]; total: number; page: number; size: number; pages: number };
  };
  const named = (member: TestMember) => ({
    id: member.id,
    full_name: `${member.firstName} ${member.lastName}`,
    email: member.email,
  });

  before(async () => {
    t = await createTestApp();
    ({ m } = await seedHierarchy(t.app.db));
    for (const key of Object.keys(m)) h[key] = await tokenFor(t.app, m[key]!);
  });
  after(() => t.close());

  it("shows each form's client and sender by name, newest first, filtered and a page at a time", async () => {
    const drafts: { id: string }[] = [];
    for (const title of ['First', 'Second', 'Third']) drafts.push((await sendForm(t.app, h.G1!, m.C1!.id, { title })).json());
    const signed = await signedForm(t.app, h.G1!, h.C1!, m.C1!.id);
    const other = (await sendForm(t.app, h.M1!, m.C2!.id, { title: 'Elsewhere' })).json();

    const first = await list('G1', `client_id=${m.C1!.id}&status=draft&size=2&page=1`);
    assert.equal(first.total, 3);
    assert.equal(first.pages, 2);
    assert.deepEqual(
      first.items.map((f) => f.title),
      ['Third', 'Second'],
    );
    for (const form of first.items) {
      assert.deepEqual(form.client, named(m.C1!));
      assert.deepEqual(form.sender, named(m.G1!));
    }
    const second = await list('G1', `client_id=${m.C1!.id}&status=draft&size=2&page=2`);
    assert.deepEqual(
      second.items.map((f) => f.id),
      [drafts[0]!.id],
    );
    const past = await list('G1', `client_id=${m.C1!.id}&status=draft&size=2&page=3`);
    assert.deepEqual(past.items, []);
    assert.equal(past.total, 3);

    const done = await list('G1', `client_id=${m.C1!.id}&status=signed`);
    assert.deepEqual(
      done.items.map((f) => f.id),
      [signed.id],
    );
    // The client sees what was sent to them, the sender named; the form sent to another client is not theirs.
    const own = await list('C1', 'size=50');
    assert.ok(own.items.every((f) => f.client.id === m.C1!.id));
    assert.ok(!own.items.some((f) => f.id === other.id));
    assert.deepEqual(own.items.find((f) => f.id === drafts[2]!.id)?.sender, named(m.G1!));
    // The marketer above both clients reviews both; the other's sender is the marketer.
    const marketer = await list('M1', 'size=50');
    assert.deepEqual(marketer.items.find((f) => f.id === other.id)?.sender, named(m.M1!));
    assert.deepEqual(marketer.items.find((f) => f.id === other.id)?.client, named(m.C2!));
  });
});
