import type { Db } from '../../db/connect.js';
import type { MaterialLink, Role, VersionState } from '../../db/schema.js';
import { chunks } from '../../lib/chunks.js';
import { forbidden, type HttpError } from '../../lib/errors.js';
import { gated, membersOf, NO_RULES, qualificationRefusal, rulesOf, type Member, type Rules } from './qualification.js';

/**
 * The servability gate (docs/distribution.md): whether a holder may open, download or receive a
 * material, given the state of its origin. Every route that serves bytes (download, preview and
 * thumbnail links, download links, zips, version downloads) and every send asks it; nothing else decides.
 *
 * The state lives on the origin's row and its version rows, never on the copies: a copy at any depth
 * reads it through `origin_id` here, so a recall or an expiry writes one row however many copies exist.
 * So do the origin's rules (licence, states, watermark: qualification.ts), checked against the holder's
 * licence and state when they ask; a copy's ceilings (view only, no re-send) are on the copy's row.
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
  /** The origin's rules (none for an unlinked copy or one whose origin is gone). */
  rules: Rules;
  /** The row's ceilings. */
  viewOnly: boolean;
  noResend: boolean;
}

/** What a byte route serves: the in-app preview (`open`), or the file itself (`download`, zips, print). */
export type Use = 'open' | 'download';

