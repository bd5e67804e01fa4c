import type { Db } from '../../db/connect.js';
import type { MaterialLink, Role, VersionState } from '../../db/schema.js';
import { chunks } from '../../lib/chunks.js';
import { forbidden, type HttpError } from '../../lib/errors.js';

/**
 * The servability gate (docs/distribution.md): whether a holder may open, download or receive a
 * material, given the state of its origin. Every route that serves bytes (download, preview and
 * thumbnail links, download links, zips, version downloads) and every send asks it; nothing else decides.
 *
 * The state lives on the origin's row and its version rows, never on the copies: a copy at any depth
 * reads it through `origin_id` here, so a recall or an expiry writes one row however many copies exist.
 */

/** The controlled clock of the lifecycle (tests move it; nothing else does). */
export const lifecycleClock = { now: (): number => Date.now() };

export type MaterialState = 'withdrawn' | 'expired' | 'pending' | 'rejected';

/** What the gate knows about one material row: how it is held, and its origin's state. */
export interface Lifecycle {
  title: string;
  /** The holder owns the original (their own upload): nothing keeps it from them. */
  holdsOrigin: boolean;
  /** The state of the version the row shows; null for an unlinked copy (no versions). */
  versionState: VersionState | null;
  useUntil: string | null;
  withdrawnAt: string | null;
  withdrawnReason: string | null;
  /** Who approved the version shown, and when (null unless approved). */
  approvedById: string | null;
  approvedAt: string | null;
}

interface GateRow {
  id: string;
  title: string;
  link: MaterialLink;
  origin_id: string | null;
  version: number;
}

const originOf = (m: GateRow): string | null => (m.link === 'origin' ? m.id : m.link === 'copy' ? m.origin_id : null);

/**
 * The lifecycle of each row, read in one statement per 500 origins: the origins' lifecycle columns with
 * the states of their versions. An unlinked copy (or one whose origin is gone) has none.
 */
export async function lifecyclesOf(db: Db, rows: readonly GateRow[]): Promise<Map<string, Lifecycle>> {
  const origins = [...new Set(rows.map(originOf).filter((o): o is string => o !== null))];
  type Version = { state: VersionState; by: string | null; at: string | null };
  const found = new Map<
    string,
    { useUntil: string | null; withdrawnAt: string | null; reason: string | null; states: Map<number, Version> }
  >();
  for (const part of chunks(origins)) {
    const states = await db
      .selectFrom('material as o')
      .leftJoin('material_version as v', 'v.material_id', 'o.id')
      .select([
        'o.id',
        'o.use_until',
        'o.withdrawn_at',
        'o.withdrawn_reason',
        'v.number',
        'v.state',
        'v.decided_by_id',
        'v.decided_at',
      ])
      .where('o.id', 'in', part)
      .execute();
    for (const s of states) {
      let entry = found.get(s.id);
      if (!entry) {
        entry = { useUntil: s.use_until, withdrawnAt: s.withdrawn_at, reason: s.withdrawn_reason, states: new Map() };
        found.set(s.id, entry);
      }
      if (s.number !== null && s.state !== null)
        entry.states.set(Number(s.number), { state: s.state, by: s.decided_by_id, at: s.decided_at });
    }
  }
  const out = new Map<string, Lifecycle>();
  for (const row of rows) {
    const origin = originOf(row);
    const entry = origin ? found.get(origin) : undefined;
    const version = entry?.states.get(row.version);
    out.set(row.id, {
      title: row.title,
      holdsOrigin: row.link === 'origin',
      versionState: version?.state ?? null,
      approvedById: version?.state === 'approved' ? version.by : null,
      approvedAt: version?.state === 'approved' ? version.at : null,
      useUntil: entry?.useUntil ?? null,
      withdrawnAt: entry?.withdrawnAt ?? null,
      withdrawnReason: entry?.reason ?? null,
    });
  }
  return out;
}

