import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import type { Role } from '../../src/db/schema.js';
import { COMPANY_ACTIONS, COMPANY_POLICY, ROLES, type CompanyAction } from '../../src/policy/index.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { seedHierarchy, tokenFor, type TestMember } from '../helpers/members.js';
import { multipart } from '../helpers/multipart.js';

/**
 * Walks every company-level action × every role through the HTTP API and checks each answer against
 * COMPANY_POLICY: allowed, or the action's 403 (or, for archived templates, their absence). The walk
 * runs on the table as it is and on its inverse (each action given to exactly the roles it is now
 * refused to), so a route that decides by anything but the table fails one of the two.
 */
const API = '/api/frontend';
/** One member of each role, all in company A (helpers/members.ts). */
const ACTOR_OF: Record<Role, string> = { admin: 'A2', marketer: 'M1', agent: 'G1', client: 'C1' };

const TEMPLATE = {
  title: 'Walk',
  description: 'One question.',
  sections: [{ id: 'main', title: 'Main', fields: [{ key: 'name', kind: 'short_text', label: 'Name', required: true }] }],
};

type Table = Record<CompanyAction, readonly Role[]>;
const table = COMPANY_POLICY as Table;
const inverse = (): Table => {
  const flipped = {} as Record<CompanyAction, readonly Role[]>;
  for (const action of COMPANY_ACTIONS) flipped[action] = ROLES.filter((role) => !table[action].includes(role));
  return flipped;
};

/** Swaps the table the server reads for `replacement` while `run` runs. */
async function withTable(replacement: Table, run: () => Promise<void>): Promise<void> {
  const mutable = COMPANY_POLICY as Record<CompanyAction, readonly Role[]>;
  const saved = { ...mutable };
  Object.assign(mutable, replacement);
  try {
    await run();
  } finally {
    Object.assign(mutable, saved);
  }
}

