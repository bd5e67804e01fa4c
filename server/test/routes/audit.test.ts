import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { newOrderedId } from '../../src/lib/ids.js';
import { pruneAudit, recordAudit } from '../../src/services/audit/index.js';
import { DEMO_PASSWORD, demoEmail, seedDemo } from '../../src/services/demo/seed.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { addMember, API, auth, demoMembers, upload } from '../helpers/content.js';
import { signUpFields, uniqueEmail } from '../helpers/identity.js';
import { multipart } from '../helpers/multipart.js';
import { lastMailTo, tokenIn } from '../helpers/mail.js';

type Member = { id: string; company_id: string; token: string };
interface Entry {
  id: string;
  action: string;
  created_at: string;
  actor: { id: string; email: string; role: string } | null;
  target: { type: string; id: string | null; name: string | null } | null;
  detail: Record<string, unknown>;
  ip: string | null;
  user_agent: string | null;
}

const AGENT = 'AuditTest/1.0 (compliance)';
const IP = '203.0.113.7';

describe('audit trail', () => {
  let t: TestApp;
  let m: Record<'admin' | 'marketer' | 'agent' | 'client', Member>;
  let other: Member;
  const call = (as: Member | null, method: string, url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: method as 'GET',
      url: `${API}${url}`,
      remoteAddress: IP,
      headers: { 'user-agent': AGENT, ...(as ? auth(as.token) : {}), ...headers },
      ...(payload ? { payload } : {}),
    });
  const signIn = (email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: `${API}/user/token`,
      remoteAddress: IP,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': AGENT },
      payload: new URLSearchParams({ username: email, password }).toString(),
    });
  const read = async (as: Member, query = '') => {
    const response = await call(as, 'GET', `/audit/?size=100${query}`);
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as { items: Entry[]; total: number; page: number; size: number; pages: number };
  };
  const countAll = async () =>
    Number(
      (
        await t.app.db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  before(async () => {
    t = await createTestApp();
    await seedDemo(t.app.db);
    m = await demoMembers(t.app);
    other = await addMember(t.app, 'admin', null);
    await t.app.db.deleteFrom('audit_log').execute();
  });
  after(() => t.close());

  it('records each action once, with who, what, when and from where', async () => {
    const started = new Date().toISOString();
    // Sign-ins: one good, one wrong password, one unknown address (no company: not recorded).
    assert.equal((await signIn(demoEmail('agent'), DEMO_PASSWORD)).statusCode, 200);
    assert.equal((await signIn(demoEmail('agent'), 'not the password')).statusCode, 400);
    assert.equal((await signIn('nobody@example.com', 'whatever-it-is')).statusCode, 400);

    // An invitation sent, re-sent and accepted.
    const email = uniqueEmail('audited');
    const invited = await call(m.admin, 'POST', '/user-company/', { email, role: 'marketer' });
    assert.equal(invited.statusCode, 201, invited.body);
    assert.equal((await call(m.admin, 'POST', `/user-company/invitations/${invited.json().id}/resend`)).statusCode, 200);
    const token = tokenIn(await lastMailTo(t.app, email), '/auth/invitation-confirm');
    const form = multipart(signUpFields(email, token));
    const signedUp = await t.app.inject({
      method: 'POST',
      url: `${API}/user/`,
      remoteAddress: IP,
      headers: { ...form.headers, 'user-agent': AGENT },
      payload: form.payload,
    });
    assert.equal(signedUp.statusCode, 201, signedUp.body);

    // Archive, restore and reassign.
    const client = await addMember(t.app, 'client', { id: m.agent.id, company_id: m.agent.company_id });
    assert.equal((await call(m.agent, 'DELETE', `/user-company/${client.id}`)).statusCode, 200);
    assert.equal((await call(m.agent, 'PUT', `/user-company/${client.id}/restore`)).statusCode, 200);
    const agent2 = await addMember(t.app, 'agent', { id: m.marketer.id, company_id: m.marketer.company_id });
    assert.equal(
      (await call(m.admin, 'PUT', `/user-company/${client.id}/reassign`, { invited_by_id: agent2.id })).statusCode,
      200,
    );

    // Content sent to two members, downloaded whole, by a later range (not counted) and as a zip.
    const file = (await upload(t.app, m.agent.token, { name: 'policy.pdf', data: randomBytes(5000) })).json();
    const sent = await call(m.agent, 'POST', '/content/copy/send', {
      folder_ids: [],
      material_ids: [file.id],
      recipient_ids: [m.client.id, m.marketer.id],
    });
    assert.equal(sent.statusCode, 200, sent.body);
    assert.equal((await call(m.agent, 'GET', `/material/${file.id}`)).statusCode, 200);
    assert.equal((await call(m.agent, 'GET', `/material/${file.id}`, undefined, { range: 'bytes=1000-1999' })).statusCode, 206);
    assert.equal((await call(m.agent, 'POST', '/content/download', { folder_ids: [], material_ids: [file.id] })).statusCode, 200);

    // Settings.
    assert.equal((await call(m.admin, 'PATCH', '/company/', { phone: '+1 555 0100' })).statusCode, 200);

    const page = await read(m.admin, `&from=${started}`);
    const byAction = new Map<string, Entry[]>();
    for (const entry of page.items) byAction.set(entry.action, [...(byAction.get(entry.action) ?? []), entry]);
    const counts = Object.fromEntries([...byAction].map(([action, entries]) => [action, entries.length]));
    assert.deepEqual(counts, {
      'sign_in.succeeded': 1,
      'sign_in.failed': 1,
      'invitation.sent': 2,
      'invitation.accepted': 1,
      'member.archived': 1,
      'member.restored': 1,
      'member.reassigned': 1,
      'content.sent': 2,
      'content.downloaded': 2,
      'settings.changed': 1,
    });
    for (const entry of page.items) {
      assert.equal(entry.ip, IP, entry.action);
      assert.equal(entry.user_agent, AGENT, entry.action);
      assert.ok(entry.created_at >= started);
    }
    const failed = byAction.get('sign_in.failed')![0]!;
    assert.equal(failed.actor?.email, demoEmail('agent'));
    assert.deepEqual(failed.detail, { reason: 'wrong_password' });
    const accepted = byAction.get('invitation.accepted')![0]!;
    assert.equal(accepted.actor?.email, email);
    assert.equal(accepted.actor?.role, 'marketer');
    const archived = byAction.get('member.archived')![0]!;
    assert.equal(archived.actor?.id, m.agent.id);
    assert.deepEqual({ type: archived.target?.type, id: archived.target?.id }, { type: 'member', id: client.id });
    assert.deepEqual(
      byAction
        .get('content.sent')!
        .map((e) => e.target?.id)
        .sort(),
      [m.client.id, m.marketer.id].sort(),
    );
    const downloads = byAction.get('content.downloaded')!;
    assert.deepEqual(downloads.map((e) => e.target?.type).sort(), ['material', 'selection']);
    assert.equal(downloads.find((e) => e.target?.type === 'material')!.target?.name, 'policy.pdf');
    assert.deepEqual(byAction.get('settings.changed')![0]!.detail, { fields: ['phone'] });
  });

  it('filters by member, action and period, and pages like every list', async () => {
    const all = await read(m.admin);
    assert.equal(all.total, 13);
    const mine = await read(m.admin, `&member_id=${m.agent.id}`);
    assert.ok(mine.total > 0, 'the agent has entries');
    for (const entry of mine.items)
      assert.ok(entry.actor?.id === m.agent.id || entry.target?.id === m.agent.id, JSON.stringify(entry));
    const sent = await read(m.admin, '&action=content.sent');
    assert.equal(sent.total, 2);
    assert.ok(sent.items.every((e) => e.action === 'content.sent'));
    const future = await read(m.admin, '&from=2999-01-01');
    assert.equal(future.total, 0);
    const today = new Date().toISOString().slice(0, 10);
    assert.equal((await read(m.admin, `&from=${today}&to=${today}`)).total, all.total);

    const first = (await call(m.admin, 'GET', '/audit/?size=5&page=1')).json();
    const second = (await call(m.admin, 'GET', '/audit/?size=5&page=2')).json();
    assert.deepEqual(
      { total: first.total, size: first.size, pages: first.pages },
      { total: all.total, size: 5, pages: Math.ceil(all.total / 5) },
    );
    assert.equal(first.items.length, 5);
    assert.deepEqual(
      [...first.items, ...second.items].map((e: Entry) => e.id),
      all.items.slice(0, 10).map((e) => e.id),
    );
    assert.ok(
      all.items.every((e, i) => i === 0 || all.items[i - 1]!.created_at >= e.created_at),
      'newest first',
    );

    const badDate = await call(m.admin, 'GET', '/audit/?from=yesterday');
    assert.equal(badDate.statusCode, 400);
    assert.match(badDate.json().detail, /not a date/);
    const reversed = await call(m.admin, 'GET', '/audit/?from=2026-02-01&to=2026-01-01');
    assert.equal(reversed.statusCode, 400);
    assert.equal((await call(m.admin, 'GET', '/audit/?action=made.up')).statusCode, 400);
  });

  it('is read by company admins only, and only their own company', async () => {
    for (const who of [m.marketer, m.agent, m.client]) {
      const refused = await call(who, 'GET', '/audit/');
      assert.equal(refused.statusCode, 403);
      assert.equal(refused.json().detail, 'Only company admins can read the audit log.');
      assert.equal((await call(who, 'GET', '/audit/export')).statusCode, 403);
    }
    assert.equal((await call(null, 'GET', '/audit/')).statusCode, 401);
    assert.equal((await call(null, 'GET', '/audit/export')).statusCode, 401);

    // The other company's admin sees only their own entries, even when filtering by our members.
    await call(other, 'PATCH', '/company/', { phone: '+1 555 0111' });
    const theirs = await read(other);
    assert.equal(theirs.total, 1);
    assert.equal(theirs.items[0]!.actor?.id, other.id);
    assert.equal((await read(other, `&member_id=${m.agent.id}`)).total, 0);
    assert.ok((await read(m.admin)).items.every((e) => e.actor?.id !== other.id));
    const csv = (await call(other, 'GET', '/audit/export')).body;
    assert.equal(csv.trim().split('\r\n').length, 2, 'header and their one entry');
  });

  it('cannot be written, changed or deleted through the API', async () => {
    const before = await countAll();
    const entry = (await read(m.admin)).items[0]!;
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      for (const url of ['/audit/', `/audit/${entry.id}`, '/audit/export']) {
        const response = await call(m.admin, method, url, { action: 'settings.changed' });
        assert.equal(response.statusCode, 404, `${method} ${url}`);
      }
    }
    assert.equal(await countAll(), before);
    assert.deepEqual((await read(m.admin)).items[0], entry);
  });

  it('exports the filtered trail as CSV, safe to open in a spreadsheet', async () => {
    await recordAudit(
      { db: t.app.db },
      {
        companyId: m.admin.company_id,
        actorId: m.admin.id,
        action: 'settings.changed',
        target: { type: 'company', id: null, name: '=HYPERLINK("x")' },
        detail: {},
      },
    );
    const response = await call(m.admin, 'GET', '/audit/export?action=settings.changed');
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^text\/csv/);
    assert.match(String(response.headers['content-disposition']), /^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = response.body.trim().split('\r\n');
    assert.equal(lines[0], 'time,action,actor,actor_email,actor_role,target_type,target,target_id,detail,ip,user_agent');
    const listed = await read(m.admin, '&action=settings.changed');
    assert.equal(lines.length, listed.total + 1);
    assert.ok(lines.slice(1).every((line) => line.split(',')[1] === 'settings.changed'));
    assert.ok(
      lines.some((line) => line.includes(`"'=HYPERLINK(""x"")"`)),
      'a formula is quoted, never run',
    );
    assert.ok(lines.some((line) => line.includes('"{""fields"":[""phone""]}"') && line.endsWith(`${IP},${AGENT}`)));
  });

  it('keeps entries for the configured time: the sweep removes older ones only', async () => {
    const old = newOrderedId();
    await t.app.db
      .insertInto('audit_log')
      .values({
        id: old,
        company_id: m.admin.company_id,
        actor_id: null,
        action: 'settings.changed',
        target_type: null,
        target_id: null,
        target_name: null,
        detail: '{}',
        ip: null,
        user_agent: null,
        created_at: '2020-01-01T00:00:00.000Z',
      })
      .execute();
    const before = await countAll();
    assert.equal(await pruneAudit(t.app.db, new Date(Date.now() - 365 * 24 * 3600 * 1000)), 1);
    assert.equal(await countAll(), before - 1);
    assert.equal(await t.app.db.selectFrom('audit_log').select('id').where('id', '=', old).executeTakeFirst(), undefined);
  });
});
