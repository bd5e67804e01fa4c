/**
 * Benchmark: the authenticated member search on a company of 50,000 members, against a bare Fastify
 * hello route measured in the same run. Targets (DESIGN §12): ≥ 25% of the bare route's req/s, and
 * p99 < 50 ms at 50 connections.
 *
 *   npx tsx server/bench/members-list.ts [--part=ander] [--duration=10] [--connections=50] [--only=search,list]
 *                                        [--profile=DIR] [--keep]
 *
 * Lists measured: a name search as the admin, and the admin's first page of clients.
 */
import { fileURLToPath } from 'node:url';
import type { Role } from '../src/db/schema.js';
import { newId } from '../src/lib/ids.js';
import { hashPassword } from '../src/services/identity/passwords.js';
import { benchArgs, runListBenchmark, type BenchApp } from './list-harness.js';

const MEMBERS = 50_000;
const PASSWORD = 'bench-password';
const ADMIN_EMAIL = 'admin@bench.test';

const FIRST = [
  'James',
  'Mary',
  'Robert',
  'Patricia',
  'John',
  'Jennifer',
  'Michael',
  'Linda',
  'David',
  'Elizabeth',
  'William',
  'Barbara',
  'Richard',
  'Susan',
  'Joseph',
  'Jessica',
  'Thomas',
  'Sarah',
  'Charles',
  'Karen',
  'Christopher',
  'Lisa',
  'Daniel',
  'Nancy',
  'Matthew',
  'Betty',
  'Anthony',
  'Sandra',
  'Mark',
  'Margaret',
  'Donald',
  'Ashley',
  'Steven',
  'Kimberly',
  'Andrew',
  'Emily',
  'Paul',
  'Donna',
  'Joshua',
  'Michelle',
  'Kenneth',
  'Carol',
  'Kevin',
  'Amanda',
  'Brian',
  'Melissa',
  'George',
  'Deborah',
  'Timothy',
  'Stephanie',
];
const LAST = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Torres',
  'Nguyen',
  'Hill',
  'Flores',
  'Green',
  'Adams',
  'Nelson',
  'Baker',
  'Hall',
  'Rivera',
  'Campbell',
  'Mitchell',
  'Carter',
  'Roberts',
  'Gomez',
  'Phillips',
  'Evans',
  'Turner',
  'Diaz',
  'Parker',
  'Cruz',
  'Edwards',
  'Collins',
  'Reyes',
  'Stewart',
  'Morris',
  'Morales',
  'Murphy',
  'Cook',
  'Rogers',
  'Gutierrez',
  'Ortiz',
  'Morgan',
  'Cooper',
  'Peterson',
  'Bailey',
  'Reed',
  'Kelly',
  'Howard',
  'Ramos',
  'Kim',
  'Cox',
  'Ward',
  'Richardson',
  'Watson',
  'Brooks',
  'Chavez',
  'Wood',
  'James',
  'Bennett',
  'Gray',
  'Mendoza',
  'Ruiz',
  'Hughes',
  'Price',
  'Alvarez',
  'Castillo',
  'Sanders',
  'Patel',
  'Myers',
  'Long',
  'Ross',
  'Foster',
  'Jimenez',
];

/** One admin, 50 marketers, 1,000 agents, the rest clients, spread evenly under their uplines. */
async function seed(app: BenchApp): Promise<{ email: string; password: string }> {
  const hash = await hashPassword(PASSWORD);
  const now = new Date().toISOString();
  const companyId = newId();
  const plan: { role: Role; count: number }[] = [
    { role: 'admin', count: 1 },
    { role: 'marketer', count: 50 },
    { role: 'agent', count: 1000 },
    { role: 'client', count: MEMBERS - 1051 },
  ];
  let n = 0;
  let uplines: string[] = [];
  await app.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('company')
      .values({ id: companyId, name: 'Bench Marketing', created_at: now, updated_at: now })
      .execute();
    for (const { role, count } of plan) {
      const ids: string[] = [];
      for (let start = 0; start < count; start += 500) {
        const users = [];
        const memberships = [];
        for (let i = start; i < Math.min(count, start + 500); i += 1, n += 1) {
          const userId = newId();
          const id = newId();
          ids.push(id);
          users.push({
            id: userId,
            email: role === 'admin' ? ADMIN_EMAIL : `member${n}@bench.test`,
            first_name: FIRST[(n * 7) % FIRST.length]!,
            last_name: LAST[(n * 13 + Math.floor(n / FIRST.length)) % LAST.length]!,
            phone: '+1 555 0100',
            address: '',
            password_hash: hash,
            national_producer_number: null,
            has_security_license: null,
            gender: null,
            state: null,
            created_at: now,
            updated_at: now,
          });
          memberships.push({
            id,
            user_id: userId,
            company_id: companyId,
            role,
            invited_by_id: uplines.length ? uplines[i % uplines.length]! : null,
            status: 'active' as const,
            archived_at: null,
            created_at: new Date(Date.UTC(2025, 0, 1) + n * 60_000).toISOString(),
          });
        }
        await trx.insertInto('users').values(users).execute();
        await trx.insertInto('user_company').values(memberships).execute();
      }
      if (role !== 'admin' || uplines.length === 0) uplines = ids;
    }
  });
  return { email: ADMIN_EMAIL, password: PASSWORD };
}

const part = benchArgs.part ?? 'ander';

await runListBenchmark({
  file: fileURLToPath(import.meta.url),
  seed,
  describe: (_seeded, seconds) => `seeded ${MEMBERS} members in ${seconds.toFixed(1)} s`,
  lists: () => [
    ['search', `/user-company/?full_name=${encodeURIComponent(part)}&size=50`],
    ['list', '/user-company/?role=client&size=50'],
  ],
});
