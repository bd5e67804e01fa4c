import type { Insertable } from 'kysely';
import type { Db } from '../../db/connect.js';
import type { MaterialVersionTable, Role } from '../../db/schema.js';
import { MATERIAL_POLICY, ROLES, type MaterialRelation } from '../../policy/table.js';
import { changeRefs } from '../../storage/blob-refs.js';
import type { MaterialNotice } from './events.js';

/** The one way a version row is written (version 1 of an upload, every later version). */
export async function insertVersion(trx: Db, values: Insertable<MaterialVersionTable>): Promise<void> {
  await trx.insertInto('material_version').values(values).execute();
}

/** Whether a new version by this author needs an approver before it reaches clients. */
export async function needsApproval(db: Db, companyId: string, authorRole: Role): Promise<boolean> {
  // A client's own upload goes to their agent, never to the public: it is not a communication to approve.
  if (authorRole === 'client') return false;
  const company = await db.selectFrom('company').select('material_approval').where('id', '=', companyId).executeTakeFirst();
  return Number(company?.material_approval ?? 0) === 1;
}

export interface PublishedVersion {
  number: number;
  blob_sha256: string;
  size: number | string;
  content_type: string;
  updated_at: string;
}

/**
 * Every copy of the origin, at any depth, that shows an older version moves to this one in one
 * statement; blob references move with them (one statement per distinct blob). Returns how many copies
 * moved. Runs when a version is published (no approval needed) or approved.
 */
export async function publishToCopies(trx: Db, originId: string, version: PublishedVersion): Promise<number> {
  const held = await trx
    .selectFrom('material')
    .select(['blob_sha256', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('origin_id', '=', originId)
    .where('version', '<', version.number)
    .groupBy('blob_sha256')
    .execute();
  const deltas = new Map<string, number>();
  let copies = 0;
  for (const row of held) {
    const n = Number(row.n);
    copies += n;
    deltas.set(row.blob_sha256, (deltas.get(row.blob_sha256) ?? 0) - n);
  }
  if (copies === 0) return 0;
  deltas.set(version.blob_sha256, (deltas.get(version.blob_sha256) ?? 0) + copies);
  await trx
    .updateTable('material')
    .set({
      blob_sha256: version.blob_sha256,
      size: version.size,
      content_type: version.content_type,
      version: version.number,
      updated_at: version.updated_at,
    })
    .where('origin_id', '=', originId)
    .where('version', '<', version.number)
    .execute();
  await changeRefs(trx, deltas);
  return copies;
}

type Recipient = MaterialNotice['recipients'][number];

/**
 * The holders of copies of an origin, one per member (their first copy), the one acting aside: the
 * database picks each member's first copy, so a thousand holders of ten thousand copies read a thousand rows.
 */
export async function holdersOf(db: Db, originId: string, exceptId: string | null): Promise<Recipient[]> {
  const rows = await db
    .selectFrom('material as m')
    .select(['m.owner_id', 'm.id', 'm.title'])
    .where('m.id', 'in', (eb) => {
      let first = eb
        .selectFrom('material as c')
        .select((c) => c.fn.min('c.id').as('id'))
        .where('c.origin_id', '=', originId)
        .groupBy('c.owner_id');
      if (exceptId) first = first.where('c.owner_id', '<>', exceptId);
      return first;
    })
    .orderBy('m.owner_id')
    .execute();
  return rows.map((h) => ({ membershipId: h.owner_id, materialId: h.id, title: h.title }));
}

const approvingAs = (relation: MaterialRelation): Role[] =>
  ROLES.filter((role) => (MATERIAL_POLICY.approveMaterial[role] as readonly MaterialRelation[]).includes(relation));

/** The company's active approvers (the policy table's: by role, or marked principal), the one acting aside. */
export async function approversOf(db: Db, companyId: string, exceptId: string | null): Promise<string[]> {
  const byRole = approvingAs('company');
  const byFlag = approvingAs('principal');
  const rows = await db
    .selectFrom('user_company')
    .select('id')
    .where('company_id', '=', companyId)
    .where('status', '=', 'active')
    .where((eb) => eb.or([eb('role', 'in', byRole), eb.and([eb('principal', '=', 1), eb('role', 'in', byFlag)])]))
    .execute();
  return rows.map((r) => r.id).filter((id) => id !== exceptId);
}
