import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CompiledQuery } from 'kysely';
import type { Db } from '../../src/db/connect.js';
import { newId, nowIso } from '../../src/lib/ids.js';
import { freeName } from '../../src/services/content/free-name.js';
import { listContent } from '../../src/services/content/listing.js';
import { listMembers } from '../../src/services/members/queries.js';
import { memberIds } from '../../src/services/members/list-statements.js';
import { scopeShape } from '../../src/policy/index.js';
import { nameSearch, searchWords } from '../../src/db/text-search.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { sendForm } from '../helpers/forms.js';
import { insertMembers, seedHierarchy, tokenFor, type TestMember } from '../helpers/members.js';
import { statementsOf as sentBy } from '../helpers/statements.js';

/**
 * Each list's SQL, as the services send it, is read through an index on both databases: never a scan of
 * a whole content or member table, and searches through the search index (migration 0011). The data is
 * big enough (and analysed) for the planner's choice to be the one it makes in production.
 */
describe('the query plans of the lists', () => {
  let t: TestApp;
  let m: Record<string, TestMember>;
  let companyId: string;
  let bigFolder: string;
  const sqlite = !process.env.TEST_DATABASE_URL;

  /** A handle of its own: the list caches are per handle, so nothing cached answers its lists. */
  const ownHandle = () =>
    t.app.db.withPlugin({ transformQuery: ({ node }) => node, transformResult: async ({ result }) => result });

  /** A folder row of G1's company, at the top of `owner`'s own space unless `more` says otherwise. */
  const folderRow = (
    owner: string,
    title: string,
    more: Partial<{ parent_id: string; space: 'own' | 'shared'; shared_by_id: string }> = {},
  ) => ({
    id: newId(),
    company_id: companyId,
    owner_id: owner,
    parent_id: null,
    title,
    space: 'own' as 'own' | 'shared',
    shared_by_id: null,
    created_at: nowIso(),
    updated_at: nowIso(),
    ...more,
  });

  /**
   * Runs `work` with a handle of its own (so no list cache answers) and records every statement it
   * sends, as it ran: its SQL and values (only its own: helpers/statements.ts).
   */
  function statementsOf(work: (db: Db) => Promise<unknown>): Promise<CompiledQuery[]> {
    return sentBy(() => work(ownHandle()));
  }

  /**
   * SQLite's plan as it is. PostgreSQL's with sequential scans priced out: at test sizes a scan of a few
   * thousand rows is rightly cheaper, so the question asked is whether an index serves the statement
   * (a statement no index serves still shows its Seq Scan).
   */
  async function plan(query: CompiledQuery): Promise<string> {
    const explain = CompiledQuery.raw(`explain ${sqlite ? 'query plan ' : ''}${query.sql}`, [...query.parameters]);
    const rows = sqlite
      ? (await t.app.db.executeQuery<Record<string, string>>(explain)).rows
      : await t.app.db.transaction().execute(async (trx) => {
          await trx.executeQuery(CompiledQuery.raw('set local enable_seqscan = off'));
          return (await trx.executeQuery<Record<string, string>>(explain)).rows;
        });
    return rows.map((r) => (sqlite ? r.detail : r['QUERY PLAN'])).join('\n');
  }

  /** Every statement's plan, none scanning a whole table; returns them for further checks. */
  async function plans(work: (db: Db) => Promise<unknown>): Promise<string> {
    const all: string[] = [];
    for (const query of await statementsOf(work)) {
      const text = await plan(query);
      const fullScan = sqlite
        ? /^SCAN (folder|material|intake_form|users|user_company|u|m)( AS \w+)?$/m
        : /Seq Scan on (folder|material|intake_form|users|user_company)\b/;
      assert.doesNotMatch(text, fullScan, `a whole table is read for:\n${query.sql}\n${text}`);
      all.push(text);
    }
    return all.join('\n');
  }

  before(async () => {
    t = await createTestApp();
    const seeded = await seedHierarchy(t.app.db);
    companyId = seeded.companyA;
    m = await insertMembers(
      t.app.db,
      companyId,
      Array.from({ length: 400 }, (_, i) => ({
        key: `K${i}`,
        role: 'client' as const,
        upline: 'G1',
        first: `Kim${i}`,
        last: i % 40 === 0 ? 'Zabriskie' : `Lee${i}`,
      })),
      seeded.m,
    );
    // Other companies' members: a company is a small part of the table, as in production.
    await insertMembers(
      t.app.db,
      seeded.companyB,
      Array.from({ length: 900 }, (_, i) => ({
        key: `B${i}`,
        role: 'client' as const,
        upline: 'BG',
        first: `Bo${i}`,
        last: `Berg${i}`,
      })),
      seeded.m,
    );
    const now = nowIso();
    // Three folders per client.
    const folders = Array.from({ length: 1200 }, (_, i) => ({
      id: newId(),
      company_id: companyId,
      owner_id: m[`K${i % 400}`]!.id,
      parent_id: null,
      title: `Plans ${i}`,
      space: 'own' as const,
      shared_by_id: null,
      created_at: now,
      updated_at: now,
    }));
    for (let i = 0; i < folders.length; i += 500)
      await t.app.db
        .insertInto('folder')
        .values(folders.slice(i, i + 500))
        .execute();
    await t.app.db
      .insertInto('blob')
      .values({
        sha256: 'a'.repeat(64),
        size: 1,
        content_type: 'application/pdf',
        storage_key: 'x',
        ref_count: 0,
        created_at: now,
      })
      .execute();
    // Every client a small space; G1 a big one: 6,000 materials in one folder, 20 of them "Zanzibar".
    bigFolder = newId();
    await t.app.db
      .insertInto('folder')
      .values({
        id: bigFolder,
        company_id: companyId,
        owner_id: m.G1!.id,
        parent_id: null,
        title: 'Brochures',
        space: 'own',
        shared_by_id: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const rows = [
      ...Array.from({ length: 6000 }, (_, i) => ({
        owner: m.G1!.id,
        folder: bigFolder as string | null,
        title: i % 300 === 0 ? `Zanzibar plan ${i}.pdf` : `Medicare brochure ${i}.pdf`,
        space: 'own',
      })),
      ...Array.from({ length: 600 * 10 }, (_, i) => ({
        owner: m[`K${i % 400}`]!.id,
        folder: null,
        title: `Medicare guide ${i}.pdf`,
        space: i % 2 ? 'own' : 'shared',
      })),
    ];
    for (let i = 0; i < rows.length; i += 500) {
      await t.app.db
        .insertInto('material')
        .values(
          rows.slice(i, i + 500).map((r) => ({
            id: newId(),
            company_id: companyId,
            owner_id: r.owner,
            folder_id: r.folder,
            title: r.title,
            blob_sha256: 'a'.repeat(64),
            size: 1,
            content_type: 'application/pdf',
            space: r.space as 'own',
            shared_by_id: r.space === 'shared' ? m.G1!.id : null,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
    }
    // Tables that have lived with their rows (autovacuum has run): statistics, and on PostgreSQL the
    // visibility map, as production has them — each plan below is the one it gets whichever test runs first.
    await t.app.db.executeQuery(CompiledQuery.raw(sqlite ? 'analyze' : 'vacuum analyze folder, material, users, user_company'));
  });
  after(() => t.close());

  const agent = () => ({ membershipId: m.G1!.id, companyId, role: 'agent' as const, contentVersion: '0', memberVersion: '0' });
  const page = { page: 1, size: 20 };

  it('content lists: the root, a big folder, its last page, the shared space by sender', async () => {
    // G1's root holds one folder (its counts are the kept ones); K1's holds materials.
    assert.match(await plans((db) => listContent(db, agent(), 'own', page)), /content_count/);
    const root = await plans((db) => listContent(db, { ...agent(), membershipId: m.K1!.id }, 'own', page));
    assert.match(root, /material_company_(listing|size|updated)_idx|material_listing_idx|material_folder_idx/);
    await plans((db) => listContent(db, agent(), 'own', { ...page, folder_id: bigFolder }));
    await plans((db) => listContent(db, agent(), 'own', { folder_id: bigFolder, page: 300, size: 20 }));
    const client = { ...agent(), membershipId: m.K1!.id };
    await plans((db) => listContent(db, client, 'shared', { ...page, invited_by_id: m.G1!.id }));
  });

  /** How many statements `work` sends to the database (subqueries are part of their statement). */
  async function statementCount(work: (db: Db) => Promise<unknown>): Promise<number> {
    return (await statementsOf(work)).length;
  }

  it('a folder list reads its counts and the folder check in one statement, on PostgreSQL with its first page', async () => {
    // Counts with the check (and on PostgreSQL the first page and the folder's path); on SQLite the
    // materials' page and the folder's path after them. The page's material states come with its rows.
    assert.equal(
      await statementCount((db) => listContent(db, agent(), 'own', { ...page, folder_id: bigFolder })),
      sqlite ? 3 : 1,
    );
    // A later page: the counts with the check, the materials' page with their states, the folder's path.
    assert.equal(await statementCount((db) => listContent(db, agent(), 'own', { page: 2, size: 20, folder_id: bigFolder })), 3);
    // The first page's rows come through the listing index in its order: no sort of the folder's 6,000 rows.
    const first = (await statementsOf((db) => listContent(db, agent(), 'own', { ...page, folder_id: bigFolder }))).find((q) =>
      /from "material"/.test(q.sql),
    );
    if (!sqlite) assert.match(first!.sql, /with recursive counts as materialized/);
    const text = await plan(first!);
    assert.match(
      text,
      sqlite ? /material USING (COVERING )?INDEX material_company_listing_idx/ : /Index Scan using material_company_listing_idx/,
      text,
    );
    assert.doesNotMatch(text, sqlite ? /TEMP B-TREE/ : /Sort\b/, text);
    const other = { ...agent(), membershipId: m.K1!.id };
    const refused = await statementCount((db) =>
      listContent(db, other, 'own', { ...page, folder_id: bigFolder }).then(
        () => assert.fail('another member opened the folder'),
        (error: { statusCode?: number }) => assert.equal(error.statusCode, 404),
      ),
    );
    assert.equal(refused, 1);
  });

  it("a folder's path comes with its first page on PostgreSQL, the same path the later pages read", async () => {
    // G1's "Carriers" › "Aetna" › "2026", three materials in the last one.
    const now = nowIso();
    const chain: { id: string; title: string }[] = [];
    for (const title of ['Carriers', 'Aetna', '2026']) {
      const above = chain.at(-1);
      const folder = folderRow(m.G1!.id, title, above ? { parent_id: above.id } : {});
      await t.app.db.insertInto('folder').values(folder).execute();
      chain.push({ id: folder.id, title });
    }
    const deepest = chain.at(-1)!.id;
    await t.app.db
      .insertInto('material')
      .values(
        ['One.pdf', 'Two.pdf', 'Three.pdf'].map((title) => ({
          id: newId(),
          company_id: companyId,
          owner_id: m.G1!.id,
          folder_id: deepest,
          title,
          blob_sha256: 'a'.repeat(64),
          size: 1,
          content_type: 'application/pdf',
          space: 'own' as const,
          shared_by_id: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    const listed: { folder_path?: unknown; items: { title: string }[] }[] = [];
    const firstStatements = await statementsOf(async (db) =>
      listed.push(await listContent(db, agent(), 'own', { page: 1, size: 2, folder_id: deepest })),
    );
    // The counts with the check, the page with its material states and the path: one statement on
    // PostgreSQL, three on SQLite.
    assert.equal(firstStatements.length, sqlite ? 3 : 1);
    await statementsOf(async (db) =>
      listed.push(await listContent(db, agent(), 'own', { page: 2, size: 2, folder_id: deepest })),
    );
    for (const found of listed) assert.deepEqual(found.folder_path, chain);
    assert.deepEqual(
      listed.flatMap((found) => found.items.map((i) => i.title)),
      ['One.pdf', 'Three.pdf', 'Two.pdf'],
    );
    // An empty folder's path too, and another member's folder gives none of it away.
    const empty = await listContent(t.app.db, agent(), 'own', { page: 1, size: 20, folder_id: chain[1]!.id });
    assert.deepEqual(
      empty.items.map((i) => i.title),
      ['2026'],
    );
    assert.deepEqual(empty.folder_path, chain.slice(0, 2));
    const other = { ...agent(), membershipId: m.K1!.id };
    await assert.rejects(listContent(t.app.db, other, 'own', { page: 1, size: 20, folder_id: deepest }), { statusCode: 404 });
  });

  it('the first page read with the counts is the page the other pages continue, wherever a part ends', async () => {
    // K2's shared space: folders, then intake forms, then materials (15 sent to it by G1).
    await t.app.db
      .insertInto('folder')
      .values(
        ['Shared A', 'Shared B', 'Shared C'].map((title) =>
          folderRow(m.K2!.id, title, { space: 'shared', shared_by_id: m.G1!.id }),
        ),
      )
      .execute();
    const headers = await tokenFor(t.app, m.G1!);
    for (const title of ['Intake one', 'Intake two', 'Intake three']) {
      const sent = await sendForm(t.app, headers, m.K2!.id, { title });
      assert.equal(sent.statusCode, 201, sent.body);
    }
    const client = { ...agent(), membershipId: m.K2!.id, contentVersion: 'first-page' };
    // Each list on a handle of its own: no cached counts, so page 1 is read with them.
    const listed = async (pageNumber: number, size: number) =>
      (await listContent(ownHandle(), client, 'shared', { page: pageNumber, size })).items.map(
        (i) => `${i.type}:${i.title}:${i.shared_by?.full_name}`,
      );
    const total = (await listContent(ownHandle(), client, 'shared', { page: 2, size: 1 })).total;
    assert.equal(total, 21);
    const oneByOne: string[] = [];
    for (let n = 1; n <= total; n++) oneByOne.push(...(await listed(n, 1)));
    assert.deepEqual(
      oneByOne.slice(0, 6).map((i) => i.split(':')[0]),
      ['folder', 'folder', 'folder', 'intake_form', 'intake_form', 'intake_form'],
    );
    // Every item was sent by G1, and says so by name.
    const senders = new Set(oneByOne.map((i) => i.split(':').at(-1)));
    assert.equal(senders.size, 1);
    assert.notEqual([...senders][0], 'undefined');
    for (const size of [1, 2, 3, 4, 5, 6, 7, 8, 20, 21, 25]) {
      assert.deepEqual(await listed(1, size), oneByOne.slice(0, size), `the first page of ${size}`);
      if (size < total) assert.deepEqual(await listed(2, size), oneByOne.slice(size, 2 * size), `the second page of ${size}`);
    }
  });

  it("a big folder's counts are the kept ones and its last pages are read from its end", async () => {
    const last = await statementsOf((db) => listContent(db, agent(), 'own', { folder_id: bigFolder, page: 300, size: 20 }));
    assert.match(last[0]!.sql, /content_count/);
    assert.doesNotMatch(last[0]!.sql, /from "material"/, 'the folder is not counted');
    const pageOf = (queries: CompiledQuery[]) => queries.find((q) => /from "material"/.test(q.sql))!;
    assert.match(pageOf(last).sql, /order by "title" desc/);
    assert.equal(Number(pageOf(last).parameters.at(-1)), 0, 'the last page skips nothing');
    const middle = await statementsOf((db) => listContent(db, agent(), 'own', { folder_id: bigFolder, page: 200, size: 20 }));
    assert.equal(Number(pageOf(middle).parameters.at(-1)), 6000 - 200 * 20, 'read from the nearer end');
  });

  it('a keyset page in the middle of a big folder skips nothing and is read from its index', async () => {
    for (const sort of ['name', '-date', 'size'] as const) {
      const edge = (await listContent(t.app.db, agent(), 'own', { folder_id: bigFolder, page: 150, size: 20, sort })).items.at(
        -1,
      )!;
      const next = { folder_id: bigFolder, page: 151, size: 20, sort, after_id: edge.id };
      const queries = await statementsOf((db) => listContent(db, agent(), 'own', next));
      const page = queries.find((q) => /from "material"/.test(q.sql) && /limit/.test(q.sql))!;
      assert.equal(Number(page.parameters.at(-1)), 0, `${sort}: nothing skipped`);
      const text = await plan(page);
      assert.match(
        text,
        sqlite ? /USING INDEX .*,id\)[<>]\(\?,\?\)/ : /Index Cond: .*ROW\(.*\) [<>] ROW\(/,
        `${sort}: from the edge on`,
      );
      assert.doesNotMatch(text, /TEMP B-TREE|Sort\b|Seq Scan/, `${sort}: in index order`);
      const byNumber = await listContent(t.app.db, agent(), 'own', { ...next, after_id: undefined });
      const bySeek = await listContent(t.app.db, agent(), 'own', next);
      assert.deepEqual(
        bySeek.items.map((i) => i.id),
        byNumber.items.map((i) => i.id),
        `${sort}: the same page`,
      );
    }
  });

  it('a deep page by number skips index entries only, and is the page a keyset step gives', async () => {
    // The rows the earlier tests added, vacuumed too.
    if (!sqlite) await t.app.db.executeQuery(CompiledQuery.raw('vacuum analyze material'));
    for (const sort of ['name', '-date', 'size'] as const) {
      const at = { folder_id: bigFolder, page: 100, size: 20, sort };
      const queries = await statementsOf((db) => listContent(db, agent(), 'own', at));
      const page = queries.find((q) => /from "material"/.test(q.sql) && /offset/.test(q.sql))!;
      assert.ok(Number(page.parameters.at(-1)) >= 100, `${sort}: a deep offset`);
      const text = await plan(page);
      if (sqlite) assert.doesNotMatch(page.sql, /"id" in \(select/, 'SQLite skips within the index as it is');
      else
        assert.match(
          text,
          /Index Only Scan (Backward )?using material_company_\w+_idx/,
          `${sort}: the skipped rows are index entries\n${text}`,
        );
      const before = (await listContent(t.app.db, agent(), 'own', { ...at, page: 99 })).items.at(-1)!;
      const stepped = await listContent(t.app.db, agent(), 'own', { ...at, after_id: before.id });
      const deep = await listContent(t.app.db, agent(), 'own', at);
      assert.equal(deep.items.length, 20);
      assert.deepEqual(
        deep.items.map((i) => i.id),
        stepped.items.map((i) => i.id),
        `${sort}: the same page, in order`,
      );
    }
  });

  it('sorted content lists: a big folder by size and by date, both ways, read in order from their indexes', async () => {
    for (const sort of ['size', '-size', 'date', '-date'] as const) {
      const text = await plans((db) => listContent(db, agent(), 'own', { folder_id: bigFolder, page: 2, size: 20, sort }));
      assert.match(text, sort.endsWith('size') ? /material_company_size_idx/ : /material_company_updated_idx/, text);
      // SQLite reads the page in index order rather than sorting the folder.
      if (sqlite) assert.doesNotMatch(text, /USE TEMP B-TREE FOR ORDER BY/, text);
    }
  });

  it('intake forms in the shared list: by name and by date, each from its index', async () => {
    const headers = await tokenFor(t.app, m.G1!);
    for (const title of ['Health intake', 'Auto intake', 'Annual review']) {
      const sent = await sendForm(t.app, headers, m.K1!.id, { title });
      assert.equal(sent.statusCode, 201, sent.body);
    }
    const client = { ...agent(), membershipId: m.K1!.id, contentVersion: 'forms' };
    for (const sort of ['name', '-name', 'date', '-date'] as const) {
      const text = await plans((db) => listContent(db, client, 'shared', { ...page, type: 'intake_form', sort }));
      assert.match(text, sort.endsWith('date') ? /intake_form_owner_updated_idx/ : /intake_form_owner_idx/, text);
    }
  });

  it('content search: through the title index', async () => {
    const found = await plans((db) => listContent(db, agent(), 'own', { ...page, title: 'zanzibar' }));
    assert.match(found, sqlite ? /VIRTUAL TABLE INDEX \d+:.*\n?.*/ : /material_title_trgm_idx/);
    if (sqlite) assert.match(found, /material_title_fts/);
    const twoWords = await plans((db) => listContent(db, agent(), 'own', { ...page, title: 'plan ZANZÍBAR' }));
    assert.match(twoWords, sqlite ? /material_title_fts/ : /material_title_trgm_idx/);
    // PostgreSQL checks the index's candidates against the stored folded title, not by folding each again.
    if (!sqlite) assert.match(found, /Index Cond: .*title_folded ~~/, found);
  });

  it("a search's first page reads each part's matches once, for its count and its page, as the later pages order them", async () => {
    // "brochure" in G1's space: the folder "Brochures", then 5,980 of the big folder's materials.
    const search = { page: 1, size: 20, title: 'brochure' };
    const queries = await statementsOf((db) => listContent(db, agent(), 'own', search));
    const first = queries.filter((q) => /material_matches/.test(q.sql));
    assert.equal(first.length, 1, queries.map((q) => q.sql).join('\n'));
    const text = await plan(first[0]!);
    // One read of the matches in the whole statement: on SQLite one of the title index and one of the
    // table besides the page's rows by id; on PostgreSQL one scan of the table that applies the search
    // (the page's rows by id are a scan of their own, however the planner reads them).
    if (sqlite) {
      const reads = (text.match(/(SCAN|SEARCH) material\b.*/g) ?? []).filter(
        (r) => !/SEARCH material USING INDEX sqlite_autoindex_material_1 \(id=\?\)/.test(r),
      );
      assert.equal(reads.length, 1, text);
      assert.equal(text.match(/SCAN material_title_fts VIRTUAL TABLE/g)?.length, 1, text);
    } else {
      const nodes = text.split(/\n(?=\s*->)/);
      const searching = nodes.filter(
        (n) => /Scan (using \w+ )?on material\b/.test(n.split('\n')[0]!) && /title_folded ~~/.test(n),
      );
      assert.equal(searching.length, 1, text);
    }
    // No other statement reads the matches again: the counts and the page came with that one.
    assert.equal(
      queries.filter((q) => /material_title_(fts|trgm)|title_folded/.test(q.sql) || /search_fold/.test(q.sql)).length,
      1,
    );
    for (const sort of ['name', '-name', '-size', 'date'] as const) {
      // Page 1 of 40 comes from the one statement; page 2 of 20 from the page statements.
      const listed = async (pageNumber: number, size: number) =>
        (await listContent(ownHandle(), agent(), 'own', { ...search, sort, page: pageNumber, size })).items.map(
          (i) => `${i.type}:${i.title}`,
        );
      const forty = await listed(1, 40);
      assert.equal(forty.length, 40);
      assert.equal(forty.filter((i) => i.startsWith('folder:')).length, 1, sort);
      assert.deepEqual(forty.slice(20), await listed(2, 20), `the second page by ${sort}`);
      assert.deepEqual(forty.slice(0, 20), await listed(1, 20), `the first page by ${sort}`);
    }
    const total = (await listContent(ownHandle(), agent(), 'own', search)).total;
    assert.equal(total, 1 + 5980);
  });

  it('a free name is looked up among the titles that start like it, not through the whole folder', async () => {
    const where = { ownerId: m.G1!.id, space: 'own' as const, folderId: bigFolder };
    let free = '';
    const text = await plans(async (db) => (free = await freeName(db, where, 'ZANZIBAR plan 300.pdf', true)));
    // 6,000 items in the folder, 20 of them "Zanzibar plan …": the taken one is found whatever its case.
    assert.equal(free, 'ZANZIBAR plan 300 (2).pdf');
    // The folder's 6,000 materials: their titles that start like the name, from the index's range. (Its
    // subfolders, none here, go by the planner's choice; `plans` checks that none reads a whole table.)
    assert.match(
      text,
      sqlite
        ? /USING COVERING INDEX material_name_idx \(owner_id=\? AND space=\? AND folder_id=\? AND <expr>>\? AND <expr><\?\)/
        : /Index Scan using material_name_idx on material[^\n]*\n\s+Index Cond: .*lower\(\(title\)::text\).* >= .* < /,
      text,
    );
  });

  it('member lists: a page, and a name search through the name index', async () => {
    const admin = { membershipId: m.A1!.id, companyId, role: 'admin' as const };
    await plans((db) => listMembers(db, admin, 'active', { page: 1, size: 20 }, 'v1'));
    await plans((db) => listMembers(db, admin, 'active', { page: 2, size: 20, sort: '-created_at' }, 'v1'));
    const byName = await plans((db) => listMembers(db, admin, 'active', { full_name: 'zabriskie kim' }, 'v1'));
    assert.match(byName, sqlite ? /users_name_search/ : /users_name_trgm_idx/);
  });

  // SQLite folds a constant argument of a deterministic function once per run by itself.
  if (!sqlite)
    it('searches on PostgreSQL: the prepared plan folds each search word once per run, not for every row it checks', async () => {
      // After five runs PostgreSQL may keep a generic plan of a prepared statement: what it runs then.
      const genericPlan = async (query: CompiledQuery) => {
        const literal = (v: unknown) => (typeof v === 'number' ? String(v) : `'${String(v).replaceAll("'", "''")}'`);
        return t.app.db.connection().execute(async (db) => {
          await db.executeQuery(CompiledQuery.raw('set plan_cache_mode = force_generic_plan'));
          try {
            await db.executeQuery(CompiledQuery.raw(`prepare searched as ${query.sql}`));
            const explain = `explain (verbose, costs off) execute searched(${query.parameters.map(literal).join(', ')})`;
            const rows = (await db.executeQuery<Record<string, string>>(CompiledQuery.raw(explain))).rows;
            return rows.map((r) => r['QUERY PLAN']).join('\n');
          } finally {
            await db.executeQuery(CompiledQuery.raw('deallocate searched'));
            await db.executeQuery(CompiledQuery.raw('reset plan_cache_mode'));
          }
        });
      };
      const searches = [
        ...(await statementsOf((db) => listContent(db, agent(), 'own', { ...page, title: 'Brochure zanzíbar' }))),
        ...(await statementsOf((db) =>
          listMembers(db, { membershipId: m.A1!.id, companyId, role: 'admin' }, 'active', { full_name: 'zabriskie kim' }, 'v1'),
        )),
      ].filter((q) => /search_fold/.test(q.sql));
      assert.ok(searches.length >= 2, 'a content search and a member search');
      for (const query of searches) {
        const text = await genericPlan(query);
        // Each condition compares with the folded word, a value of the run (an InitPlan's); a condition
        // that calls search_fold on a parameter folds it again for every row the index hands over.
        assert.match(text, /(Index Cond|Recheck Cond|Filter): .* ~~ \$\d+/, text);
        assert.doesNotMatch(text, /(Index Cond|Recheck Cond|Filter): .*search_fold\(\$\d+\)/, `${query.sql}\n${text}`);
      }
    });

  it('member lists: a second request of a shape builds no statement, only runs them with its values', async () => {
    // Building (or compiling) a Kysely query passes it through the handle's plugins; running a statement
    // built before does not.
    let built = 0;
    const db = t.app.db.withPlugin({
      transformQuery: ({ node }) => ((built += 1), node),
      transformResult: async ({ result }) => result,
    });
    const admin = (key: string) => ({ membershipId: m[key]!.id, companyId, role: 'admin' as const });
    const agent = { membershipId: m.G1!.id, companyId, role: 'agent' as const };
    const cases = [
      // A page, then the next page; a name search by one admin, then by another. Each second request
      // has a version of its own, so no list cache answers it.
      [
        () => listMembers(db, agent, 'active', { page: 1, size: 20 }, 'v1'),
        () => listMembers(db, agent, 'active', { page: 2, size: 20 }, 'v2'),
      ],
      [
        () => listMembers(db, admin('A1'), 'active', { full_name: 'zabriskie kim', sort: '-name' }, 'v1'),
        () => listMembers(db, admin('A2'), 'active', { full_name: 'zabriskie kim', sort: '-name' }, 'v2'),
      ],
    ] as const;
    for (const [first, second] of cases) {
      built = 0;
      const firstPage = await first();
      assert.ok(built > 0, 'the first request of a shape builds its statements');
      built = 0;
      let secondPage!: Awaited<ReturnType<typeof second>>;
      const ran = (await sentBy(async () => (secondPage = await second()))).length;
      assert.equal(built, 0, 'the second request of the shape built a statement');
      assert.ok(ran >= 1, `the second request ran its statements (${ran})`);
      assert.equal(secondPage.total, firstPage.total);
      assert.equal(secondPage.items.length, firstPage.items.length);
    }
    const [pageOne, pageTwo] = await Promise.all([
      listMembers(db, agent, 'active', { page: 1, size: 20 }, 'v2'),
      listMembers(db, agent, 'active', { page: 2, size: 20 }, 'v2'),
    ]);
    assert.equal(pageOne.total, 402);
    assert.equal(new Set([...pageOne.items, ...pageTwo.items].map((i) => i.id)).size, 40);
  });

  it('member lists: on PostgreSQL a page comes with its count, in order, the same page the four statements give', async () => {
    const admin = { membershipId: m.A1!.id, companyId, role: 'admin' as const };
    const agent = { membershipId: m.G1!.id, companyId, role: 'agent' as const };
    // A page of a list not counted before: one statement on PostgreSQL; the count, the page's ids, the
    // members' rows and their downline on SQLite.
    const one = await statementsOf((db) => listMembers(db, agent, 'active', { page: 2, size: 20 }, 'once'));
    assert.equal(one.length, sqlite ? 4 : 1);
    for (const sort of ['name', '-name', 'created_at', '-created_at'] as const) {
      // Every member of the list in order, read by the statement a name search pages from.
      const shape = { scope: scopeShape('admin', 'see'), byRole: false, invitedBy: false, search: null, sort };
      const order = (await memberIds(t.app.db, shape, { actor: admin.membershipId, company: companyId, status: 'active' })).map(
        (r) => r.id,
      );
      const paged: string[] = [];
      for (let n = 1; n <= 3; n++) {
        const found = await listMembers(ownHandle(), admin, 'active', { page: n, size: 7, sort }, `paged-${sort}`);
        assert.equal(found.total, order.length, `the count with page ${n} by ${sort}`);
        paged.push(...found.items.map((i) => i.id));
      }
      assert.deepEqual(paged, order.slice(0, 21), `pages of 7 by ${sort}`);
      const past = await listMembers(t.app.db, admin, 'active', { page: 200, size: 7, sort }, `past-${sort}`);
      assert.deepEqual([past.total, past.items], [order.length, []], 'a page past the end still has the count');
    }
    // A name search too: one statement on PostgreSQL; its matches, then the page's rows and downline on
    // SQLite. Its pages are the matches in order, as the search's own statement reads them.
    const words = searchWords('zabriskie kim');
    const byNameShape = nameSearch(words);
    const matches = (
      await memberIds(
        t.app.db,
        { scope: scopeShape('admin', 'see'), byRole: false, invitedBy: false, search: byNameShape.shape, sort: '-name' },
        { actor: admin.membershipId, company: companyId, status: 'active', ...byNameShape.params },
      )
    ).map((r) => r.id);
    assert.equal(matches.length, 10);
    const searched: string[] = [];
    for (let n = 1; n <= 3; n++) {
      const query = { full_name: 'zabriskie kim', page: n, size: 4, sort: '-name' as const };
      const statements = await statementsOf(async (db) => {
        const found = await listMembers(db, admin, 'active', query, 'search');
        assert.equal(found.total, 10);
        searched.push(...found.items.map((i) => i.id));
      });
      assert.equal(statements.length, sqlite ? 3 : 1, `statements of the search's page ${n}`);
    }
    assert.deepEqual(searched, matches);

    // The downline each row says, against a count of its own.
    const byName = await listMembers(t.app.db, admin, 'active', { page: 1, size: 1000 }, 'downline');
    const g1 = byName.items.find((i) => i.id === m.G1!.id);
    const below = await t.app.db
      .selectFrom('user_company')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('invited_by_id', '=', m.G1!.id)
      .where('status', '=', 'active')
      .executeTakeFirstOrThrow();
    assert.ok(Number(below.n) >= 400);
    assert.equal(g1?.downline_count, Number(below.n));
    assert.equal(byName.items.find((i) => i.id === m.K1!.id)?.downline_count, 0);
  });
});
