import assert from 'node:assert/strict';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, it } from 'node:test';
import * as server from '../../src/contract/form-fields.js';
import { CONTRACTS, ROOT } from '../../scripts/lib/contracts.js';

const TARGET = CONTRACTS.find((c) => c.source === 'server/src/contract/form-fields.ts')!.target;

// Drift (a rule changed on the server only) is drift.test.ts's; this shows the copy behaves the same.
describe('the form-field contract shared with the SPA', () => {
  it('gives the SPA the same answers and words as the server for every kind', async () => {
    const spa = (await import(pathToFileURL(path.join(ROOT, TARGET)).href)) as typeof server;
    const field = (kind: server.FieldKind, extra: Partial<server.FieldDef> = {}): server.FieldDef => ({
      key: 'k',
      kind,
      label: 'K',
      required: true,
      options: ['A', 'B'],
      ...extra,
    });
    const cases: [server.FieldDef, unknown][] = [
      [field('email'), `${'x'.repeat(315)}@example.com`],
      [field('email'), 'typo@example'],
      [field('multiple_choice'), ['A', 'A']],
      [field('us_state'), 'DC'],
      [field('us_state'), 'ZZ'],
      [field('currency'), 10.555],
      [field('number', { min: 0, max: 20 }), 21],
      [field('date'), '1985-02-30'],
      [field('phone'), '+1 (555) 010-4477'],
      [field('short_text'), ''],
      [field('short_text'), 'evil\u202Efdp.exe'],
      [field('long_text'), 'two\nlines'],
      [field('long_text'), 'carriage\rreturn'],
      [field('email'), 'a\u202e@example.com'],
    ];
    for (const [f, value] of cases) {
      assert.equal(spa.answerProblem(f, value, true), server.answerProblem(f, value, true), `${f.kind} ${String(value)}`);
    }
    assert.equal(spa.maskValue('123-45-6789'), server.maskValue('123-45-6789'));
    for (const typed of ['  casey   CLIENT ', 'Casey Clients', ''])
      assert.equal(spa.sameSignerName(typed, 'Casey Client'), server.sameSignerName(typed, 'Casey Client'), typed);
    assert.equal(spa.signerNameMismatch('Casey Client'), server.signerNameMismatch('Casey Client'));
    assert.ok(server.sameSignerName(' casey  CLIENT', 'Casey Client') && !server.sameSignerName('Casey', 'Casey Client'));
    assert.deepEqual(spa.US_STATES, server.US_STATES);
    assert.deepEqual(spa.US_STATE_CODES, server.US_STATE_CODES);
    assert.equal(server.US_STATES.length, 51);
  });
});
