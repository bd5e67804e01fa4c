import type { Db } from '../../db/connect.js';
import type { VersionState } from '../../db/schema.js';
import { lifecycleClock, statesOf, type MaterialState } from './lifecycle.js';
import type { ContentItem, Page } from './items.js';

/** A material's lifecycle as lists and search show it (schemas: ListLifecycle). */
export interface ListLifecycle {
  states: MaterialState[];
  version_state: VersionState | null;
  use_until: string | null;
}

/**
 * Whether lists and search say each material's state. Always on; the read-mix benchmark turns it off
 * for a moment to measure what it costs (server/bench/realistic.ts).
 */
export const listStates = { enabled: true };

/**
 * The states of the materials of a list page (docs/distribution.md: "States"), read at the moment of the
 * request — never cached with the page, since an expiry needs no write — in one statement by primary
 * key: each row's original (itself, for an original) and the state of the version the row shows.
 * A page without materials that have an original reads nothing. The cached page is not changed: the
 * items that gain a state are new objects.
 */
export async function withListStates<P extends Page<ContentItem>>(db: Db, page: P): Promise<P> {
  if (!listStates.enabled) return page;
  const ids = page.items.filter((i) => i.type === 'material' && (i.link === 'origin' || i.link === 'copy')).map((i) => i.id);
  if (ids.length === 0) return page;
  const rows = await db
    .selectFrom('material as c')
    .innerJoin('material as o', (join) => join.on((eb) => eb('o.id', '=', eb.fn.coalesce('c.origin_id', 'c.id'))))
    .leftJoin('material_version as v', (join) => join.onRef('v.material_id', '=', 'o.id').onRef('v.number', '=', 'c.version'))
    .select(['c.id', 'o.use_until', 'o.withdrawn_at', 'v.state'])
    .where('c.id', 'in', ids)
    .execute();
  const now = lifecycleClock.now();
  const found = new Map(
    rows.map((r) => {
      const life = {
        title: '',
        holdsOrigin: false,
        versionState: r.state,
        useUntil: r.use_until,
        withdrawnAt: r.withdrawn_at,
        withdrawnReason: null,
        approvedById: null,
        approvedAt: null,
      };
      return [r.id, { states: statesOf(life, now), version_state: r.state, use_until: r.use_until } satisfies ListLifecycle];
    }),
  );
  return { ...page, items: page.items.map((item) => (found.has(item.id) ? { ...item, lifecycle: found.get(item.id) } : item)) };
}
