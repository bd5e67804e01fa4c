import { lifecycleClock, listLifecycle } from './lifecycle.js';
import type { ContentItem, Page } from './items.js';

/**
 * A cached page as it stands now: a material with a "use until" says whether it has passed at this
 * moment (a new object; the cached item is not changed). Nothing is read: the states came with the
 * page's rows (list-statements.ts `stateValues`), and whatever changes them writes the original's row or
 * bumps its holders' content version (publish.ts `bumpHolders`), so the cached page follows; only the
 * passing of "use until" needs no write.
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
      };
      return { ...item, lifecycle: listLifecycle(facts, now) };
    }),
  };
}
