/** The delivery record as it was read before it was read in SQL a page at a time: the benchmark's baseline. */
import { usStateCode } from '../../src/contract/form-fields.js';
import type { Db } from '../../src/db/connect.js';
import type { Material, Role } from '../../src/db/schema.js';
import { badRequest, notFound } from '../../src/lib/errors.js';
import { mayOnMaterial } from '../../src/policy/index.js';
import type { Actor } from '../../src/policy/actor.js';
import { memberNames } from '../../src/services/members/names.js';
import type { DeliveryRecorder } from '../../src/services/content/delivery-record.js';
import { withPrincipal } from '../../src/services/content/originals.js';
import { MATERIAL_NOT_FOUND } from '../../src/services/content/ownership.js';

/**
 * The delivery record of one original (docs/distribution.md, "The record"): every copy with the member
 * who sent it on, the version it shows and its ceilings; every send, open, preview, download and recall
 * per version, with the first and last use of each version. Read by the owner and the approvers
 * (`readDistribution`, the policy table) — and by anyone who sent their copy on, for the copies that came
 * through them.
 */

interface VersionRecord {
  number: number;
  sha256: string;
  state: string;
  created_at: string;
  author: string | null;
  decided_by: string | null;
  decided_at: string | null;
  first_use: string | null;
  last_use: string | null;
}

interface RecipientRecord {
  member_id: string;
  full_name: string;
  email: string;
  role: Role;
  state: string | null;
  sent_by: string | null;
  sent_by_id: string | null;
  version: number;
  received_at: string;
  view_only: boolean;
  no_resend: boolean;
  first_open: string | null;
  last_open: string | null;
  opens: number;
  downloads: number;
}

export interface DeliveryRecord {
  material: { id: string; title: string; owner: string };
  scope: 'all' | 'below_me';
  versions: VersionRecord[];
  recalls: { at: string; by: string | null; version: number }[];
  people: RecipientRecord[];
}

interface RecordFilters {
  version?: number | undefined;
  state?: string | undefined;
}

const ROLE_ORDER: Role[] = ['admin', 'marketer', 'agent', 'client'];
const OPENS = new Set(['opened', 'previewed', 'downloaded']);

/** The original named (by its id or a copy's), and whether the actor reads all of it or what came through them. */
async function originAndScope(
  db: Db,
  actor: Actor,
  materialId: string,
): Promise<{ origin: Material; scope: 'all' | 'below_me' }> {
  const byId = (id: string) =>
    db.selectFrom('material').selectAll().where('id', '=', id).where('company_id', '=', actor.companyId).executeTakeFirst();
  const material = await byId(materialId);
  if (!material) throw notFound(MATERIAL_NOT_FOUND);
  const origin = material.link === 'origin' ? material : material.origin_id ? await byId(material.origin_id) : undefined;
  if (!origin) throw notFound(MATERIAL_NOT_FOUND);
  if (mayOnMaterial(await withPrincipal(db, actor), 'readDistribution', origin)) return { origin, scope: 'all' };
  if (material.owner_id !== actor.membershipId) throw notFound(MATERIAL_NOT_FOUND);
  return { origin, scope: 'below_me' };
}

