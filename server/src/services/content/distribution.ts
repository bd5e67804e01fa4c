import { sql } from 'kysely';
import { usStateCode } from '../../contract/form-fields.js';
import type { Db } from '../../db/connect.js';
import type { Material, Role } from '../../db/schema.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { mayOnMaterial } from '../../policy/index.js';
import type { Actor } from '../../policy/actor.js';
import { memberNames } from '../members/names.js';
import type { DeliveryRecorder } from './delivery-record.js';
import {
  allHolders,
  holderKey,
  holderPage,
  holderStats,
  levelCounts,
  type Holder,
  type HolderStats,
  type RecordFilters,
  type Scope,
} from './distribution-people.js';
import { withPrincipal } from './originals.js';
import { MATERIAL_NOT_FOUND } from './ownership.js';

/**
 * The delivery record of one original (docs/distribution.md, "The record"): every copy with the member
 * who sent it on, the version it shows and its ceilings; every send, open, preview, download, recall,
 * expiry and withholding per version, with the first and last use of each version. Read by the owner and
 * the approvers (`readDistribution`, the policy table) — and by anyone who sent their copy on, for the
 * copies that came through them. Read in SQL a page (the Distribution page) or a batch (the exports) at
 * a time: the statements are bounded whatever the number of copies and events.
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

export interface RecipientRecord {
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
  withheld_at: string | null;
  withheld_reason: string | null;
}

/** What the record says about the original as a whole: everything but its recipients. */
export interface RecordHead {
  material: { id: string; title: string; owner: string };
  scope: 'all' | 'below_me';
  versions: VersionRecord[];
  recalls: { at: string; by: string | null; version: number }[];
  expiries: { at: string; version: number }[];
}

/** The record for an export: its head, how many recipients, and the recipients read batch by batch. */
export interface StreamedRecord extends RecordHead {
  total: number;
  people: () => AsyncGenerator<RecipientRecord[]>;
}

export type { RecordFilters };

/** The kinds that are a holder's use of a version (its first and last use). */
const USE_KINDS = ['sent', 'opened', 'previewed', 'downloaded'] as const;

/** What the record needs of an original: live in `material`, or kept in `material_retained` once deleted. */
type RecordedOrigin = Pick<Material, 'id' | 'title' | 'owner_id' | 'company_id' | 'link'>;

/**
 * The original named (by its id or a copy's), and whether the actor reads all of it or what came through
 * them. A deleted original (or one whose owner was removed) is read from its kept row, by those who read
 * every original of the company (the approvers): the record outlives its holders.
 */
async function originAndScope(db: Db, actor: Actor, materialId: string): Promise<{ origin: RecordedOrigin; scope: Scope }> {
  const byId = (id: string) =>
    db.selectFrom('material').selectAll().where('id', '=', id).where('company_id', '=', actor.companyId).executeTakeFirst();
  const material = await byId(materialId);
  if (!material) {
    const kept = await keptOriginal(db, actor.companyId, materialId);
    if (kept && mayOnMaterial(await withPrincipal(db, actor), 'readDistribution', kept))
      return { origin: kept, scope: { kind: 'all' } };
    throw notFound(MATERIAL_NOT_FOUND);
  }
  const origin: RecordedOrigin | undefined =
    material.link === 'origin'
      ? material
      : material.origin_id
        ? ((await byId(material.origin_id)) ?? (await keptOriginal(db, actor.companyId, material.origin_id)))
        : undefined;
  if (!origin) throw notFound(MATERIAL_NOT_FOUND);
  if (mayOnMaterial(await withPrincipal(db, actor), 'readDistribution', origin)) return { origin, scope: { kind: 'all' } };
  if (material.owner_id !== actor.membershipId) throw notFound(MATERIAL_NOT_FOUND);
  return { origin, scope: { kind: 'below_me', memberId: actor.membershipId } };
}

/** A deleted original of the company, from its kept row. */
function keptOriginal(db: Db, companyId: string, id: string): Promise<RecordedOrigin | undefined> {
  return db
    .selectFrom('material_retained')
    .select(['id', 'title', 'owner_id', 'company_id', 'link'])
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .where('link', '=', 'origin')
    .executeTakeFirst();
}