describe('company-level policy, action by action and role by role (HTTP)', () => {
  let t: TestApp;
  let m: Record<string, TestMember>;
  let png: Buffer;
  /** An archived template of company A, made by its admin before the walk. */
  let archivedId: string;

  before(async () => {
    t = await createTestApp();
    ({ m } = await seedHierarchy(t.app.db));
    png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#0a6' } })
      .png()
      .toBuffer();
    const admin = await tokenFor(t.app, m.A1!);
    const made = await t.app.inject({ method: 'POST', url: `${API}/intake-form-template/`, headers: admin, payload: TEMPLATE });
    assert.equal(made.statusCode, 201, made.body);
    archivedId = made.json().id;
    const archived = await t.app.inject({ method: 'DELETE', url: `${API}/intake-form-template/${archivedId}`, headers: admin });
    assert.equal(archived.statusCode, 200, archived.body);
  });
  after(() => t.close());

  type Outcome = { status: number; detail?: string };
  /** Every route of an action, each with what it answers; `allowed` is what the table says. */
  async function walk(action: CompanyAction, role: Role, allowed: boolean): Promise<string[]> {
    const auth = await tokenFor(t.app, m[ACTOR_OF[role]]!);
    const call = async (method: 'GET' | 'PATCH' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
      const response = await t.app.inject({ method, url: `${API}${url}`, headers: auth, ...(payload ? { payload } : {}) });
      return { response, outcome: { status: response.statusCode, detail: response.json<{ detail?: string }>().detail } };
    };
    const wrong: string[] = [];
    const check = (what: string, got: Outcome, ok: number, detail: string) => {
      const want: Outcome = allowed ? { status: ok } : { status: 403, detail };
      const seen: Outcome = allowed ? { status: got.status } : got;
      if (JSON.stringify(seen) !== JSON.stringify(want))
        wrong.push(`${what}: ${JSON.stringify(got)}, expected ${JSON.stringify(want)}`);
    };
    switch (action) {
      case 'manageCompany': {
        const details = 'Only admins can change the company details.';
        check('PATCH /company/', (await call('PATCH', '/company/', { name: `Alpha by ${role}` })).outcome, 200, details);
        const body = multipart({}, [{ field: 'logo', filename: 'logo.png', type: 'image/png', data: png }]);
        const upload = await t.app.inject({
          method: 'POST',
          url: `${API}/company/logo`,
          headers: { ...auth, ...body.headers },
          payload: body.payload,
        });
        check(
          'POST /company/logo',
          { status: upload.statusCode, detail: upload.json<{ detail?: string }>().detail },
          200,
          'Only admins can change the company logo.',
        );
        check(
          'DELETE /company/logo',
          (await call('DELETE', '/company/logo')).outcome,
          200,
          'Only admins can remove the company logo.',
        );
        break;
      }
      case 'readAudit': {
        const detail = 'Only company admins can read the audit log.';
        check('GET /audit/', (await call('GET', '/audit/')).outcome, 200, detail);
        const csv = await t.app.inject({ method: 'GET', url: `${API}/audit/export`, headers: auth });
        const got = {
          status: csv.statusCode,
          ...(csv.statusCode === 200 ? {} : { detail: csv.json<{ detail?: string }>().detail }),
        };
        check('GET /audit/export', got, 200, detail);
        break;
      }
      case 'readCompanyEngagement': {
        const detail = "Only admins read the company's engagement summary.";
        check('GET /material/engagement/summary', (await call('GET', '/material/engagement/summary')).outcome, 200, detail);
        break;
      }
      case 'manageFormTemplates': {
        const detail = 'Only company admins can build and edit form templates.';
        // A refused creation leaves the rest to act on a template company A's first admin makes.
        const created = await call('POST', '/intake-form-template/', TEMPLATE);
        check('POST /intake-form-template/', created.outcome, 201, detail);
        const made =
          created.outcome.status === 201
            ? created.response
            : await t.app.inject({
                method: 'POST',
                url: `${API}/intake-form-template/`,
                headers: await tokenFor(t.app, m.A1!),
                payload: TEMPLATE,
              });
        const id = made.json<{ id: string }>().id;
        check('PUT /intake-form-template/:id', (await call('PUT', `/intake-form-template/${id}`, TEMPLATE)).outcome, 200, detail);
        check('DELETE /intake-form-template/:id', (await call('DELETE', `/intake-form-template/${id}`)).outcome, 200, detail);
        await t.app.db.updateTable('intake_form_template').set({ status: 'archived' }).where('id', '=', id).execute();
        check(
          'PUT /intake-form-template/:id/restore',
          (await call('PUT', `/intake-form-template/${id}/restore`)).outcome,
          200,
          detail,
        );
        break;
      }
      case 'seeArchivedTemplates': {
        const list = await call('GET', '/intake-form-template/?include_archived=true');
        const ids = list.response.json<{ id: string }[]>().map((x) => x.id);
        if (list.outcome.status !== 200 || ids.includes(archivedId) !== allowed)
          wrong.push(`GET ?include_archived=true: ${list.outcome.status}, archived listed: ${ids.includes(archivedId)}`);
        const one = (await call('GET', `/intake-form-template/${archivedId}`)).outcome;
        if (one.status !== (allowed ? 200 : 404)) wrong.push(`GET /intake-form-template/:archived: ${one.status}`);
        break;
      }
    }
    return wrong;
  }

  for (const [name, tableOf] of [
    ['the table', () => table],
    ['the inverse table', inverse],
  ] as const) {
    it(`every action × every role answers as ${name} says`, async () => {
      const replacement = { ...tableOf() };
      await withTable(replacement, async () => {
        const wrong: string[] = [];
        for (const action of COMPANY_ACTIONS) {
          for (const role of ROLES) {
            const allowed = replacement[action].includes(role);
            for (const problem of await walk(action, role, allowed))
              wrong.push(`${action} · ${role} (${allowed ? 'allowed' : 'refused'}) · ${problem}`);
          }
        }
        assert.deepEqual(wrong, []);
      });
    });
  }

  it('whoever may manage templates may see the archived ones (to restore them)', () => {
    for (const role of table.manageFormTemplates) assert.ok(table.seeArchivedTemplates.includes(role), role);
  });
});
