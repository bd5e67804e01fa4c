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
      [field('sensitive', { format: 'ssn' }), '12'],
      [field('sensitive', { format: 'ssn' }), '666-12-3456'],
      [field('sensitive', { format: 'ssn' }), '123456789'],
      [field('date', { format: 'birth_date' }), '2090-01-01'],
      [field('date', { format: 'birth_date' }), '1899-12-31'],
      [field('date'), server.PARTIAL_DATE],
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
    assert.equal(spa.keyFromLabel('Date of birth?'), server.keyFromLabel('Date of birth?'));
  });

  it('bounds a date of birth by the latest today on Earth, given by a controlled clock', () => {
    const birth: server.FieldDef = { key: 'b', kind: 'date', format: 'birth_date', label: 'B', required: true };
    // 2030-06-01 10:00 UTC is already 2030-06-02 at UTC+14: that day is not the future everywhere.
    const now = Date.parse('2030-06-01T10:00:00Z');
    assert.equal(server.latestToday(now), '2030-06-02');
    assert.equal(server.latestToday(Date.parse('2030-06-01T09:59:59Z')), '2030-06-01');
    const today = server.latestToday(now);
    assert.equal(server.checkAnswer(birth, '2030-06-02', today), null);
    assert.equal(server.checkAnswer(birth, '2030-06-03', today), server.BIRTH_DATE_FUTURE);
    assert.equal(server.checkAnswer(birth, server.BIRTH_DATE_EARLIEST, today), null);
    assert.equal(server.checkAnswer(birth, '1899-12-31', today), server.BIRTH_DATE_TOO_EARLY);
    assert.equal(server.checkAnswer({ ...birth, format: undefined }, '2090-01-01', today), null);
  });

  it('keeps one spelling of a Social Security number and makes keys from labels', () => {
    assert.equal(server.canonicalSsn('123456789'), '123-45-6789');
    assert.equal(server.canonicalSsn(' 123 45 6789 '), '123-45-6789');
    assert.equal(server.canonicalSsn('12-345-6789'), null);
    const ssn: server.FieldDef = { key: 's', kind: 'sensitive', format: 'ssn', label: 'S', required: true };
    assert.equal(server.storedAnswer(ssn, '123456789'), '123-45-6789');
    assert.equal(server.storedAnswer({ ...ssn, format: undefined }, ' 123456789 '), '123456789');
    assert.equal(server.keyFromLabel('  Your employer’s name?  '), 'your_employer_s_name');
    assert.equal(server.keyFromLabel('x'.repeat(60)).length, 40);
    assert.equal(server.keyFromLabel('Ä la carte'), 'a_la_carte');
    assert.equal(server.uniqueKey('email', new Set(['email', 'email_2'])), 'email_3');
    assert.ok(server.FIELD_KEY.test(server.keyFromLabel('x'.repeat(60))));
    assert.deepEqual(
      server
        .withFieldKeys([{ fields: [{ label: 'Name' }, { key: 'name', label: 'Other' }, { label: 'Name' }] }])[0]!
        .fields.map((f) => f.key),
      ['name_2', 'name', 'name_3'],
    );
  });
});
