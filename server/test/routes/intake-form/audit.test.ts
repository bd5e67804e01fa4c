import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { AuditLogTable } from '../../../src/db/schema.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { blankPng, saveDraft, sendForm, signaturePng, signWith, STARTER_ANSWERS } from '../../helpers/forms.js';
import { seedHierarchy, tokenFor, type TestMember } from '../../helpers/members.js';

type Row = Omit<AuditLogTable, 'id' | 'company_id' | 'created_at'>;

describe('intake forms in the audit trail', () => {
  let t: TestApp;
  let m: Record<string, TestMember>;
  const h: Record<string, Record<string, string>> = {};

  before(async () => {
    t = await createTestApp();
    ({ m } = await seedHierarchy(t.app.db));
    for (const key of Object.keys(m)) h[key] = { ...(await tokenFor(t.app, m[key]!)), 'user-agent': `audit-test ${key}` };
  });
  after(() => t.close());

  const entries = (formId: string): Promise<Row[]> =>
    t.app.db
      .selectFrom('audit_log')
      .select(['actor_id', 'action', 'target_type', 'target_id', 'target_name', 'detail', 'ip', 'user_agent'])
      .where('target_id', '=', formId)
      .orderBy('id')
      .execute() as Promise<Row[]>;

  it('records who sent a form, to whom, from where — once', async () => {
    const sent = (await sendForm(t.app, h.G1!, m.C1!.id, { title: 'Audited intake' })).json();
    const rows = await entries(sent.id);
    assert.equal(rows.length, 1);
    const [row] = rows;
    assert.equal(row!.action, 'form.sent');
    assert.equal(row!.actor_id, m.G1!.id);
    assert.equal(row!.target_type, 'form');
    assert.equal(row!.target_name, 'Audited intake');
    assert.equal(JSON.parse(row!.detail).client_id, m.C1!.id);
    assert.equal(row!.user_agent, 'audit-test G1');
    assert.ok(row!.ip);
  });

  it('records nothing for a refused send', async () => {
    const before = await t.app.db.selectFrom('audit_log').select('id').where('action', '=', 'form.sent').execute();
    assert.equal((await sendForm(t.app, h.G1!, m.C3!.id)).statusCode, 404);
    const afterRows = await t.app.db.selectFrom('audit_log').select('id').where('action', '=', 'form.sent').execute();
    assert.equal(afterRows.length, before.length);
  });

  it('records the signature with the sealed PDF hash, only when signing succeeds', async () => {
    const sent = (await sendForm(t.app, h.G1!, m.C1!.id)).json();
    const saved = await saveDraft(t.app, h.C1!, sent.id, sent.version, STARTER_ANSWERS);
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal((await signWith(t.app, h.C1!, sent.id, await blankPng())).statusCode, 400);
    assert.deepEqual(
      (await entries(sent.id)).map((r) => r.action),
      ['form.sent'],
    );
    const signed = await signWith(t.app, h.C1!, sent.id, await signaturePng());
    assert.equal(signed.statusCode, 200, signed.body);
    assert.equal((await signWith(t.app, h.C1!, sent.id, await signaturePng())).statusCode, 409);
    const rows = await entries(sent.id);
    assert.deepEqual(
      rows.map((r) => r.action),
      ['form.sent', 'form.signed'],
    );
    const row = rows[1]!;
    assert.equal(row.actor_id, m.C1!.id);
    assert.equal(row.user_agent, 'audit-test C1');
    assert.equal(JSON.parse(row.detail).sealed_sha256, signed.json().sealed_sha256);
    // Sensitive answers never reach the audit trail.
    assert.doesNotMatch(JSON.stringify(rows), /123-45-6789/);
  });

  it('shows both on the admin audit page, filtered by action', async () => {
    for (const action of ['form.sent', 'form.signed']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/frontend/audit/?size=100&action=${action}`,
        headers: h.A1!,
      });
      assert.equal(response.statusCode, 200, response.body);
      const items = response.json().items as { action: string }[];
      assert.ok(items.length > 0 && items.every((i) => i.action === action), action);
    }
  });
});
