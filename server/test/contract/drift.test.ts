import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { CONTRACTS, contractDrift, renderContract, ROOT, type Contract } from '../../scripts/lib/contracts.js';
import { renderSchemaModule } from '../../scripts/lib/schema-module.js';
import { SCHEMA_MODULE } from '../../src/contract/realtime-messages.js';

const read = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : null);

/**
 * A scratch copy of the contract sources and their generated files, with one source changed by `edit`.
 * It sits inside the checkout (ignored by git) so a schemas contract finds `typebox` when it is loaded.
 */
function scratch(changed: Contract, edit: (source: string) => string): string {
  const base = path.join(ROOT, 'server/.cache');
  mkdirSync(base, { recursive: true });
  const root = mkdtempSync(path.join(base, 'contract-drift-'));
  const copy = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  // Every source a contract imports lives beside it (the policy table too).
  for (const name of readdirSync(path.join(ROOT, 'server/src/contract')))
    copy(`server/src/contract/${name}`, readFileSync(path.join(ROOT, 'server/src/contract', name), 'utf8'));
  copy('server/src/policy/table.ts', readFileSync(path.join(ROOT, 'server/src/policy/table.ts'), 'utf8'));
  copy('server/src/db/schema.ts', readFileSync(path.join(ROOT, 'server/src/db/schema.ts'), 'utf8'));
  for (const { target } of CONTRACTS) copy(target, readFileSync(path.join(ROOT, target), 'utf8'));
  const source = path.join(root, changed.source);
  const before = readFileSync(source, 'utf8');
  const after = edit(before);
  if (after === before) {
    rmSync(root, { recursive: true, force: true });
    assert.fail(`the edit of ${changed.source} must change it`);
  }
  writeFileSync(source, after);
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(root, 'node_modules'));
  return root;
}

/** One rule of each contract, changed on the server only. */
const EDITS: Record<string, (source: string) => string> = {
  'server/src/contract/plain-text.ts': (s) =>
    s.replace("'must not contain control characters, line breaks", "'may not contain control characters, line breaks"),
  'server/src/contract/form-fields.ts': (s) => s.replace('EMAIL_MAX_LENGTH = 320', 'EMAIL_MAX_LENGTH = 321'),
  'server/src/contract/realtime-messages.ts': (s) =>
    s.replace('sdp: Type.String({ maxLength: 24_000 })', 'sdp: Type.String({ maxLength: 24_001 })'),
  'server/src/contract/routes.ts': (s) => s.replace("meeting: '/meeting/:room'", "meeting: '/meetings/:room'"),
  'server/src/contract/mail-preferences.ts': (s) => s.replace('DEFAULT_DIGEST_HOUR = 8', 'DEFAULT_DIGEST_HOUR = 9'),
  'server/src/contract/policy.ts': (s) =>
    s.replace("if (target.uplines.includes(actor.membershipId)) found.add('downline');", ''),
};

describe('the contracts shared with the SPA', () => {
  it('are what the SPA holds: every generated copy matches its server source (api:generate --check)', async () => {
    assert.deepEqual(await contractDrift(ROOT, read), [], 'run `npm run api:generate` and commit the result');
  });

  it('cover every file in server/src/contract', () => {
    const sources = readdirSync(path.join(ROOT, 'server/src/contract')).map((name) => `server/src/contract/${name}`);
    assert.deepEqual(sources.sort(), CONTRACTS.map((c) => c.source).sort());
    assert.deepEqual(Object.keys(EDITS).sort(), CONTRACTS.map((c) => c.source).sort());
  });

  for (const contract of CONTRACTS) {
    it(`report drift when a rule of ${path.basename(contract.source)} changes on the server only`, async () => {
      const changed = scratch(contract, EDITS[contract.source]!);
      try {
        assert.deepEqual(await contractDrift(changed, read, [contract]), [contract.target]);
        // Only that contract drifted: the others still match.
        const others = CONTRACTS.filter((c) => c !== contract && c.kind === 'copy');
        assert.deepEqual(await contractDrift(changed, read, others), []);
      } finally {
        rmSync(changed, { recursive: true, force: true });
      }
    });
  }

  it('give the SPA a type and a compiled check for every realtime message, both ways', async () => {
    const text = renderSchemaModule(SCHEMA_MODULE);
    for (const group of Object.values(SCHEMA_MODULE.groups))
      for (const type of Object.keys(group.messages))
        assert.ok(text.includes(`  ${/^\w+$/.test(type) ? type : JSON.stringify(type)}: `), type);
    // The SPA's copy accepts and refuses what the server's checks do.
    const spa = (await import(path.join(ROOT, 'src/shared/api/generated/realtime-messages.gen.ts'))) as {
      SERVER_MESSAGE_CHECKS: Record<string, (payload: unknown) => boolean>;
      CLIENT_MESSAGE_CHECKS: Record<string, (payload: unknown) => boolean>;
    };
    const room = 'AAAAAAAAAAAAAAAAAAAAAA';
    const cases: Array<[Record<string, (payload: unknown) => boolean>, string, unknown, boolean]> = [
      [spa.CLIENT_MESSAGE_CHECKS, 'meeting.join', { room, participant: 'tab-0001', audio: true, video: false }, true],
      [spa.CLIENT_MESSAGE_CHECKS, 'meeting.join', { room, participant: 'tab-0001', audio: true, video: false, extra: 1 }, false],
      [
        spa.CLIENT_MESSAGE_CHECKS,
        'meeting.signal',
        { room, participant: 'tab-0001', to: 'tab-0002', description: { type: 'offer', sdp: 'x'.repeat(24_001) } },
        false,
      ],
      [spa.SERVER_MESSAGE_CHECKS, 'meeting.refused', { room, participant: 'tab-0001', knocksLeft: 0 }, true],
      [spa.SERVER_MESSAGE_CHECKS, 'meeting.refused', { room: 'r', participant: 'tab-0001', knocksLeft: 0 }, false],
      [spa.SERVER_MESSAGE_CHECKS, 'error', { detail: 'No.', extra: true }, true],
    ];
    for (const [checks, type, payload, valid] of cases)
      assert.equal(checks[type]!(payload), valid, `${type} ${JSON.stringify(payload).slice(0, 80)}`);
  });

  it('refuse a copied source that imports anything but another copied contract or the policy table', () => {
    const source = 'server/src/contract/x.ts';
    assert.throws(() => renderContract(source, "import { x } from './y.js';\nexport const z = x;"), /must import nothing but/);
    assert.throws(() => renderContract(source, "import type { Role } from '../db/schema.js';"), /must import nothing but/);
    assert.match(renderContract(source, "import { isPlainText } from './plain-text.js';"), /from '\.\/plain-text\.gen'/);
  });
});