/** The delivery record as this actor may read it, filtered by version and the holders' state. */
export async function deliveryRecord(
  db: Db,
  recorder: DeliveryRecorder,
  actor: Actor,
  materialId: string,
  filters: RecordFilters = {},
): Promise<DeliveryRecord> {
  const { origin, scope } = await originAndScope(db, actor, materialId);
  // What this process holds is written first: a reader sees their own opens.
  await recorder.flush();
  // Every copy with its holder and its sender, in one statement (material_origin_idx, then primary keys).
  const copies = await db
    .selectFrom('material as c')
    .innerJoin('user_company as m', 'm.id', 'c.owner_id')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .leftJoin('user_company as sm', 'sm.id', 'c.shared_by_id')
    .leftJoin('users as su', 'su.id', 'sm.user_id')
    .select([
      'c.id',
      'c.owner_id',
      'c.shared_by_id',
      'c.version',
      'c.view_only',
      'c.no_resend',
      'c.created_at',
      'c.space',
      'm.role',
      'u.first_name',
      'u.last_name',
      'u.email',
      'u.state',
      'su.first_name as sender_first',
      'su.last_name as sender_last',
    ])
    .where('c.origin_id', '=', origin.id)
    .where('c.link', '=', 'copy')
    .orderBy('c.created_at')
    .execute();
  // One row per holder: the copy they received (a copy into their own space keeps its sender's line).
  const held = new Map<string, (typeof copies)[number]>();
  for (const c of copies) {
    const known = held.get(c.owner_id);
    if (!known || (known.space === 'own' && c.space === 'shared')) held.set(c.owner_id, c);
  }
  let holders = [...held.keys()];
  if (scope === 'below_me') {
    const children = new Map<string, string[]>();
    for (const [owner, c] of held)
      if (c.shared_by_id) children.set(c.shared_by_id, [...(children.get(c.shared_by_id) ?? []), owner]);
    const below = new Set<string>();
    const queue = [...(children.get(actor.membershipId) ?? [])];
    for (let i = 0; i < queue.length; i += 1) {
      if (below.has(queue[i]!)) continue;
      below.add(queue[i]!);
      queue.push(...(children.get(queue[i]!) ?? []));
    }
    holders = holders.filter((h) => below.has(h));
  }

  let events = db
    .selectFrom('material_event')
    .select([
      'member_id',
      'kind',
      (eb) => eb.fn.countAll<number | string>().as('n'),
      (eb) => eb.fn.min('at').as('first'),
      (eb) => eb.fn.max('at').as('last'),
    ])
    .where('origin_id', '=', origin.id)
    .groupBy(['member_id', 'kind']);
  if (filters.version !== undefined) events = events.where('version', '=', filters.version);
  const stats = new Map<string, { sent?: string; first?: string; last?: string; opens: number; downloads: number }>();
  const everyone = new Set(holders);
  for (const e of await events.execute()) {
    if (!e.member_id || !everyone.has(e.member_id)) continue;
    const s = stats.get(e.member_id) ?? { opens: 0, downloads: 0 };
    if (e.kind === 'sent') s.sent = String(e.first);
    if (OPENS.has(e.kind)) {
      s.opens += Number(e.n);
      if (!s.first || String(e.first) < s.first) s.first = String(e.first);
      if (!s.last || String(e.last) > s.last) s.last = String(e.last);
    }
    if (e.kind === 'downloaded') s.downloads += Number(e.n);
    stats.set(e.member_id, s);
  }

  const people: RecipientRecord[] = [];
  for (const id of holders) {
    const copy = held.get(id)!;
    const s = stats.get(id);
    if (filters.version !== undefined && copy.version !== filters.version && !s) continue;
    const state = usStateCode(copy.state);
    if (filters.state && state !== filters.state) continue;
    people.push({
      member_id: id,
      full_name: `${copy.first_name} ${copy.last_name}`.trim(),
      email: copy.email,
      role: copy.role,
      state,
      sent_by: copy.sender_first !== null ? `${copy.sender_first} ${copy.sender_last ?? ''}`.trim() : null,
      sent_by_id: copy.shared_by_id,
      version: copy.version,
      received_at: s?.sent ?? copy.created_at,
      view_only: Number(copy.view_only) === 1,
      no_resend: Number(copy.no_resend) === 1,
      first_open: s?.first ?? null,
      last_open: s?.last ?? null,
      opens: s?.opens ?? 0,
      downloads: s?.downloads ?? 0,
    });
  }
  people.sort(
    (a, b) =>
      ROLE_ORDER.indexOf(a.role) - ROLE_ORDER.indexOf(b.role) ||
      a.full_name.localeCompare(b.full_name) ||
      a.member_id.localeCompare(b.member_id),
  );

  const versionRows = await db
    .selectFrom('material_version')
    .select(['number', 'blob_sha256', 'state', 'created_at', 'author_id', 'decided_by_id', 'decided_at'])
    .where('material_id', '=', origin.id)
    .orderBy('number')
    .execute();
  const uses = await db
    .selectFrom('material_event')
    .select(['version', (eb) => eb.fn.min('at').as('first'), (eb) => eb.fn.max('at').as('last')])
    .where('origin_id', '=', origin.id)
    .where('kind', 'in', ['sent', 'opened', 'previewed', 'downloaded'])
    .groupBy('version')
    .execute();
  const recallRows = await db
    .selectFrom('material_event')
    .select(['at', 'by_id', 'version'])
    .where('origin_id', '=', origin.id)
    .where('kind', '=', 'recalled')
    .orderBy('at')
    .execute();
  const names = await memberNames(db, [
    origin.owner_id,
    ...versionRows.flatMap((v) => [v.author_id, v.decided_by_id]),
    ...recallRows.map((r) => r.by_id),
  ]);
  const nameOf = (id: string | null) => (id ? (names.get(id)?.full_name ?? null) : null);
  const useOf = new Map(uses.map((u) => [Number(u.version), u]));
  return {
    material: { id: origin.id, title: origin.title, owner: nameOf(origin.owner_id) ?? '' },
    scope,
    versions: versionRows
      .filter((v) => filters.version === undefined || v.number === filters.version)
      .map((v) => ({
        number: v.number,
        sha256: v.blob_sha256,
        state: v.state,
        created_at: v.created_at,
        author: nameOf(v.author_id),
        decided_by: nameOf(v.decided_by_id),
        decided_at: v.decided_at,
        first_use: useOf.get(v.number)?.first ? String(useOf.get(v.number)!.first) : null,
        last_use: useOf.get(v.number)?.last ? String(useOf.get(v.number)!.last) : null,
      })),
    recalls: recallRows.map((r) => ({ at: r.at, by: nameOf(r.by_id), version: r.version })),
    people,
  };
}

