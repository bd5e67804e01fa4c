/**
 * The realistic company: ~2,000 members (admins, marketers, agents, clients in a hierarchy) whose spaces
 * look like real use — most hold 20–50 items at 100k (scaled with `items`), three hold 20%, 5% and 5% of
 * all items, one folder of theirs 40% of their space; a quarter of each client's items were sent by
 * their agent (the shared space). Titles and names come from vocabularies with accents. Rows go in
 * 1,000 at a time; each member's access token is signed directly (no 2,000 password hashes).
 */
import { newId } from '../../src/lib/ids.js';
import type { BenchApp } from '../list-harness.js';

export const WORDS = [
  'Medicare',
  'Supplement',
  'Brochure',
  'Annuity',
  'Term',
  'Life',
  'Claim',
  'Form',
  'Policy',
  'Rates',
  'Summary',
  'Training',
  'Checklist',
  'Compliance',
  'Guía',
  'Beneficios',
  'Póliza',
  'Résumé',
  'Dental',
  'Vision',
  'Enrollment',
  'Commission',
  'Quote',
  'Renewal',
  'Application',
  'Disclosure',
  'Illustration',
  'Underwriting',
  'Beneficiary',
  'Cotización',
  'Solicitud',
  'Prämie',
];
export const FIRST = [
  'José',
  'María',
  'Zoë',
  'Ann',
  'John',
  'Lucía',
  'Émile',
  'Olga',
  'Ahmed',
  'Mei',
  'Pat',
  'Jürgen',
  'Chloé',
  'Sam',
  'Noor',
  'Ines',
];
export const LAST = [
  'Núñez',
  'Smith',
  'García',
  'Ångström',
  'Johnson',
  'Müller',
  'Dubois',
  'Petrova',
  'Khan',
  'Wong',
  'Lee',
  'Brown',
  'Rossi',
  'Kowalski',
];

/** A deterministic pseudo-random sequence, so every run seeds the same company. */
export function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0) / 2 ** 32;
}

export interface SeededMember {
  id: string;
  role: 'admin' | 'marketer' | 'agent' | 'client';
  token: string;
  uplineId: string | null;
  /** Some of their own folders (all of them for small spaces), and their largest one. */
  folders: string[];
  bigFolder: string | null;
  bigFolderItems: number;
  /** Up to 100 materials of the largest folder, spread through it: edges of pages stepped from. */
  bigFolderSample: string[];
  materials: string[];
}

export interface Seeded {
  items: number;
  members: SeededMember[];
}

const ROLES = { admin: 2, marketer: 20, agent: 180 } as const;