/**
 * The versions (each one's first and last use read at the ends of the origin/kind/version index: two
 * seeks per kind, not a pass over the events), the recalls and the expiries.
 */
async function recordHead(db: Db, origin: RecordedOrigin, scope: Scope, filters: RecordFilters): Promise<RecordHead> {
  let versionQuery = db
    .selectFrom('material_version as v')
    .select(['v.number', 'v.blob_sha256', 'v.state', 'v.created_at', 'v.author_id', 'v.decided_by_id', 'v.decided_at'])
    .where('v.material_id', '=', origin.id)
    .orderBy('v.number');
  for (const kind of USE_KINDS) {
    const end = (fn: 'min' | 'max') =>
      sql<string | null>`(select ${sql.raw(fn)}(e.at) from material_event e
        where e.origin_id = v.material_id and e.kind = ${kind} and e.version = v.number)`;
    versionQuery = versionQuery.select([end('min').as(`first_${kind}`), end('max').as(`last_${kind}`)]);
  }
  if (filters.version !== undefined) versionQuery = versionQuery.where('v.number', '=', filters.version);
  const versionRows = (await versionQuery.execute()) as unknown as (Record<string, string | null> & {
    number: number;
    blob_sha256: string;
    state: string;
    created_at: string;
    author_id: string | null;
    decided_by_id: string | null;
    decided_at: string | null;
  })[];
  const originEvents = await db
    .selectFrom('material_event')
    .select(['kind', 'at', 'by_id', 'version'])
    .where('origin_id', '=', origin.id)
    .where('kind', 'in', ['recalled', 'expired'])
    .orderBy('at')
    .execute();
  const names = await memberNames(db, [
    origin.owner_id,
    ...versionRows.flatMap((v) => [v.author_id, v.decided_by_id]),
    ...originEvents.map((r) => r.by_id),
  ]);
  const nameOf = (id: string | null) => (id ? (names.get(id)?.full_name ?? null) : null);
  const ends = (row: Record<string, string | null>, fn: 'first' | 'last') => {
    const dates = USE_KINDS.map((k) => row[`${fn}_${k}`])
      .filter((d): d is string => Boolean(d))
      .sort();
    return (fn === 'first' ? dates[0] : dates[dates.length - 1]) ?? null;
  };
  return {
    material: { id: origin.id, title: origin.title, owner: nameOf(origin.owner_id) ?? '' },
    scope: scope.kind,
    versions: versionRows.map((v) => ({
      number: v.number,
      sha256: v.blob_sha256,
      state: v.state,
      created_at: v.created_at,
      author: nameOf(v.author_id),
      decided_by: nameOf(v.decided_by_id),
      decided_at: v.decided_at,
      first_use: ends(v, 'first'),
      last_use: ends(v, 'last'),
    })),
    recalls: originEvents
      .filter((e) => e.kind === 'recalled')
      .map((r) => ({ at: r.at, by: nameOf(r.by_id), version: r.version })),
    expiries: originEvents.filter((e) => e.kind === 'expired').map((r) => ({ at: r.at, version: r.version })),
  };
}

/** One holder as the record shows them, with their events. */
function recipient(h: Holder, s: HolderStats | undefined): RecipientRecord {
  return {
    member_id: h.member_id,
    full_name: `${h.first_name} ${h.last_name}`.trim(),
    email: h.email,
    role: h.role,
    state: usStateCode(h.state),
    sent_by: h.sender_first !== null ? `${h.sender_first} ${h.sender_last ?? ''}`.trim() : null,
    sent_by_id: h.shared_by_id,
    version: h.version,
    received_at: s?.sent ?? h.created_at,
    view_only: Number(h.view_only) === 1,
    no_resend: Number(h.no_resend) === 1,
    first_open: s?.first ?? null,
    last_open: s?.last ?? null,
    opens: s?.opens ?? 0,
    downloads: s?.downloads ?? 0,
    withheld_at: s?.withheld?.at ?? null,
    withheld_reason: s?.withheld?.reason ?? null,
  };
}

