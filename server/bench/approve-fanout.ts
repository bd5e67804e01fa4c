/**
 * Approving a new version of an original held by `--copies` copies (default 10,000) over `--holders`
 * clients (default 1,000): the whole request through the app (every copy follows, every holder's
 * notification and mail line queued), and where its time goes, statement by statement (time in the
 * database per statement shape; the rest is the process's own work).
 *
 * With `--baseline=<another tree's server folder>` (e.g. an export of main) each round runs the
 * baseline and this tree in turn, each in a fresh process on a fresh database, alternating which goes
 * first; the medians of `--rounds` (default 3) are printed with the load average.
 *
 *   npx tsx server/bench/approve-fanout.ts [--db=sqlite,postgres] [--rounds=3] [--baseline=/tmp/base/server]
 *     [--copies=10000] [--holders=1000] [--statements] [--profile=<folder for CPU profiles of the approve>]
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FixtureModules } from './distribution-fixture.js';
import type * as FreshApp from './fresh-app.js';
import type * as Ids from '../src/lib/ids.js';
import type * as Seed from '../src/services/demo/seed.js';
import type * as ContentHelpers from '../test/helpers/content.js';
import type * as Statements from '../test/helpers/statements.js';
import { distributedOrigin } from './distribution-fixture.js';
import { benchArgs } from './list-harness.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const copies = Number(benchArgs.copies ?? 10_000);
const holders = Number(benchArgs.holders ?? 1_000);

interface Shape {
  sql: string;
  count: number;
  ms: number;
}

interface Run {
  tree: string;
  db: string;
  ms: number;
  statements: number;
  dbMs: number;
  copiesOnV2: number;
  notifications: number;
  shapes: Shape[];
}

/** A statement's shape: its SQL with lists of parameters folded, so batches of one kind count together. */
const shapeOf = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/\((\$\d+|\?)(, (\$\d+|\?))*\)(, \((\$\d+|\?)(, (\$\d+|\?))*\))*/g, '(…)')
    .replace(/\$\d+/g, '?')
    .slice(0, 110);

/** A CPU profile of this process from now until `stop` writes it to `file` (`--profile=<folder>`). */
async function startProfiler() {
  const { Session } = await import('node:inspector/promises');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {
    async stop(file: string) {
      const { profile } = await session.post('Profiler.stop');
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(profile));
      session.disconnect();
    },
  };
}