/** The states of a material at this moment, most serious first (withdrawn, expired, then the version's). */
export function statesOf(life: Lifecycle, now = lifecycleClock.now()): MaterialState[] {
  const states: MaterialState[] = [];
  if (life.withdrawnAt) states.push('withdrawn');
  if (life.useUntil && Date.parse(life.useUntil) <= now) states.push('expired');
  if (life.versionState === 'pending' || life.versionState === 'rejected') states.push(life.versionState);
  return states;
}

const isClient = (role: Role) => role === 'client';
const day = (iso: string) => iso.slice(0, 10);

/** Why `state` keeps a material from someone, in words they can act on. */
function refusalText(life: Lifecycle, state: MaterialState, toClient: boolean): string {
  const name = `“${life.title}”`;
  switch (state) {
    case 'withdrawn':
      return `${name} was withdrawn${life.withdrawnReason ? `: ${life.withdrawnReason}` : '.'}`;
    case 'expired':
      return `${name} expired on ${day(life.useUntil ?? '')} and can no longer be used; its owner can renew it.`;
    case 'pending':
      return toClient
        ? `${name} is waiting for approval: it cannot reach a client until an approver approves it.`
        : `${name} is waiting for approval.`;
    case 'rejected':
      return `${name} was not approved: it cannot reach a client.`;
  }
}

/**
 * Whether a holder of this role may open (download, preview) the row now: the owner of the original
 * always may; a withdrawn material no one else; an expired one staff only (greyed out, for reference);
 * a version that is pending or rejected staff only. Null when they may, else the 403 to answer.
 */
export function openRefusal(role: Role, life: Lifecycle, now = lifecycleClock.now()): HttpError | null {
  if (life.holdsOrigin) return null;
  for (const state of statesOf(life, now)) {
    if (state === 'withdrawn' || isClient(role)) return forbidden(refusalText(life, state, isClient(role)));
  }
  return null;
}

/**
 * Whether the row may be sent to recipients of these roles now: nothing withdrawn or expired is sent;
 * a pending or rejected version goes among staff only. Null when it may, else the reason.
 */
function sendRefusal(recipientRoles: readonly Role[], life: Lifecycle, now = lifecycleClock.now()): string | null {
  const toClient = recipientRoles.some(isClient);
  for (const state of statesOf(life, now)) {
    if (state === 'withdrawn' || state === 'expired' || toClient) return refusalText(life, state, toClient);
  }
  return null;
}

/**
 * The gate for one row: throws the refusal. An original (its owner's) or an unlinked copy is always
 * openable and costs no statement; a copy costs one (its origin's row and versions, by primary key).
 */
export async function requireOpenable(db: Db, role: Role, row: GateRow): Promise<void> {
  if (row.link !== 'copy') return;
  const refusal = openRefusal(role, (await lifecyclesOf(db, [row])).get(row.id)!);
  if (refusal) throw refusal;
}

/** The rows of a zip or a list this holder may open now (the others are left out). */
export async function openable<T extends GateRow>(db: Db, role: Role, rows: readonly T[]): Promise<T[]> {
  if (rows.every((r) => r.link !== 'copy')) return [...rows];
  const lives = await lifecyclesOf(db, rows);
  return rows.filter((r) => openRefusal(role, lives.get(r.id)!) === null);
}

/** The gate for a send: all or nothing, every material that may not go named in one 403. */
export async function requireSendable(db: Db, recipientRoles: readonly Role[], rows: readonly GateRow[]): Promise<void> {
  if (recipientRoles.length === 0 || rows.length === 0) return;
  const lives = await lifecyclesOf(db, rows);
  const reasons = [...new Set(rows.map((r) => sendRefusal(recipientRoles, lives.get(r.id)!)).filter((r): r is string => !!r))];
  if (reasons.length > 0)
    throw forbidden(reasons.slice(0, 5).join(' ') + (reasons.length > 5 ? ` (and ${reasons.length - 5} more)` : ''));
}