async function recipients(db: Db, originId: string, holders: Holder[], version: number | undefined) {
  const stats = await holderStats(
    db,
    originId,
    holders.map((h) => h.member_id),
    version,
  );
  return holders.map((h) => recipient(h, stats.get(h.member_id)));
}

export interface PageQuery extends RecordFilters {
  page: number;
  size: number;
  after_id?: string | undefined;
  before_id?: string | undefined;
}

/**
 * The Distribution page: the record's head, the counts per level, and one page of people — found next to
 * the person the client already has (`after_id`, `before_id`: a keyset page, nothing skipped), or by its
 * number. Six statements whatever the size of the record.
 */
export async function distributionPage(db: Db, recorder: DeliveryRecorder, actor: Actor, materialId: string, query: PageQuery) {
  const { origin, scope } = await originAndScope(db, actor, materialId);
  // What this process holds is written first: a reader sees their own opens.
  await recorder.flush();
  const filters: RecordFilters = { version: query.version, state: query.state };
  const edge = query.after_id ?? query.before_id;
  const key = edge ? await holderKey(db, origin.id, scope, filters, edge) : null;
  const [head, levels, holders] = await Promise.all([
    recordHead(db, origin, scope, filters),
    levelCounts(db, origin.id, scope, filters),
    holderPage(db, origin.id, scope, filters, {
      key,
      before: key !== null && query.after_id === undefined,
      offset: (query.page - 1) * query.size,
      limit: query.size,
    }),
  ]);
  return {
    ...head,
    levels,
    people: {
      items: await recipients(db, origin.id, holders, filters.version),
      total: levels.reduce((n, l) => n + l.received, 0),
      page: query.page,
      size: query.size,
    },
  };
}

/** The record of one original for an export: the head now, the people when read, batch by batch. */
async function streamedRecord(db: Db, origin: RecordedOrigin, scope: Scope, filters: RecordFilters): Promise<StreamedRecord> {
  const [head, levels] = await Promise.all([recordHead(db, origin, scope, filters), levelCounts(db, origin.id, scope, filters)]);
  return {
    ...head,
    total: levels.reduce((n, l) => n + l.received, 0),
    people: async function* () {
      for await (const batch of allHolders(db, origin.id, scope, filters))
        yield await recipients(db, origin.id, batch, filters.version);
    },
  };
}

/** The delivery record of one original as this actor may read it, for its CSV or its report. */
export async function deliveryRecord(
  db: Db,
  recorder: DeliveryRecorder,
  actor: Actor,
  materialId: string,
  filters: RecordFilters = {},
): Promise<StreamedRecord> {
  const { origin, scope } = await originAndScope(db, actor, materialId);
  await recorder.flush();
  return streamedRecord(db, origin, scope, filters);
}

/** The most originals one company export covers: a longer range is refused with a way forward. */
const EXPORT_LIMIT = 200;

/**
 * The delivery records of every original of the company sent or opened between `from` and `to` (ISO
 * times), for an examiner's request that names no material (`exportDistribution`, the policy table).
 * Each record is read when the export reaches it.
 */
export async function companyRecords(
  db: Db,
  recorder: DeliveryRecorder,
  actor: Actor,
  from: string,
  to: string,
): Promise<{ count: number; records: () => AsyncGenerator<StreamedRecord> }> {
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
  // Live originals and deleted ones (kept for the record) alike.
  const ids = origins.map((o) => o.origin_id);
  const present: RecordedOrigin[] =
    ids.length === 0
      ? []
      : await db
          .selectFrom('material')
          .select(['id', 'title', 'owner_id', 'company_id', 'link'])
          .where('company_id', '=', actor.companyId)
          .where('id', 'in', ids)
          .unionAll((eb) =>
            eb
              .selectFrom('material_retained')
              .select(['id', 'title', 'owner_id', 'company_id', 'link'])
              .where('company_id', '=', actor.companyId)
              .where('link', '=', 'origin')
              .where('id', 'in', ids),
          )
          .orderBy('title')
          .orderBy('id')
          .execute();
  return {
    count: present.length,
    records: async function* () {
      for (const origin of present) yield await streamedRecord(db, origin, { kind: 'all' }, {});
    },
  };
}
