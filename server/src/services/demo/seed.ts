import { ensureStarterTemplate } from '../forms/templates.js';
import type { Db } from '../../db/connect.js';
import type { Role } from '../../db/schema.js';
import { newId, nowIso } from '../../lib/ids.js';
import { hashPassword } from '../identity/passwords.js';

export const DEMO_PASSWORD = 'cascade-demo';
export const DEMO_COMPANY = 'Summit Insurance Marketing';

export interface DemoLogin {
  role: Role;
  email: string;
  password: string;
}

const PEOPLE: { role: Role; first: string; last: string; npn?: string }[] = [
  { role: 'admin', first: 'Avery', last: 'Admin' },
  { role: 'marketer', first: 'Morgan', last: 'Marketer', npn: '17402211' },
  { role: 'agent', first: 'Alex', last: 'Agent', npn: '19870345' },
  { role: 'client', first: 'Casey', last: 'Client' },
];

export const demoEmail = (role: Role): string => `${role}@demo.cascade.test`;

/** Seeds an empty database with a demo company and one member per role, each invited by the one above. */
export async function seedDemo(db: Db, options: { materialApproval?: boolean } = {}): Promise<DemoLogin[] | null> {
  const existing = await db.selectFrom('company').select('id').limit(1).executeTakeFirst();
  if (existing) return null;

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    const companyId = newId();
    // The demo company shows approval before clients (docs/distribution.md); tests choose.
    await trx
      .insertInto('company')
      .values({
        id: companyId,
        name: DEMO_COMPANY,
        created_at: now,
        updated_at: now,
        material_approval: options.materialApproval ? 1 : 0,
      })
      .execute();
    let upline: string | null = null;
    for (const person of PEOPLE) {
      const userId = newId();
      const membershipId = newId();
      await trx
        .insertInto('users')
        .values({
          id: userId,
          email: demoEmail(person.role),
          first_name: person.first,
          last_name: person.last,
          phone: '+1 555 0100',
          address: '100 Main Street, Springfield, IL',
          password_hash: passwordHash,
          national_producer_number: person.npn ?? null,
          has_security_license: person.npn ? 1 : null,
          gender: null,
          state: 'IL',
          created_at: now,
          updated_at: now,
        })
        .execute();
      await trx
        .insertInto('user_company')
        .values({
          id: membershipId,
          user_id: userId,
          company_id: companyId,
          role: person.role,
          invited_by_id: upline,
          status: 'active',
          archived_at: null,
          created_at: now,
        })
        .execute();
      upline = membershipId;
    }
    await ensureStarterTemplate(trx, companyId);
  });
  return PEOPLE.map((p) => ({ role: p.role, email: demoEmail(p.role), password: DEMO_PASSWORD }));
}
