/** A mesh of peer connections: each browser sends its media to every other, so rooms stay small. */
export const ROOM_CAPACITY = 6;
export const MAX_INVITEES = ROOM_CAPACITY - 1;
