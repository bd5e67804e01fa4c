import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { insertMembers, seedHierarchy, tokenFor, type TestMember } from '../helpers/members.js';

const BASE = '/api/frontend/user-company';

describe('member name search', () => {
  let t: TestApp;
  let m: Record<string, TestMember>;
  let admin: { authorization: string };

  before(async () => {
    t = await createTestApp();
    const seeded = await seedHierarchy(t.app.db);
    m = await insertMembers(
      t.app.db,
      seeded.companyA,
      [
        { key: 'S1', role: 'client', upline: 'G2', first: 'JOSÉ', last: 'Núñez' },
        { key: 'S2', role: 'client', upline: 'G2', first: 'Zoë', last: 'Ångström' },
        { key: 'S3', role: 'client', upline: 'G2', first: 'Ольга', last: 'ПЕТРОВА' },
        { key: 'S4', role: 'client', upline: 'G2', first: 'Jose', last: 'Nunez-Garcia' },
      ],
      seeded.m,
    );
    admin = await tokenFor(t.app, m.A1!);
  });
  after(() => t.close());

  const search = async (text: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${BASE}/?size=100&full_name=${encodeURIComponent(text)}`,
      headers: admin,
    });
    assert.equal(response.statusCode, 200, response.body);
    return response
      .json()
      .items.map((i: { full_name: string }) => i.full_name)
      .sort();
  };

  it('ignores case and accents in both directions, in every script', async () => {
    assert.deepEqual(await search('jose nunez'), ['JOSÉ Núñez', 'Jose Nunez-Garcia']);
    assert.deepEqual(await search('JOSÉ NÚÑEZ'), ['JOSÉ Núñez', 'Jose Nunez-Garcia']);
    assert.deepEqual(await search('garcía'), ['Jose Nunez-Garcia']);
    assert.deepEqual(await search('angstrom zoe'), ['Zoë Ångström']);
    assert.deepEqual(await search('ÅNGSTRÖM'), ['Zoë Ångström']);
    assert.deepEqual(await search('петрова ОЛЬГА'), ['Ольга ПЕТРОВА']);
  });

  it('finds words in any order and takes wildcards literally', async () => {
    assert.deepEqual(await search('núñez josé'), ['JOSÉ Núñez', 'Jose Nunez-Garcia']);
    assert.deepEqual(await search('z-g'), ['Jose Nunez-Garcia']);
    assert.deepEqual(await search('n_nez'), []);
    assert.deepEqual(await search('j%'), []);
  });
});
