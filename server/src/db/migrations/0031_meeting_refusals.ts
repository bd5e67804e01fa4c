import type { Kysely } from 'kysely';

/**
 * How many times a room's host turned each member away from its lobby: a member may knock again after a
 * refusal, up to a limit (services/meetings/lobby.ts), even from a new tab.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('meeting_refusal')
    .addColumn('room_id', 'varchar(22)', (c) => c.notNull().references('meeting_room.id').onDelete('cascade'))
    .addColumn('membership_id', 'varchar(36)', (c) => c.notNull().references('user_company.id').onDelete('cascade'))
    .addColumn('refusals', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('meeting_refusal_pk', ['room_id', 'membership_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('meeting_refusal').execute();
}
