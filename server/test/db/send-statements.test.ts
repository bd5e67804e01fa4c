import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { CompiledQuery } from 'kysely';
import { seedDemo } from '../../src/services/demo/seed.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { API, auth, demoMembers, upload } from '../helpers/content.js';
import { statementsOf } from '../helpers/statements.js';

type Member = { id: string; company_id: string; token: string };

/**
 * What one send asks of the database, counted statement by statement (a figure no load changes): on
 * PostgreSQL each is a round trip, most of them inside the send's transaction. Sending one file to one
 * member: the access check; in the transaction the selection, the recipients' check, the lifecycle gate
 * (the originals' states), the members (the audit's recipients, the notification's sender and the
 * recipients' roles for the gate, one read), the copies the recipient holds, the free name (folders and
 * materials in one read), the copy, the blob's references and the audit; after it the recipient's
 * notification, which reads no names (the send told it them), and its mail queue entry (one INSERT …
 * SELECT that reads the member's mail settings as it writes the entry).
 */
describe('what one send asks of the database', () => {
  let t: TestApp;
  let m: Record<'admin' | 'marketer' | 'agent' | 'client', Member>;
  const call = (as: Member, method: string, url: string, payload?: object) =>
    t.app.inject({ method: method as 'GET', url: `${API}${url}`, headers: auth(as.token), ...(payload ? { payload } : {}) });
  const sql = (q: CompiledQuery) => q.sql.replace(/\s+/g, ' ').trim();

  before(async () => {
    t = await createTestApp();
    await seedDemo(t.app.db);
    m = await demoMembers(t.app);
  });
  after(() => t.close());

  async function send(materialId: string): Promise<string[]> {
    const sent = await statementsOf(async () => {
      const r = await call(m.agent, 'POST', '/content/copy/send', {
        folder_ids: [],
        material_ids: [materialId],
        recipient_ids: [m.client.id],
      });
      assert.equal(r.statusCode, 200, r.body);
    });
    return sent.map(sql);
  }

  const latestNotification = async () =>
    (await call(m.client, 'GET', '/notification/')).json().items[0] as { type: string; title: string };

  it('one file to one member: fifteen statements (the delivery record’s event among them); after the transaction only the notification and its mail entry', async () => {
    const file = (await upload(t.app, m.agent.token, { name: 'Quote 2027.pdf', data: randomBytes(2000) })).json();
    const first = await send(file.id);
    // 14 before the delivery record: its one event insert (all recipients in one) is written with the send.
    assert.ok(first.length <= 15, `a first send took ${first.length} statements:\n${first.join('\n')}`);
    const afterCommit = first.slice(first.findIndex((q) => /^commit/i.test(q)) + 1);
    assert.deepEqual(
      afterCommit.map((q) => q.split(' ').slice(0, 3).join(' ')),
      ['insert into "notification"', 'insert into notification_mail'],
      'after the transaction only the notification and its mail queue entry',
    );
    // One read of the taken names, of both tables.
    assert.equal(first.filter((q) => /lower\(title\)/.test(q)).length, 1, first.join('\n'));
    assert.equal((await latestNotification()).title, 'Alex Agent shared the file “Quote 2027.pdf” with you');

    // The recipient renamed their copy; sent again, the copy is brought up to date and the notification
    // names it as the recipient knows it.
    const shared = (await call(m.client, 'GET', '/content/shared/?title=Quote')).json().items as { id: string }[];
    assert.equal(shared.length, 1);
    const renamed = await call(m.client, 'PATCH', `/material/${shared[0]!.id}`, { title: 'From Alex.pdf' });
    assert.equal(renamed.statusCode, 200, renamed.body);
    const again = await send(file.id);
    assert.ok(again.length <= 13, `a second send took ${again.length} statements:\n${again.join('\n')}`);
    assert.equal((await latestNotification()).title, 'Alex Agent shared the file “From Alex.pdf” with you');
  });

  it('one file to two members: one audit insert for both, each told', async () => {
    const file = (await upload(t.app, m.agent.token, { name: 'Rates 2027.pdf', data: randomBytes(2000) })).json();
    const sent = (
      await statementsOf(async () => {
        const r = await call(m.agent, 'POST', '/content/copy/send', {
          folder_ids: [],
          material_ids: [file.id],
          recipient_ids: [m.client.id, m.marketer.id],
        });
        assert.equal(r.statusCode, 200, r.body);
      })
    ).map(sql);
    assert.equal(sent.filter((q) => q.startsWith('insert into "audit_log"')).length, 1, sent.join('\n'));
    assert.ok(sent.length <= 20, `a send to two members took ${sent.length} statements:\n${sent.join('\n')}`);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['target_id', 'target_name'])
      .where('action', '=', 'content.sent')
      .where('detail', 'like', '%Rates 2027.pdf%')
      .execute();
    assert.deepEqual(audit.map((a) => a.target_id).sort(), [m.client.id, m.marketer.id].sort());
    assert.ok(
      audit.every((a) => a.target_name),
      'each entry names its recipient',
    );
    assert.equal((await latestNotification()).title, 'Alex Agent shared the file “Rates 2027.pdf” with you');
  });
});
