import type { Db } from '../../db/connect.js';
import { chunks } from '../../lib/chunks.js';
import { newId } from '../../lib/ids.js';
import { eventTime, writeEvents } from './delivery-record.js';
import { gated, membersOf, qualificationRefusal, rulesOf } from './qualification.js';

/**
 * The delivery record's withholdings (docs/distribution.md, "The record"): a copy is withheld when its
 * holder stops qualifying for its original (licence or state) and restored when they qualify again. The
 * state itself is read when the holder asks (qualification.ts); the record keeps when it changed and why.
 * `recordWithholdings` looks at what the holders hold before a change and after it, and writes one
 * `withheld` (with the reason) or `restored` event per holder and original whose answer changed.
 */

/** Whose holdings a change can move: these members', or every holder of this original. */
export type Holdings = { members: string[] } | { origin: string };

interface Holding {
  company_id: string;
  owner_id: string;
  origin_id: string;
  version: number;
  title: string;
  requires_license: number;
  allowed_states: string | null;
  watermark_clients: number;
}

/** Per holder and original, why they may not hold it now (null: they may). Gated originals only. */
async function refusals(db: Db, which: Holdings): Promise<Map<string, { holding: Holding; refusal: string | null }>> {
  const rows: Holding[] = [];
  const parts = 'members' in which ? chunks(which.members) : [[which.origin]];
  for (const part of parts) {
    let q = db
      .selectFrom('material as c')
      .innerJoin('material as o', 'o.id', 'c.origin_id')
      .select([
        'c.company_id',
        'c.owner_id',
        'c.origin_id as origin_id',
        'c.version',
        'o.title',
        'o.requires_license',
        'o.allowed_states',
        'o.watermark_clients',
      ])
      .where('c.link', '=', 'copy');
    q = 'members' in which ? q.where('c.owner_id', 'in', part) : q.where('c.origin_id', '=', which.origin);
    rows.push(...((await q.execute()) as Holding[]));
  }
  const members = await membersOf(
    db,
    rows.map((r) => r.owner_id),
  );
  const out = new Map<string, { holding: Holding; refusal: string | null }>();
  for (const holding of rows) {
    const rules = rulesOf(holding);
    const member = members.get(holding.owner_id);
    const refusal = member && gated(rules) ? qualificationRefusal(holding.title, rules, member, true) : null;
    out.set(`${holding.owner_id} ${holding.origin_id}`, { holding, refusal });
  }
  return out;
}

/** Runs `change` (a profile's licence or state, an original's rules) and records whose copies it withheld or restored. */
export async function recordWithholdings<T>(db: Db, which: Holdings, change: () => Promise<T>): Promise<T> {
  const before = await refusals(db, which);
  const result = await change();
  const after = await refusals(db, which);
  const at = eventTime();
  const events = [];
  for (const [key, now] of after) {
    const was = before.get(key)?.refusal ?? null;
    if ((was === null) === (now.refusal === null)) continue;
    events.push({
      id: newId(),
      company_id: now.holding.company_id,
      origin_id: now.holding.origin_id,
      version: now.holding.version,
      kind: now.refusal ? ('withheld' as const) : ('restored' as const),
      member_id: now.holding.owner_id,
      copy_id: null,
      by_id: null,
      ceilings: null,
      reason: now.refusal,
      at,
    });
  }
  await writeEvents(db, events);
  return result;
}
