import { sql, type Kysely } from 'kysely';

/**
 * Meetings: rooms (an unguessable id, a title, the host), the members invited to each, and the
 * participants present right now. Presence lives here so every API replica sees the same room: each
 * participant row names the replica holding its socket and when that replica last vouched for it
 * (`last_seen`), so the participants of a replica that crashed are marked reconnecting and then removed
 * by the others. `meeting_signal` holds, for a few seconds, signalling messages too large for a
 * PostgreSQL NOTIFY (they travel between replicas by id).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('meeting_room')
    .addColumn('id', 'varchar(22)', (c) => c.primaryKey())
    .addColumn('company_id', 'varchar(36)', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('host_id', 'varchar(36)', (c) => c.notNull().references('user_company.id').onDelete('cascade'))
    .addColumn('title', 'varchar(120)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('meeting_room_host_idx').on('meeting_room').columns(['host_id', 'created_at']).execute();

  await db.schema
    .createTable('meeting_invitee')
    .addColumn('room_id', 'varchar(22)', (c) => c.notNull().references('meeting_room.id').onDelete('cascade'))
    .addColumn('membership_id', 'varchar(36)', (c) => c.notNull().references('user_company.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('meeting_invitee_pk', ['room_id', 'membership_id'])
    .execute();
  await db.schema.createIndex('meeting_invitee_member_idx').on('meeting_invitee').column('membership_id').execute();

  await db.schema
    .createTable('meeting_participant')
    .addColumn('room_id', 'varchar(22)', (c) => c.notNull().references('meeting_room.id').onDelete('cascade'))
    /** The browser tab's own id, stable across its socket's reconnects. */
    .addColumn('participant', 'varchar(64)', (c) => c.notNull())
    .addColumn('membership_id', 'varchar(36)', (c) => c.notNull().references('user_company.id').onDelete('cascade'))
    /** waiting: knocked, in the lobby; admitted: may join; joined: in the room. */
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('connection', 'varchar(12)', (c) => c.notNull())
    .addColumn('audio', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('video', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('screen', 'integer', (c) => c.notNull().defaultTo(0))
    /** The replica and socket holding it (null while reconnecting). */
    .addColumn('replica', 'varchar(36)')
    .addColumn('socket', 'varchar(36)')
    .addColumn('last_seen', 'varchar(32)', (c) => c.notNull())
    .addColumn('dropped_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('meeting_participant_pk', ['room_id', 'participant'])
    .addCheckConstraint('meeting_participant_status_check', sql`status in ('waiting', 'admitted', 'joined')`)
    .addCheckConstraint('meeting_participant_connection_check', sql`connection in ('connected', 'reconnecting')`)
    .execute();
  await db.schema.createIndex('meeting_participant_socket_idx').on('meeting_participant').column('socket').execute();
  await db.schema.createIndex('meeting_participant_seen_idx').on('meeting_participant').columns(['connection', 'last_seen']).execute();

  await db.schema
    .createTable('meeting_signal')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('meeting_signal_created_idx').on('meeting_signal').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('meeting_signal').execute();
  await db.schema.dropTable('meeting_participant').execute();
  await db.schema.dropTable('meeting_invitee').execute();
  await db.schema.dropTable('meeting_room').execute();
}
