import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CompiledQuery } from 'kysely';
import { onQueryTimed } from '../../src/db/query-timing.js';
import { membershipReader } from '../../src/services/identity/memberships.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { createCompany, insertMembers, type TestMember } from '../helpers/members.js';

/**
 * The access check runs on every request. On a company's own installation — one company, a few hundred
 * members — its read must still take each row by its key: with statistics that say the company table
 * holds one row, SQLite's planner scanned that table for a join, three times the cost of the whole read.
 */
describe('the access check on a one-company installation', () => {
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
    await t.app.db.executeQuery(CompiledQuery.raw(sqlite ? 'analyze' : 'analyze company, user_company, ended_session'));
  });
  after(() => t.close());

  it('reads the membership, its company and the session each by key, in one statement', async () => {
    const sent: CompiledQuery[] = [];
    const stop = onQueryTimed((_, __, query) => sent.push(query));
    const read = await membershipReader(t.app.db)('a-session', members.M7!.id).finally(stop);
    assert.equal(read?.role, 'marketer');
    assert.equal(read?.company_name, 'Solo Insurance');
    assert.equal(sent.length, 1);

    // The fault looked for is SQLite's: PostgreSQL rightly scans tables this small (and uses their keys at size).
    if (!sqlite) return;
    const query = sent[0]!;
    const explain = CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]);
    const plan = (await t.app.db.executeQuery<{ detail: string }>(explain)).rows.map((r) => r.detail).join('\n');
    assert.doesNotMatch(plan, /^SCAN /m, plan);
    assert.match(plan, /SEARCH c USING INDEX sqlite_autoindex_company_1 \(id=\?\)/, plan);
    assert.match(plan, /SEARCH m USING INDEX sqlite_autoindex_user_company_1 \(id=\?\)/, plan);
  });
});
