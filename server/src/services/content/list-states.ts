import { idListParams, idsOf, queryShapes, type IdList } from '../../db/compiled.js';
import type { Db } from '../../db/connect.js';
import type { Database, VersionState } from '../../db/schema.js';
import { lifecycleClock, statesOf } from './lifecycle.js';
import { NO_RULES } from './qualification.js';
import type { Ceiling, ContentItem, ListLifecycle, Page } from './items.js';

/**
 * Whether lists and search say each material's state. Always on; the read-mix benchmark turns it off
 * for a moment to measure what it costs (server/bench/realistic.ts).
 */
export const listStates = { enabled: true };

interface StateRow {
  id: string;
  use_until: string | null;
  withdrawn_at: string | null;
  state: VersionState | null;
  view_only: number;
  no_resend: number;
}

/**
 * Each row's original's lifecycle columns and the state of the version the row shows: correlated
 * primary-key lookups (whatever the planner thinks of the tables' sizes), built once per count of ids.
 */
const statesRead = queryShapes<Database, number, IdList, StateRow>((db, count, p) =>
  db
    .selectFrom('material as c')
    .select((eb) => {
      const origin = eb.fn.coalesce('c.origin_id', 'c.id');
      // An original's own columns need no lookup; a copy's come from its original by primary key.
      const ofOrigin = <C extends 'use_until' | 'withdrawn_at'>(column: C) =>
        eb
          .case()
          .when('c.origin_id', 'is', null)
          .then(eb.ref(`c.${column}`))
          .else(eb.selectFrom('material as o').select(`o.${column}`).whereRef('o.id', '=', 'c.origin_id'))
          .end();
      return [
        'c.id',
        'c.view_only',
        'c.no_resend',
        ofOrigin('use_until').as('use_until'),
        ofOrigin('withdrawn_at').as('withdrawn_at'),
        eb
          .selectFrom('material_version as v')
          .select('v.state')
          .where('v.material_id', '=', origin)
          .whereRef('v.number', '=', 'c.version')
          .as('state'),
      ];
    })
    .where('c.id', 'in', idsOf(count, p)),
);

/**
 * The states of a list page's materials (docs/distribution.md: "States"), read when the page is built
 * — once per cached page, in one statement by primary key: each row's original (itself, for an
 * original) and the state of the version the row shows. Whatever changes them writes the original's row
 * or bumps its holders' content version (a copy's ceilings, view only and no re-send, are on its own row
 * and never change) (publish.ts `bumpHolders`), so the cached page follows; only
 * the passing of "use until" needs no write, and `withCurrentStates` answers it at each request.
 */
export async function attachListStates(db: Db, items: ContentItem[]): Promise<void> {
  if (!listStates.enabled) return;
  const ids = items.filter((i) => i.type === 'material' && (i.link === 'origin' || i.link === 'copy')).map((i) => i.id);
  if (ids.length === 0) return;
  const rows = await statesRead(db, ids.length, idListParams(ids));
  const found = new Map(rows.map((r) => [r.id, r]));
  for (const item of items) {
    const row = found.get(item.id);
    if (row)
      item.lifecycle = stateAt({
        withdrawn: row.withdrawn_at !== null,
        version_state: row.state,
        use_until: row.use_until,
        ceilings: [
          ...(Number(row.view_only) === 1 ? (['view_only'] as const) : []),
          ...(Number(row.no_resend) === 1 ? (['no_resend'] as const) : []),
        ],
      });
  }
}

function stateAt(
  facts: { withdrawn: boolean; version_state: VersionState | null; use_until: string | null; ceilings: Ceiling[] },
  now = lifecycleClock.now(),
): ListLifecycle {
  const states = statesOf(
    {
      title: '',
      holdsOrigin: false,
      versionState: facts.version_state,
      useUntil: facts.use_until,
      withdrawnAt: facts.withdrawn ? 'withdrawn' : null,
      withdrawnReason: null,
      approvedById: null,
      approvedAt: null,
      rules: NO_RULES,
      viewOnly: false,
      noResend: false,
    },
    now,
  );
  return { states, version_state: facts.version_state, use_until: facts.use_until, ceilings: facts.ceilings };
}

/**
 * A cached page as it stands now: a material with a "use until" says whether it has passed at this
 * moment (a new object; the cached item is not changed). Nothing is read.
 */
export function withCurrentStates<P extends Page<ContentItem>>(page: P): P {
  if (!page.items.some((i) => i.lifecycle?.use_until)) return page;
  const now = lifecycleClock.now();
  return {
    ...page,
    items: page.items.map((item) => {
      const life = item.lifecycle;
      if (!life?.use_until) return item;
      const facts = {
        withdrawn: life.states.includes('withdrawn'),
        version_state: life.version_state,
        use_until: life.use_until,
        ceilings: life.ceilings,
      };
      return { ...item, lifecycle: stateAt(facts, now) };
    }),
  };
}