export async function seedCompany(app: BenchApp, items: number, memberCount = 2000): Promise<Seeded> {
  const rand = random(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const now = new Date().toISOString();
  const companyId = newId();
  const sha = 'b'.repeat(64);
  const db = app.db;
  await db
    .insertInto('company')
    .values({
      id: companyId,
      name: 'Realistic Insurance',
      address: null,
      phone: null,
      website: null,
      email: null,
      logo: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto('blob')
    .values({
      sha256: sha,
      size: 2048,
      content_type: 'application/pdf',
      storage_key: `bench/${sha}`,
      ref_count: 1_000_000_000,
      created_at: now,
    })
    .execute();

  // The hierarchy: admins, then marketers under admins, agents under marketers, clients under agents.
  const members: SeededMember[] = [];
  const byRole = (role: SeededMember['role']) => members.filter((m) => m.role === role);
  const users = [];
  const memberships = [];
  for (let i = 0; i < memberCount; i += 1) {
    const role: SeededMember['role'] =
      i < ROLES.admin
        ? 'admin'
        : i < ROLES.admin + ROLES.marketer
          ? 'marketer'
          : i < ROLES.admin + ROLES.marketer + ROLES.agent
            ? 'agent'
            : 'client';
    const upline =
      role === 'admin' ? null : pick(byRole(role === 'marketer' ? 'admin' : role === 'agent' ? 'marketer' : 'agent')).id;
    const userId = newId();
    const id = newId();
    users.push({
      id: userId,
      email: `m${i}@realistic.test`,
      first_name: pick(FIRST),
      last_name: `${pick(LAST)}${i % 7 === 0 ? '-' + pick(LAST) : ''}`,
      phone: '',
      address: '',
      password_hash: 'x',
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
      invited_by_id: upline,
      status: 'active' as const,
      archived_at: null,
      created_at: now,
    });
    members.push({
      id,
      role,
      token: '',
      uplineId: upline,
      folders: [],
      bigFolder: null,
      bigFolderItems: 0,
      bigFolderSample: [],
      materials: [],
    });
    members[i]!.token = await app.accessTokens.sign({ membershipId: id, userId, companyId, role });
  }
  for (let i = 0; i < users.length; i += 1000)
    await db
      .insertInto('users')
      .values(users.slice(i, i + 1000))
      .execute();
  for (let i = 0; i < memberships.length; i += 1000)
    await db
      .insertInto('user_company')
      .values(memberships.slice(i, i + 1000))
      .execute();

  // Space sizes: three heavy members (an admin, a marketer, an agent), everyone else 20–50 per 100k.
  const scale = items / 100_000;
  const heavy = new Map([
    [members[0]!.id, Math.round(20_000 * scale)],
    [members[ROLES.admin]!.id, Math.round(5_000 * scale)],
    [members[ROLES.admin + ROLES.marketer]!.id, Math.round(5_000 * scale)],
  ]);
  const lightTotal = items - [...heavy.values()].reduce((a, b) => a + b, 0);
  const weights = members.map((m) => (heavy.has(m.id) ? 0 : 20 + rand() * 30));
  const weightSum = weights.reduce((a, b) => a + b, 0);

  const title = () =>
    `${pick(WORDS)} ${pick(WORDS)}${rand() < 0.5 ? ' ' + pick(WORDS) : ''} ${1000 + Math.floor(rand() * 9000)}.pdf`;
  let folderRows: object[] = [];
  let materialRows: object[] = [];
  // Folders before the materials that point at them.
  const flush = async (force = false) => {
    const materials = materialRows.length >= 1000 || (force && materialRows.length > 0);
    if (folderRows.length > 0 && (materials || folderRows.length >= 1000 || force)) {
      await db
        .insertInto('folder')
        .values(folderRows as never)
        .execute();
      folderRows = [];
    }
    if (materials) {
      await db
        .insertInto('material')
        .values(materialRows as never)
        .execute();
      materialRows = [];
    }
  };
  const row = { company_id: companyId, created_at: now, updated_at: now };
  for (const [i, member] of members.entries()) {
    const count = heavy.get(member.id) ?? Math.max(3, Math.round((weights[i]! / weightSum) * lightTotal));
    const isHeavy = heavy.has(member.id);
    const folderCount = isHeavy ? 50 : Math.max(1, Math.round(count / 12));
    const folders = Array.from({ length: folderCount }, (_, f) => ({
      ...row,
      id: newId(),
      owner_id: member.id,
      parent_id: null as string | null,
      title: `${pick(WORDS)} ${f + 1}`,
      space: 'own',
      shared_by_id: null,
    }));
    // One level of nesting: every fourth folder sits in the first.
    for (const [f, folder] of folders.entries()) if (f > 0 && f % 4 === 0) folder.parent_id = folders[0]!.id;
    folderRows.push(...folders);
    member.folders = folders.slice(0, 40).map((f) => f.id);
    const big = isHeavy ? Math.round(count * 0.4) : 0;
    if (isHeavy) [member.bigFolder, member.bigFolderItems] = [folders[1]!.id, big];
    const sharedShare = member.role === 'client' && member.uplineId ? 0.25 : 0;
    for (let n = 0; n < count; n += 1) {
      const shared = rand() < sharedShare;
      const folder = shared ? null : n < big ? folders[1]!.id : rand() < 0.3 ? null : pick(folders).id;
      const id = newId();
      if (!shared && member.materials.length < 20) member.materials.push(id);
      if (n < big && n % Math.ceil(big / 100) === 0) member.bigFolderSample.push(id);
      materialRows.push({
        ...row,
        id,
        owner_id: member.id,
        folder_id: folder,
        title: title(),
        blob_sha256: sha,
        size: 2048,
        content_type: 'application/pdf',
        space: shared ? 'shared' : 'own',
        shared_by_id: shared ? member.uplineId : null,
      });
      if (materialRows.length >= 1000) await flush();
    }
    await flush();
  }
  await flush(true);
  return { items, members };
}
