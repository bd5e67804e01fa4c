import type { MailKind } from '../../contract/mail-preferences.js';
import type { Db } from '../../db/connect.js';
import { chunks } from '../../lib/chunks.js';
import { newId } from '../../lib/ids.js';
import type { Mailer, MailMessage } from '../../mail/mailer.js';
import { actionMail, brandsOf, digestMail, type MailContext, type Told } from './messages.js';
import { nextDigestAt } from './schedule.js';
import { mailSettingsOf } from './settings.js';

/** How long a claim holds lines; a process that dies while mailing leaves them to another after this. */
const CLAIM_MS = 5 * 60_000;
/** Action notifications claimed at once. */
const ACTION_BATCH = 100;
/** Members whose digest is built at once: a few statements per batch, whatever its size. */
const DIGEST_MEMBERS_PER_BATCH = 25;
/** The share of this process's time the digest may take: requests keep the rest (figures in docs/decisions.md). */
const DIGEST_BUSY_SHARE = 0.1;
/** How long the digest works before it pauses (ms). */
const SLICE_MS = 10;
/** Ids per IN list: far below either database's parameter limit. */
const IDS_PER_STATEMENT = 500;

const iso = (ms: number) => new Date(ms).toISOString();
const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Paces background work to a share of the event loop: after each slice of work (SLICE_MS of the event
 * loop's active time), it pauses long enough that the work takes at most `share` of the time. Active
 * time, not wall time: on PostgreSQL most of a batch's wall time is waiting for the database, which
 * leaves the loop free for requests (pacing by wall time made the PostgreSQL digest five times slower
 * than SQLite's for nothing); rendering mail and SQLite's synchronous statements are active time. What
 * requests do meanwhile counts too, so a busy process gets through its digest more slowly.
 */
class Pacer {
  private mark = performance.eventLoopUtilization();

  constructor(private readonly share: number) {}

  async step(): Promise<void> {
    const { active } = performance.eventLoopUtilization(this.mark);
    if (active < SLICE_MS) return;
    await (this.share >= 1 ? yieldToRequests() : sleep((active * (1 - this.share)) / this.share));
    this.mark = performance.eventLoopUtilization();
  }
}

export interface MailPassResult {
  mailed: number;
  /** Lines left out because their notification was read in the app first. */
  read: number;
}

/**
 * Turns queued notifications into mail on every process: action mail once its hold is over, each
 * member's digest once its hour has come. Lines are claimed with one conditional UPDATE per batch (on
 * PostgreSQL and SQLite alike), so two processes never mail the same line; the mail and the lines'
 * `done_at` are written in one transaction, so a line is mailed once or not at all. Reading the
 * notification in the app before then leaves it out. Batches yield to the event loop between them, so a
 * digest for many members never holds requests back.
 */
export class MailEventSender {
  constructor(
    readonly ctx: MailContext,
    private readonly mailer: Mailer,
  ) {}

  private get db(): Db {
    return this.ctx.db;
  }

  /**
   * Claims the lines given that are still due and unclaimed; answers the pass id. By primary key, with no
   * condition on the channel: the due index (channel, done_at, due_at) would otherwise be taken, reading
   * every due line of every member for each batch — at the digest hour, all of them.
   */
  private async claim(now: number, ids: string[]): Promise<string> {
    const pass = newId();
    for (const chunk of chunks(ids, IDS_PER_STATEMENT))
      await this.db
        .updateTable('notification_mail')
        .set({ claimed_by: pass, claimed_until: iso(now + CLAIM_MS) })
        .where('notification_id', 'in', chunk)
        .where('done_at', 'is', null)
        .where('due_at', '<=', iso(now))
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', iso(now))]))
        .execute();
    return pass;
  }

  /** The lines of this pass among `ids`, with their notifications (by primary key: `claimed_by` has no index). */
  private async claimedLines(pass: string, ids: string[]) {
    const lines = [];
    for (const chunk of chunks(ids, IDS_PER_STATEMENT))
      lines.push(
        ...(await this.db
          .selectFrom('notification_mail as l')
          .innerJoin('notification as n', 'n.id', 'l.notification_id')
          .select([
            'l.notification_id',
            'l.membership_id',
            'l.kind',
            'n.type',
            'n.title',
            'n.body',
            'n.link',
            'n.read_at',
            'n.created_at',
          ])
          .where('l.notification_id', 'in', chunk)
          .where('l.claimed_by', '=', pass)
          .where('l.done_at', 'is', null)
          .execute()),
      );
    // Newest first (each digest lists them so).
    return lines.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.notification_id.localeCompare(a.notification_id));
  }

  /** Stores the mail and closes the lines in one transaction; read lines are closed as `read`, the rest of `ids` as `sent`. */
  private async finish(pass: string, now: number, messages: MailMessage[], ids: string[], readIds: string[]): Promise<void> {
    const read = new Set(readIds);
    const sent = ids.filter((id) => !read.has(id));
    await this.db.transaction().execute(async (trx) => {
      await this.mailer.queue(trx, messages);
      for (const [outcome, list] of [
        ['read', readIds],
        ['sent', sent],
      ] as const)
        for (const chunk of chunks(list, IDS_PER_STATEMENT))
          await trx
            .updateTable('notification_mail')
            .set({ done_at: iso(now), outcome })
            .where('notification_id', 'in', chunk)
            .where('claimed_by', '=', pass)
            .where('done_at', 'is', null)
            .execute();
    });
    if (messages.length > 0) this.mailer.wake();
  }

  /** Gives back the lines of members whose digest time has not come, due then. */
  private async park(pass: string, parked: Map<number, string[]>): Promise<void> {
    for (const [at, members] of parked)
      for (const ids of chunks(members, IDS_PER_STATEMENT))
        await this.db
          .updateTable('notification_mail')
          .set({ due_at: iso(at), claimed_by: null, claimed_until: null })
          .where('claimed_by', '=', pass)
          .where('membership_id', 'in', ids)
          .execute();
  }

  /** Mails every action notification whose hold is over and that is still unread. */
  async sendDue(now = Date.now()): Promise<MailPassResult> {
    const total: MailPassResult = { mailed: 0, read: 0 };
    for (;;) {
      const due = await this.db
        .selectFrom('notification_mail')
        .select('notification_id')
        .where('channel', '=', 'now')
        .where('done_at', 'is', null)
        .where('due_at', '<=', iso(now))
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', iso(now))]))
        .orderBy('due_at')
        .limit(ACTION_BATCH)
        .execute();
      if (due.length === 0) return total;
      const ids = due.map((d) => d.notification_id);
      const pass = await this.claim(now, ids);
      const lines = await this.claimedLines(pass, ids);
      const people = await mailSettingsOf(this.db, [...new Set(lines.map((l) => l.membership_id))]);
      const brands = await brandsOf(
        this.ctx,
        [...people.values()].map((p) => p.companyId),
      );
      const messages: MailMessage[] = [];
      const readIds: string[] = [];
      for (const line of lines) {
        const person = people.get(line.membership_id);
        const brand = person && brands.get(person.companyId);
        if (line.read_at !== null || !person || !brand || person.status !== 'active') {
          readIds.push(line.notification_id);
          continue;
        }
        const told: Told = { id: line.notification_id, ...line };
        messages.push(await actionMail(this.ctx, line.kind as MailKind, told, person, brand));
      }
      await this.finish(pass, now, messages, ids, readIds);
      total.mailed += messages.length;
      total.read += readIds.length;
      if (due.length < ACTION_BATCH) return total;
      await yieldToRequests();
    }
  }

  /** Builds and queues the digest of every member whose digest time has come, a batch of members at a time. */
  async sendDigests(
    now = Date.now(),
    { membersPerBatch = DIGEST_MEMBERS_PER_BATCH, busyShare = DIGEST_BUSY_SHARE } = {},
  ): Promise<MailPassResult> {
    const total: MailPassResult = { mailed: 0, read: 0 };
    const pacer = new Pacer(busyShare);
    for (;;) {
      await pacer.step();
      const members = await this.db
        .selectFrom('notification_mail')
        .select('membership_id')
        .distinct()
        .where('channel', '=', 'digest')
        .where('done_at', 'is', null)
        .where('due_at', '<=', iso(now))
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', iso(now))]))
        .limit(membersPerBatch)
        .execute();
      if (members.length === 0) return total;
      const ids = members.map((m) => m.membership_id);
      // Their open digest lines through the members' index; the claim keeps those due and unclaimed.
      const open = await this.db
        .selectFrom('notification_mail')
        .select('notification_id')
        .where('membership_id', 'in', ids)
        .where('channel', '=', 'digest')
        .where('done_at', 'is', null)
        .execute();
      const lineIds = open.map((l) => l.notification_id);
      const pass = await this.claim(now, lineIds);
      const lines = await this.claimedLines(pass, lineIds);
      const people = await mailSettingsOf(this.db, ids);
      const brands = await brandsOf(
        this.ctx,
        [...people.values()].map((p) => p.companyId),
      );
      const byMember = new Map<string, typeof lines>();
      for (const line of lines) {
        let list = byMember.get(line.membership_id);
        if (!list) byMember.set(line.membership_id, (list = []));
        list.push(line);
      }
      const unread = new Map<string, Told[]>();
      const readIds: string[] = [];
      const parked = new Map<number, string[]>();
      for (const [membershipId, own] of byMember) {
        const person = people.get(membershipId);
        if (!person || person.status !== 'active' || person.digest.frequency === 'off') {
          readIds.push(...own.map((l) => l.notification_id));
          continue;
        }
        // A line is due at once when queued; its digest time is the member's next one after the oldest line.
        const oldest = Math.min(...own.map((l) => Date.parse(l.created_at)));
        const at = nextDigestAt(oldest, person.digest.frequency, person.digest.hour, person.digest.time_zone);
        if (at > now) {
          parked.set(at, [...(parked.get(at) ?? []), membershipId]);
          continue;
        }
        for (const line of own) {
          if (line.read_at !== null) readIds.push(line.notification_id);
          else {
            let list = unread.get(membershipId);
            if (!list) unread.set(membershipId, (list = []));
            list.push({ id: line.notification_id, ...line });
          }
        }
      }
      await this.park(pass, parked);
      const messages: MailMessage[] = [];
      for (const [membershipId, told] of unread) {
        const person = people.get(membershipId)!;
        const brand = brands.get(person.companyId);
        if (brand) messages.push(digestMail(this.ctx, person, brand, told));
        else readIds.push(...told.map((t) => t.id));
        await pacer.step();
      }
      await this.finish(pass, now, messages, lineIds, readIds);
      total.mailed += messages.length;
      total.read += readIds.length;
    }
  }
}
