import { sql } from 'kysely';
import type { Db } from '../../db/connect.js';
import { inTransaction } from '../../db/transaction.js';
import { recordAudit } from '../audit/index.js';
import { expiredEvent, writeEvents } from './delivery-record.js';
import type { MaterialNotice } from './events.js';
import { lifecycleClock } from './lifecycle.js';
import { approversOf, holdersOf } from './publish.js';
import { sweepRetention } from './retention.js';

/** Notices before a material's "use until": days ahead, and the notice's kind. */
const AHEAD = [
  { days: 14, kind: 'expires_14d' },
  { days: 3, kind: 'expires_3d' },
] as const;
const DAY_MS = 86_400_000;

interface Due {
  id: string;
  company_id: string;
  owner_id: string;
  title: string;
  use_until: string;
  version: number;
}

/**
 * Claims the notices of one kind that are due: one INSERT … SELECT … ON CONFLICT DO NOTHING RETURNING
 * for every origin at once. The key (origin, kind, date) makes it safe with several API processes
 * sweeping at the same moment: each notice row goes in once, and only the process whose insert took it
 * sends the notice. A renewed date is a new key, so its notices come again.
 */
async function claim(trx: Db, kind: string, now: string, horizon: string): Promise<Due[]> {
  const claimed = await sql<{ origin_id: string }>`
    insert into material_notice (origin_id, kind, about, created_at)
    select id, cast(${kind} as varchar(16)), use_until, cast(${now} as varchar(32)) from material
    where use_until is not null and use_until <= cast(${horizon} as varchar(32)) and withdrawn_at is null
      and link = 'origin' and ${kind === 'expired' ? sql`1 = 1` : sql`use_until > cast(${now} as varchar(32))`}
    on conflict (origin_id, kind, about) do nothing
    returning origin_id`.execute(trx);
  const ids = claimed.rows.map((r) => r.origin_id);
  if (ids.length === 0) return [];
  return trx
    .selectFrom('material')
    .select(['id', 'company_id', 'owner_id', 'title', 'use_until', 'version'])
    .where('id', 'in', ids)
    .execute() as Promise<Due[]>;
}

/**
 * One sweep of the lifecycle at `now` (the controlled clock): notices 14 and 3 days before a material's
 * "use until" to its owner and the approvers, and on the date itself the expiry — recorded in the audit
 * trail and the delivery record, the holders' lists refreshed, and the owner, the approvers and every holder told. The state
 * itself needs no write: a copy is expired because its origin's date has passed (lifecycle.ts), whether
 * or not a sweep has run. Returns the notices to send, after commit.
 */
async function sweepExpiry(db: Db, nowMs = lifecycleClock.now()): Promise<MaterialNotice[]> {
  const now = new Date(nowMs).toISOString();
  return inTransaction(db, async (trx) => {
    const notices: MaterialNotice[] = [];
    const approvers = new Map<string, string[]>();
    const approversIn = async (companyId: string) => {
      if (!approvers.has(companyId)) approvers.set(companyId, await approversOf(trx, companyId, null));
      return approvers.get(companyId)!;
    };
    const staffOf = async (m: Due) =>
      [...new Set([m.owner_id, ...(await approversIn(m.company_id))])].map((id) => ({
        membershipId: id,
        materialId: m.id,
        title: m.title,
      }));
    for (const { days, kind } of AHEAD) {
      // The 14-day notice is not sent for a date already within 3 days: the 3-day one says it.
      const due = await claim(trx, kind, now, new Date(nowMs + days * DAY_MS).toISOString());
      for (const m of due) {
        if (kind === 'expires_14d' && Date.parse(m.use_until) <= nowMs + 3 * DAY_MS) continue;
        notices.push({
          companyId: m.company_id,
          kind: 'expiring',
          originId: m.id,
          actorId: null,
          useUntil: m.use_until,
          recipients: await staffOf(m),
        });
      }
    }
    for (const m of await claim(trx, 'expired', now, now)) {
      await writeEvents(trx, [expiredEvent(m)]);
      const holders = await holdersOf(trx, m.id, null);
      await recordAudit(
        { db: trx },
        {
          companyId: m.company_id,
          actorId: null,
          action: 'material.expired',
          target: { type: 'material', id: m.id, name: m.title },
          detail: { use_until: m.use_until, holders: holders.length },
        },
      );
      const told = new Set(holders.map((h) => h.membershipId));
      const staff = (await staffOf(m)).filter((s) => !told.has(s.membershipId));
      notices.push({
        companyId: m.company_id,
        kind: 'expired',
        originId: m.id,
        actorId: null,
        useUntil: m.use_until,
        recipients: [...holders, ...staff],
      });
    }
    return notices;
  });
}

/** How often each API process sweeps: notices and expiries go out within this of their moment. */
const SWEEP_INTERVAL_MS = 60_000;
/** Retention is swept once an hour (its periods are years). */
const RETENTION_EVERY = 60;

/**
 * Runs `sweepExpiry` every minute in each API process (several may run: the notice keys make each
 * notice go out once) and hands what it claimed to `send`. A failed sweep is retried next time.
 */
export class ExpirySweeper {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private stopped = false;
  private sweeps = 0;

  constructor(
    private readonly db: Db,
    private readonly send: (notice: MaterialNotice) => Promise<void>,
    private readonly onError: (error: unknown) => void,
  ) {}

  start(): void {
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
  }

  /**
   * One sweep now (tests call it with the controlled clock); returns what was sent. The retention of
   * deleted materials' records (a period of years) is looked at every RETENTION_EVERY sweeps, and at
   * every sweep given a time.
   */
  async sweep(nowMs?: number): Promise<MaterialNotice[]> {
    const notices = await sweepExpiry(this.db, nowMs);
    for (const notice of notices) await this.send(notice);
    if (nowMs !== undefined || this.sweeps++ % RETENTION_EVERY === 0) await sweepRetention(this.db, nowMs);
    return notices;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.sweep()
        .catch(this.onError)
        .finally(() => {
          this.running = null;
          this.schedule(SWEEP_INTERVAL_MS);
        });
    }, delayMs);
    this.timer.unref();
  }
}