interface GateRow {
  id: string;
  title: string;
  link: MaterialLink;
  origin_id: string | null;
  version: number;
  owner_id: string;
  view_only: number;
  no_resend: number;
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
    { useUntil: string | null; withdrawnAt: string | null; reason: string | null; rules: Rules; states: Map<number, Version> }
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
        'o.requires_license',
        'o.allowed_states',
        'o.watermark_clients',
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
        entry = {
          useUntil: s.use_until,
          withdrawnAt: s.withdrawn_at,
          reason: s.withdrawn_reason,
          rules: rulesOf(s),
          states: new Map(),
        };
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
      rules: entry?.rules ?? NO_RULES,
      viewOnly: Number(row.view_only) === 1,
      noResend: Number(row.no_resend) === 1,
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

/** A material's lifecycle as lists and search show it (the `ListLifecycle` schema). */
export interface ListLifecycle {
  states: MaterialState[];
  version_state: VersionState | null;
  use_until: string | null;
  ceilings: Ceiling[];
}

/** What a copy's sender kept from it: no download (view only), no sending on (no re-send). */
export type Ceiling = 'view_only' | 'no_resend';

/** The ceilings a list statement read (comma-separated, or null). */
export const ceilingsOf = (text: string | null | undefined): Ceiling[] =>
  text ? (text.split(',').filter((c) => c === 'view_only' || c === 'no_resend') as Ceiling[]) : [];

/** What lists and search say about a material, from what its page's statement read, at this moment. */
export function listLifecycle(
  facts: { withdrawn: boolean; version_state: VersionState | null; use_until: string | null; ceilings: Ceiling[] },
  now = lifecycleClock.now(),
): ListLifecycle {
  const states = statesOf(
    {
      title: '',
      holdsOrigin: false,
      versionState: facts.version_state,
      useUntil: facts.use_until,
      withdrawnAt: facts.withdrawn ? 'withdrawn' : null,
      withdrawnReason: null,
      approvedById: null,
      approvedAt: null,
      rules: NO_RULES,
      viewOnly: false,
      noResend: false,
    },
    now,
  );
  return { states, version_state: facts.version_state, use_until: facts.use_until, ceilings: facts.ceilings };
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

/** Why a view-only copy may not be downloaded. */
const viewOnlyText = (title: string) =>
  `“${title}” was shared with you to view in Cascade only: it cannot be downloaded, zipped or printed.`;

/**
 * Whether this holder may use the row as asked, all reasons together: its state (openRefusal), their
 * qualification (a withheld copy), and its ceiling (view only). Null when they may.
 */
function holderRefusal(holder: Member, life: Lifecycle, use: Use, now = lifecycleClock.now()): HttpError | null {
  const lifecycle = openRefusal(holder.role, life, now);
  if (lifecycle) return lifecycle;
  if (life.holdsOrigin) return null;
  const withheld = qualificationRefusal(life.title, life.rules, holder, true);
  if (withheld) return forbidden(withheld);
  if (use === 'download' && life.viewOnly) return forbidden(viewOnlyText(life.title));
  return null;
}

/** The holder of rows whose origins have rules (one statement); a stand-in with no licence or state otherwise. */
async function holderOf(db: Db, role: Role, ownerId: string, lives: Iterable<Lifecycle>): Promise<Member> {
  const needed = [...lives].some((life) => !life.holdsOrigin && gated(life.rules));
  const found = needed ? (await membersOf(db, [ownerId])).get(ownerId) : undefined;
  return found ?? { id: ownerId, role, fullName: '', email: '', license: false, state: null };
}

/**
 * The gate for one row: throws the refusal, or answers what the route needs to serve it (its lifecycle,
 * its rules, and the holder). An original (its owner's) costs no statement; an unlinked copy none (its
 * ceilings are on its row); a copy one (its origin's row and versions, by primary key), and one more
 * for the holder's licence and state when its origin has rules.
 */
export async function requireOpenable(db: Db, role: Role, row: GateRow, use: Use = 'open'): Promise<Gated | null> {
  if (row.link === 'origin') return null;
  if (row.link !== 'copy') {
    if (use === 'download' && Number(row.view_only) === 1) throw forbidden(viewOnlyText(row.title));
    return null;
  }
  const life = (await lifecyclesOf(db, [row])).get(row.id)!;
  const holder = await holderOf(db, role, row.owner_id, [life]);
  const refusal = holderRefusal(holder, life, use);
  if (refusal) throw refusal;
  return { life, holder };
}

export interface Gated {
  life: Lifecycle;
  holder: Member;
}

/**
 * The rows of a zip this holder may download now (the others are left out): what they may not open or
 * download, and — for a client — what is watermarked for them (each is watermarked when downloaded alone).
 */
export async function openable<T extends GateRow>(db: Db, role: Role, rows: readonly T[]): Promise<T[]> {
  if (rows.every((r) => r.link === 'origin')) return [...rows];
  const lives = await lifecyclesOf(db, rows);
  const holders = new Map<string, Member>();
  for (const owner of new Set(rows.map((r) => r.owner_id)))
    holders.set(owner, await holderOf(db, role, owner, [...lives.values()]));
  return rows.filter((r) => {
    const life = lives.get(r.id)!;
    if (!life.holdsOrigin && isClient(role) && life.rules.watermarkClients) return false;
    return holderRefusal(holders.get(r.owner_id)!, life, 'download') === null;
  });
}

/** One reason a send cannot go: about a recipient (named), or about the sender's own material. */
export interface SendRefusal {
  recipientId: string | null;
  reason: string;
}

/**
 * Every reason a send of these rows from this sender to these recipients cannot go: a state that keeps
 * the material from them (as before), a sender who holds it with "no re-send" or no longer qualifies, and
 * each recipient who does not qualify for each material, named.
 */
export async function sendRefusals(
  db: Db,
  sender: Member,
  recipients: readonly Member[],
  rows: readonly GateRow[],
): Promise<SendRefusal[]> {
  if (recipients.length === 0 || rows.length === 0) return [];
  const lives = await lifecyclesOf(db, rows);
  const out: SendRefusal[] = [];
  const roles = recipients.map((r) => r.role);
  for (const row of rows) {
    const life = lives.get(row.id)!;
    const state = sendRefusal(roles, life);
    if (state) out.push({ recipientId: null, reason: state });
    if (life.noResend)
      out.push({ recipientId: null, reason: `“${life.title}” was shared with you with no re-send: you cannot send it on.` });
    const mine = life.holdsOrigin ? null : qualificationRefusal(life.title, life.rules, sender, true);
    if (mine) out.push({ recipientId: null, reason: mine });
    // Rules bind whoever holds a copy, the original's owner's recipients as much as anyone's.
    for (const recipient of recipients) {
      const theirs = qualificationRefusal(life.title, life.rules, recipient, false);
      if (theirs) out.push({ recipientId: recipient.id, reason: theirs });
    }
  }
  return out;
}

/** The gate for a send: all or nothing, every material (and recipient) that may not go named in one 403. */
export async function requireSendable(
  db: Db,
  sender: Member,
  recipients: readonly Member[],
  rows: readonly GateRow[],
): Promise<void> {
  const reasons = [...new Set((await sendRefusals(db, sender, recipients, rows)).map((r) => r.reason))];
  if (reasons.length > 0)
    throw forbidden(reasons.slice(0, 5).join(' ') + (reasons.length > 5 ? ` (and ${reasons.length - 5} more)` : ''));
}
