import type { RequestSource } from '../../policy/actor.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { newOrderedId, nowIso } from '../../lib/ids.js';

/**
 * What the audit trail records. Each action is written once, by the service that does it, in the same
 * transaction when there is one.
 */
export const AUDIT_ACTIONS = [
  'sign_in.succeeded',
  'sign_in.failed',
  'invitation.sent',
  'invitation.accepted',
  'member.archived',
  'member.restored',
  'member.reassigned',
  'content.sent',
  'content.downloaded',
  'settings.changed',
  'form.sent',
  'form.signed',
  'form.field_revealed',
  'form.sealed_pdf_read',
  'meeting.created',
  'meeting.rescheduled',
  'meeting.cancelled',
  'material.version_published',
  'material.version_submitted',
  'material.version_approved',
  'material.version_rejected',
  'material.recalled',
  'material.recall_undone',
  'material.renewed',
  'material.expired',
  'material.record_removed',
  'material.rules_changed',
  'member.principal_changed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditTarget {
  type: 'member' | 'invitation' | 'material' | 'folder' | 'selection' | 'company' | 'form' | 'meeting';
  id: string | null;
  /** What it was called at the time (a member's name, a file name, an email address). */
  name?: string | null;
}

export interface AuditEntry {
  companyId: string;
  /** The membership that acted; null when the system did. */
  actorId: string | null;
  action: AuditAction;
  target?: AuditTarget | null;
  detail?: Record<string, unknown>;
  source?: RequestSource | null;
}

const MAX_USER_AGENT = 512;

/**
 * Appends one entry to the audit trail. Pass the transaction that makes the change, so the change and its
 * record commit together. Nothing else writes to the table, and no route does.
 */
export async function recordAudit(ctx: { db: Kysely<Database> }, entry: AuditEntry): Promise<void> {
  await recordAudits(ctx, [entry]);
}

/** Several entries of one action (a send to many members: one per recipient) in one insert. */
export async function recordAudits(ctx: { db: Kysely<Database> }, entries: AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await ctx.db
    .insertInto('audit_log')
    .values(
      entries.map((entry) => ({
        id: newOrderedId(),
        company_id: entry.companyId,
        actor_id: entry.actorId,
        action: entry.action,
        target_type: entry.target?.type ?? null,
        target_id: entry.target?.id ?? null,
        target_name: entry.target?.name ?? null,
        detail: JSON.stringify(entry.detail ?? {}),
        ip: entry.source?.ip ?? null,
        user_agent: entry.source?.userAgent?.slice(0, MAX_USER_AGENT) ?? null,
        created_at: nowIso(),
      })),
    )
    .execute();
}
