/** Invitees of one room besides its host (POST /meeting/room/generate accepts 1–5). */
export const MEETING_INVITEES_MAX = 5;
