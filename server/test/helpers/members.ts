import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/connect.js';
import type { MembershipStatus, Role } from '../../src/db/schema.js';
import { newId, nowIso } from '../../src/lib/ids.js';
import { hashPassword } from '../../src/services/identity/passwords.js';

export const MEMBER_PASSWORD = 'members-test-password';

/** One Argon2 hash for every test user: hashing is deliberately slow. */
let passwordHash: Promise<string> | undefined;
const sharedHash = () => (passwordHash ??= hashPassword(MEMBER_PASSWORD));

export interface TestMember {
  key: string;
  id: string;
  userId: string;
  companyId: string;
  role: Role;
  invitedById: string | null;
  email: string;
  firstName: string;
  lastName: string;
}

export interface MemberSpec {
  key: string;
  role: Role;
  /** Key of the upline, already created. */
  upline?: string;
  first?: string;
  last?: string;
  status?: MembershipStatus;
  createdAt?: string;
}

export async function createCompany(db: Db, name: string): Promise<string> {
  const id = newId();
  const now = nowIso();
  await db.insertInto('company').values({ id, name, created_at: now, updated_at: now }).execute();
  return id;
}

/** A user and their membership of one company, as one row each. */
export interface MembershipRow extends Pick<
  TestMember,
  'companyId' | 'role' | 'invitedById' | 'email' | 'firstName' | 'lastName'
> {
  /** The membership's id, when the caller needs it before (in the email, say); otherwise a new one. */
  id?: string;
  status?: MembershipStatus;
  phone?: string;
  /** Defaults to a hash nothing matches: the user cannot sign in with a password. */
  passwordHash?: string;
  createdAt?: string;
}

/** Inserts a user and their membership directly (no invitation, no sign-up); answers both ids. */
export async function insertMembership(db: Db, row: MembershipRow): Promise<{ id: string; userId: string }> {
  const userId = newId();
  const id = row.id ?? newId();
  const now = row.createdAt ?? nowIso();
  await db
    .insertInto('users')
    .values({
      id: userId,
      email: row.email,
      first_name: row.firstName,
      last_name: row.lastName,
      phone: row.phone ?? '',
      address: '',
      password_hash: row.passwordHash ?? 'x',
      national_producer_number: null,
      has_security_license: null,
      gender: null,
      state: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto('user_company')
    .values({
      id,
      user_id: userId,
      company_id: row.companyId,
      role: row.role,
      invited_by_id: row.invitedById,
      status: row.status ?? 'active',
      archived_at: row.status === 'archived' ? now : null,
      created_at: now,
    })
    .execute();
  return { id, userId };
}

/** Inserts users and memberships of one company directly, in order; uplines refer to earlier keys. */
export async function insertMembers(
  db: Db,
  companyId: string,
  specs: MemberSpec[],
  known: Record<string, TestMember> = {},
): Promise<Record<string, TestMember>> {
  const hash = await sharedHash();
  const members: Record<string, TestMember> = { ...known };
  for (const spec of specs) {
    const id = newId();
    const email = `${spec.key.toLowerCase()}-${id.slice(0, 8)}@members.test`;
    const firstName = spec.first ?? spec.key;
    const lastName = spec.last ?? spec.role[0]!.toUpperCase() + spec.role.slice(1);
    const invitedById = spec.upline ? members[spec.upline]!.id : null;
    const { userId } = await insertMembership(db, {
      id,
      companyId,
      role: spec.role,
      invitedById,
      email,
      firstName,
      lastName,
      status: spec.status,
      phone: '+1 555 0199',
      passwordHash: hash,
      createdAt: spec.createdAt,
    });
    members[spec.key] = { key: spec.key, id, userId, companyId, role: spec.role, invitedById, email, firstName, lastName };
  }
  return members;
}

/**
 * Company A:                         Company B:
 *   A1 admin ── A2 admin               BA admin ── BM marketer ── BG agent ── BC client
 *   A1 ── M1 marketer ── G1 agent ── C1 client, C2 client
 *                    └── G3 agent (no clients)
 *   A1 ── M2 marketer ── G2 agent ── C3 client
 */
export async function seedHierarchy(db: Db) {
  const a = await createCompany(db, 'Alpha Marketing');
  const b = await createCompany(db, 'Beta Brokers');
  const alpha = await insertMembers(db, a, [
    { key: 'A1', role: 'admin' },
    { key: 'A2', role: 'admin', upline: 'A1' },
    { key: 'M1', role: 'marketer', upline: 'A1' },
    { key: 'M2', role: 'marketer', upline: 'A1' },
    { key: 'G1', role: 'agent', upline: 'M1' },
    { key: 'G3', role: 'agent', upline: 'M1' },
    { key: 'G2', role: 'agent', upline: 'M2' },
    { key: 'C1', role: 'client', upline: 'G1' },
    { key: 'C2', role: 'client', upline: 'G1' },
    { key: 'C3', role: 'client', upline: 'G2' },
  ]);
  const beta = await insertMembers(db, b, [
    { key: 'BA', role: 'admin' },
    { key: 'BM', role: 'marketer', upline: 'BA' },
    { key: 'BG', role: 'agent', upline: 'BM' },
    { key: 'BC', role: 'client', upline: 'BG' },
  ]);
  const all = { ...alpha, ...beta } as Record<string, TestMember>;
  return { companyA: a, companyB: b, m: all, reset: () => resetMembers(db, Object.values(all)) };
}

/** Puts every given member back to active under their original upline. */
export async function resetMembers(db: Db, members: TestMember[]): Promise<void> {
  for (const member of members) {
    await db
      .updateTable('user_company')
      .set({ status: 'active', archived_at: null, invited_by_id: member.invitedById })
      .where('id', '=', member.id)
      .execute();
  }
}

export async function setStatus(db: Db, member: TestMember, status: MembershipStatus): Promise<void> {
  await db
    .updateTable('user_company')
    .set({ status, archived_at: status === 'archived' ? nowIso() : null })
    .where('id', '=', member.id)
    .execute();
}

/** An access token for a member without going through Argon2 (sign-in itself is tested elsewhere). */
export async function tokenFor(app: FastifyInstance, member: TestMember): Promise<{ authorization: string }> {
  const token = await app.accessTokens.sign({
    membershipId: member.id,
    userId: member.userId,
    companyId: member.companyId,
    role: member.role,
  });
  return { authorization: `Bearer ${token}` };
}
