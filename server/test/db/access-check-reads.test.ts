import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CompiledQuery } from 'kysely';
import { membershipsReader } from '../../src/services/identity/memberships.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { createCompany, insertMembers, tokenFor, type TestMember } from '../helpers/members.js';
import { statementsOf } from '../helpers/statements.js';

/**
 * The access check runs on every request: the checks of requests that arrive together are read in one
 * statement, each row by its key. On a company's own installation — one company, a few dozen members —
 * too: with statistics that say the company table holds one row, SQLite's planner scanned that table
 * for a join, three times the cost of the whole read.
 */
describe('the access checks', () => {
  let t: TestApp;
  let members: Record<string, TestMember>;
  const sqlite = !process.env.TEST_DATABASE_URL;

  before(async () => {
    t = await createTestApp();
    const company = await createCompany(t.app.db, 'Solo Insurance');
    members = await insertMembers(t.app.db, company, [
      { key: 'A', role: 'admin' },
      ...Array.from({ length: 60 }, (_, i) => ({ key: `M${i}`, role: 'marketer' as const, upline: 'A' })),
    ]);
    await t.app.db
      .insertInto('ended_session')
      .values({ family_id: 'signed-out', membership_id: members.M2!.id, ended_at: new Date().toISOString() })
      .execute();
    await t.app.db.executeQuery(CompiledQuery.raw(sqlite ? 'analyze' : 'analyze company, user_company, ended_session'));
  });
  after(() => t.close());

  it('reads several checks in one statement, each with its own answer', async () => {
    const read = membershipsReader(t.app.db);
    let answers: Awaited<ReturnType<typeof read>> = [];
    const asked = [
      { session: 'live', membership: members.M1!.id },
      { session: 'signed-out', membership: members.M2!.id },
      { session: 'live', membership: 'nobody' },
      { session: 'live', membership: members.A!.id },
      { session: 'signed-out', membership: members.M1!.id },
    ];
    const sent = await statementsOf(async () => (answers = await read(asked)));
    assert.equal(sent.length, 1);
    assert.deepEqual(
      answers.map((a) => a && [a.role, Boolean(a.ended), a.company_name]),
      [
        ['marketer', false, 'Solo Insurance'],
        ['marketer', true, 'Solo Insurance'],
        undefined,
        ['admin', false, 'Solo Insurance'],
        ['marketer', true, 'Solo Insurance'],
      ],
    );
    // More checks than one statement reads: one statement per 32.
    const many = Array.from({ length: 40 }, (_, i) => ({ session: 'live', membership: members[`M${i}`]!.id }));
    const sentMany = await statementsOf(async () => (answers = await read(many)));
    assert.equal(sentMany.length, 2);
    assert.deepEqual(
      answers.map((a) => a?.role),
      many.map(() => 'marketer'),
    );
  });

  it('requests that arrive together are checked in one statement, and each is answered as its member', async () => {
    const who = ['M3', 'M4', 'M5', 'A'];
    const headers = await Promise.all(who.map((key) => tokenFor(t.app, members[key]!)));
    const me = (h: { authorization: string }) => t.app.inject({ method: 'GET', url: '/api/frontend/user/', headers: h });
    // Each token once on its own first: its signature is then known, and checking it waits for nothing.
    for (const h of headers) assert.equal((await me(h)).statusCode, 200);
    let replies: { statusCode: number; json(): { email: string } }[] = [];
    const sent = await statementsOf(async () => (replies = await Promise.all(headers.map(me))));
    assert.deepEqual(
      replies.map((r) => r.statusCode),
      [200, 200, 200, 200],
    );
    assert.deepEqual(
      replies.map((r) => r.json().email),
      who.map((key) => members[key]!.email),
    );
    assert.equal(sent.filter((q) => /from asked/.test(q.sql)).length, 1, 'one access-check statement for the four requests');
  });

  it('reads the membership, its company and the session each by key', async () => {
    const [query] = await statementsOf(() => membershipsReader(t.app.db)([{ session: 's', membership: members.M7!.id }]));
    // The fault looked for is SQLite's: PostgreSQL rightly scans tables this small (and uses their keys at size).
    if (!sqlite) return;
    // The timed statement may carry the shape's stand-ins (NUL-marked, refused by the database guard):
    // the plan depends on the SQL alone, so any plain values do.
    const values = query!.parameters.map((value) => (typeof value === 'string' ? value.replaceAll('\u0000', '') : value));
    const explain = CompiledQuery.raw(`explain query plan ${query!.sql}`, values);
    const plan = (await t.app.db.executeQuery<{ detail: string }>(explain)).rows.map((r) => r.detail).join('\n');
    assert.doesNotMatch(plan, /^SCAN (m|c|e|user_company|company|ended_session)\b/m, plan);
    assert.match(plan, /SEARCH c USING INDEX sqlite_autoindex_company_1 \(id=\?\)/, plan);
    assert.match(plan, /SEARCH m USING INDEX sqlite_autoindex_user_company_1 \(id=\?\)/, plan);
  });
});
