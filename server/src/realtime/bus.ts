/** What a socket receives: JSON `{type, payload}`. */
export interface RealtimeMessage {
  type: string;
  payload: unknown;
}

/** A message for every open socket of one membership, on whichever replica holds it. */
export interface Envelope {
  membershipId: string;
  message: RealtimeMessage;
}

/**
 * Carries envelopes to every API replica (this one included). One interface, one file per backend:
 * in-process for a single process (SQLite, embedded), PostgreSQL LISTEN/NOTIFY for several replicas.
 */
export interface RealtimeBus {
  publish(membershipId: string, message: RealtimeMessage): Promise<void>;
  /** Called for every envelope published by any replica; returns an unsubscribe function. */
  subscribe(handler: (envelope: Envelope) => void): () => void;
  close(): Promise<void>;
}

/** Bus-only message: close every socket of the membership (archived, sessions revoked). */
export const DISCONNECT_MESSAGE = 'session.ended';
