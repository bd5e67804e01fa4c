/**
 * Distribution at scale (docs/distribution.md): an original held by `--copies` copies (default 10,000)
 * spread over `--holders` clients (default 1,000), on SQLite and PostgreSQL. Times, through the API:
 * a recall (one statement on the origin's row, holders' cache versions, one notification per holder
 * queued), its undo, an expiry (the sweep at the date, notifications included), and a new approved
 * version reaching every copy (the one set-based update of the copies).
 *
 *   npx tsx server/bench/distribution.ts [--db=sqlite,postgres] [--copies=10000] [--holders=1000]
 */
import { performance } from 'node:perf_hooks';
import { newId, nowIso } from '../src/lib/ids.js';
import { lifecycleClock } from '../src/services/content/lifecycle.js';
import { seedDemo } from '../src/services/demo/seed.js';
import { multipart } from '../test/helpers/content.js';
import { distributedOrigin } from './distribution-fixture.js';
import { benchPostgresUrl, freshDatabase, insertMember, openApp } from './fresh-app.js';
import { benchArgs } from './list-harness.js';

const copies = Number(benchArgs.copies ?? 10_000);
const holders = Number(benchArgs.holders ?? 1_000);
const dialects = (benchArgs.db ?? 'sqlite,postgres').split(',');

async function timed(label: string, run: () => Promise<unknown>, out: Record<string, string>) {
  const start = performance.now();
  await run();
  out[label] = `${(performance.now() - start).toFixed(0)} ms`;
}

async function once(dialect: string): Promise<Record<string, string>> {
  const database = await freshDatabase('distribution', dialect === 'postgres' ? benchPostgresUrl() : undefined);
  const app = await openApp(database);
  const out: Record<string, string> = { database: database.dialect, copies: String(copies), holders: String(holders) };
  try {
    const { originId, admin, marketer, call, uploadVersion } = await distributedOrigin(
      app,
      { newId, nowIso, seedDemo, multipart, insertMember },
      { copies, holders, postgres: database.dialect === 'PostgreSQL' },
    );
    const origin = { id: originId };
    const notifications = async () =>
      Number(
        (
          await app.db
            .selectFrom('notification')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );

    let before = await notifications();
    await timed(
      'recall',
      () => call(marketer, 'POST', `/material/${origin.id}/recall`, { reason: 'Carrier withdrew the product' }),
      out,
    );
    out['recall notifications'] = String((await notifications()) - before);
    await timed('undo recall', () => call(marketer, 'DELETE', `/material/${origin.id}/recall`), out);
    const start = Date.now();
    lifecycleClock.now = () => start;
    await call(marketer, 'PUT', `/material/${origin.id}/use-until`, { use_until: new Date(start + 86_400_000).toISOString() });
    await app.expirySweeper.sweep(start + 1000); // the 14- and 3-day notices go first
    before = await notifications();
    await timed('expiry sweep', () => app.expirySweeper.sweep(start + 86_400_000 + 1000), out);
    out['expiry notifications'] = String((await notifications()) - before);
    lifecycleClock.now = () => Date.now();
    await call(marketer, 'PUT', `/material/${origin.id}/use-until`, { use_until: null });
    await uploadVersion('Q3');
    await timed('approve v2 (copies follow)', () => call(admin, 'POST', `/material/${origin.id}/versions/2/approve`, {}), out);
    const moved = await app.db
      .selectFrom('material')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('origin_id', '=', origin.id)
      .where('version', '=', 2)
      .executeTakeFirstOrThrow();
    out['copies on v2'] = String(moved.n);
  } finally {
    await app.close();
    await database.drop();
  }
  return out;
}

const results = [];
for (const dialect of dialects) results.push(await once(dialect));
console.table(results);
