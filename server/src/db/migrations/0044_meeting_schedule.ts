import type { Kysely } from 'kysely';

/**
 * Meetings at a time of their own, which their host can move or cancel: when the meeting starts (rooms
 * made before start when they were made), when it was cancelled, and how many times it changed — the
 * SEQUENCE of the calendar invitation mailed to its invitees, so a calendar replaces what it holds.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('meeting_room').addColumn('starts_at', 'varchar(32)').execute();
  await db.schema.alterTable('meeting_room').addColumn('cancelled_at', 'varchar(32)').execute();
  await db.schema
    .alterTable('meeting_room')
    .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.updateTable('meeting_room').set((eb) => ({ starts_at: eb.ref('created_at') })).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['sequence', 'cancelled_at', 'starts_at']) await db.schema.alterTable('meeting_room').dropColumn(column).execute();
}