/** The tree's counts per level (admin → marketers → agents → clients): received, opened, downloaded. */
function levelsOf(people: RecipientRecord[]) {
  return ROLE_ORDER.map((role) => {
    const at = people.filter((p) => p.role === role);
    return {
      role,
      received: at.length,
      opened: at.filter((p) => p.opens > 0).length,
      downloaded: at.filter((p) => p.downloads > 0).length,
    };
  });
}

/** The Distribution page: the record with one page of people. */
export function distributionPage(record: DeliveryRecord, page: number, size: number) {
  const { people, ...rest } = record;
  return {
    ...rest,
    levels: levelsOf(people),
    people: { items: people.slice((page - 1) * size, page * size), total: people.length, page, size },
  };
}

/** The most originals one company export covers: a longer range is refused with a way forward. */
const EXPORT_LIMIT = 200;

/**
 * The delivery records of every original of the company sent or opened between `from` and `to` (ISO
 * times), for an examiner's request that names no material (`exportDistribution`, the policy table).
 */
export async function companyRecords(
  db: Db,
  recorder: DeliveryRecorder,
  actor: Actor,
  from: string,
  to: string,
): Promise<DeliveryRecord[]> {
  if (!(from < to)) throw badRequest('Choose a range whose start is before its end.');
  await recorder.flush();
  const origins = await db
    .selectFrom('material_event')
    .select('origin_id')
    .distinct()
    .where('company_id', '=', actor.companyId)
    .where('at', '>=', from)
    .where('at', '<', to)
    .limit(EXPORT_LIMIT + 1)
    .execute();
  if (origins.length > EXPORT_LIMIT)
    throw badRequest(`More than ${EXPORT_LIMIT} materials were used in this range: choose a shorter one.`);
  if (origins.length === 0) return [];
  const present = await db
    .selectFrom('material')
    .select('id')
    .where('company_id', '=', actor.companyId)
    .where(
      'id',
      'in',
      origins.map((o) => o.origin_id),
    )
    .orderBy('title')
    .execute();
  const records: DeliveryRecord[] = [];
  for (const { id } of present) records.push(await deliveryRecord(db, recorder, actor, id));
  return records;
}