/** One measurement in this process, on the server tree at `root`. */
async function measure(root: string, dialect: string): Promise<Run> {
  const load = <T>(file: string) => import(pathToFileURL(path.join(root, file)).href) as Promise<T>;
  const fresh = await load<typeof FreshApp>('bench/fresh-app.ts');
  const modules: FixtureModules = {
    ...(await load<typeof Ids>('src/lib/ids.ts')),
    ...(await load<typeof Seed>('src/services/demo/seed.ts')),
    ...(await load<typeof ContentHelpers>('test/helpers/content.ts')),
    insertMember: fresh.insertMember,
  };
  const { timedQueriesOf } = await load<typeof Statements>('test/helpers/statements.ts');
  const database = await fresh.freshDatabase('approve_fanout', dialect === 'postgres' ? fresh.benchPostgresUrl() : undefined);
  const app = await fresh.openApp(database);
  try {
    const postgres = database.dialect === 'PostgreSQL';
    const origin = await distributedOrigin(app, modules, { copies, holders, postgres });
    const uploaded = await origin.uploadVersion('Q3 rates');
    if (uploaded.statusCode !== 201) throw new Error(`version upload answered ${uploaded.statusCode}`);
    const count = async (table: 'notification') =>
      Number(
        (
          await app.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count('notification');
    let status = 0;
    const start = performance.now();
    const profiler = benchArgs.profile ? await startProfiler() : null;
    const queries = await timedQueriesOf(async () => {
      status = (await origin.call(origin.admin, 'POST', `/material/${origin.originId}/versions/2/approve`, {})).statusCode;
    });
    const ms = performance.now() - start;
    if (profiler) await profiler.stop(path.join(benchArgs.profile!, `approve-${dialect}-${Date.now()}.cpuprofile`));
    if (status !== 204) throw new Error(`approve answered ${status}`);
    const shapes = new Map<string, Shape>();
    for (const q of queries) {
      const key = shapeOf(q.query.sql);
      const shape = shapes.get(key) ?? { sql: key, count: 0, ms: 0 };
      shape.count += 1;
      shape.ms += q.seconds * 1000;
      shapes.set(key, shape);
    }
    const onV2 = await app.db
      .selectFrom('material')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('origin_id', '=', origin.originId)
      .where('version', '=', 2)
      .executeTakeFirstOrThrow();
    return {
      tree: root,
      db: database.dialect,
      ms,
      statements: queries.length,
      dbMs: queries.reduce((sum, q) => sum + q.seconds * 1000, 0),
      copiesOnV2: Number(onV2.n),
      notifications: (await count('notification')) - before,
      shapes: [...shapes.values()].sort((a, b) => b.ms - a.ms),
    };
  } finally {
    await app.close();
    await database.drop();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

function printShapes(run: Run): void {
  console.log(
    `\n${run.tree} on ${run.db}: ${run.ms.toFixed(0)} ms, ${run.statements} statements, ${run.dbMs.toFixed(0)} ms in them`,
  );
  console.table(run.shapes.slice(0, 12).map((s) => ({ ms: Math.round(s.ms), count: s.count, sql: s.sql })));
}

if (benchArgs.child) {
  const run = await measure(benchArgs.root!, benchArgs.db!);
  process.stdout.write(`RESULT ${JSON.stringify(run)}\n`);
  process.exit(0);
}

const dialects = (benchArgs.db ?? 'sqlite,postgres').split(',');
const rounds = Number(benchArgs.rounds ?? 3);
const trees = [
  ...(benchArgs.baseline ? [{ name: 'baseline', root: path.resolve(benchArgs.baseline) }] : []),
  { name: 'this tree', root: path.resolve(here, '..') },
];
const runs: (Run & { name: string })[] = [];
console.log(`copies ${copies}, holders ${holders}, load average at start ${load()}`);
for (let round = 0; round < rounds; round += 1)
  for (const db of dialects) {
    const order = round % 2 === 0 ? trees : [...trees].reverse();
    for (const tree of order) {
      const out = execFileSync(
        process.execPath,
        [
          '--import',
          'tsx',
          fileURLToPath(import.meta.url),
          '--child',
          `--root=${tree.root}`,
          `--db=${db}`,
          `--copies=${copies}`,
          `--holders=${holders}`,
          ...(benchArgs.profile ? [`--profile=${path.resolve(benchArgs.profile)}`] : []),
        ],
        { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, cwd: path.resolve(here, '..') },
      );
      const line = out.split('\n').find((l) => l.startsWith('RESULT '));
      if (!line) throw new Error(`no result from ${tree.name} on ${db}:\n${out}`);
      const run = { ...(JSON.parse(line.slice(7)) as Run), name: tree.name };
      runs.push(run);
      console.log(
        `round ${round + 1} ${db} ${tree.name}: ${run.ms.toFixed(0)} ms (${run.statements} statements), load ${load()}`,
      );
      if (benchArgs.statements) printShapes(run);
    }
  }
console.log(`\nload average at end ${load()}`);
console.table(
  dialects.flatMap((db) =>
    trees.map((tree) => {
      const mine = runs.filter((r) => r.name === tree.name && r.db.toLowerCase().startsWith(db.slice(0, 4)));
      return {
        database: mine[0]?.db,
        tree: tree.name,
        'median ms': Math.round(median(mine.map((r) => r.ms))),
        runs: mine.map((r) => Math.round(r.ms)).join(' / '),
        statements: median(mine.map((r) => r.statements)),
        'median ms in statements': Math.round(median(mine.map((r) => r.dbMs))),
        'copies on v2': mine[0]?.copiesOnV2,
        notifications: mine[0]?.notifications,
      };
    }),
  ),
);
