import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * Claims of proxied requests (migration 0045): the proxy may send a non-idempotent request a second time,
 * to another process, when the first answered 503 or its connection failed; the second sees the claim
 * and does nothing. One INSERT per claim, no read: whoever inserts the row handles the request.
 */

/** Claims `id`; false when it was already claimed (the same request, received before). */
export async function claimRequest(db: Kysely<Database>, id: string, now = new Date()): Promise<boolean> {
  const result = await db
    .insertInto('request_claim')
    .values({ id, claimed_at: now.toISOString() })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** Gives a claim up: the request was answered without being done (a 503), so it may come again. */
export async function releaseClaim(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('request_claim').where('id', '=', id).execute();
}

/** Removes claims made before `olderThan`; answers how many. */
export async function pruneClaims(db: Kysely<Database>, olderThan: Date): Promise<number> {
  const result = await db.deleteFrom('request_claim').where('claimed_at', '<', olderThan.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
