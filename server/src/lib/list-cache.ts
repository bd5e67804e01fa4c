/**
 * What a list's filters matched and the pages made from it, cached per database handle under a key that
 * holds the versions of the data the list shows (`company.member_version`, `user_company.content_version`,
 * kept by triggers): a cached answer is never older than the database, on any replica, and a change
 * simply makes new keys while the old entries age out.
 *
 * Concurrent requests for an entry or a page that is not cached yet share one computation (fifty
 * connections opening the same folder count it once); a failed computation is not kept.
 */
export interface ListMatch {
  total: number;
  /** The ordered ids of a small match set (a name search); null for lists paged through an index. */
  ids: string[] | null;
  /** Sizes of the list's parts in order, for lists made of several (folders, then materials). */
  parts: number[];
}

export interface ListEntry<P> extends ListMatch {
  /**
   * Finished pages by "page/size", handed out as the same objects (never changed after they are made,
   * so their JSON is serialised once: `sendSerialized`).
   */
  pages: Map<string, P>;
}

export interface ListCacheLimits {
  /** Ids held in all entries. */
  ids: number;
  /** Ids kept for one entry; a larger match set keeps only its total. */
  entryIds: number;
  entries: number;
  /** Pages kept per entry: the first few pages are what people read. */
  entryPages: number;
  /** Pages held in all entries (a page of 50 rows and its JSON take some 40 KB). */
  pages: number;
}

export const DEFAULT_LIST_CACHE_LIMITS: ListCacheLimits = {
  ids: 100_000,
  entryIds: 10_000,
  entries: 200,
  entryPages: 4,
  pages: 256,
};

export class ListCache<P> {
  private readonly entries = new Map<string, ListEntry<P>>();
  private readonly matching = new Map<string, Promise<ListEntry<P>>>();
  private readonly paging = new Map<string, Promise<P>>();
  private heldIds = 0;
  private heldPages = 0;

  constructor(private readonly limits: ListCacheLimits = DEFAULT_LIST_CACHE_LIMITS) {}

  /** The entry for `key`, from the cache or made by `match` (once, however many ask at the same time). */
  async entry(key: string, match: () => Promise<ListMatch>): Promise<ListEntry<P>> {
    const cached = this.entries.get(key);
    if (cached) {
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached;
    }
    let pending = this.matching.get(key);
    if (!pending) {
      pending = match()
        .then((found) => this.store(key, found))
        .finally(() => this.matching.delete(key));
      this.matching.set(key, pending);
    }
    return pending;
  }

  /** One page of an entry, from the entry or made by `build` (once, however many ask at the same time). */
  async page(key: string, entry: ListEntry<P>, pageKey: string, build: () => Promise<P>): Promise<P> {
    const done = entry.pages.get(pageKey);
    if (done) return done;
    const flightKey = `${key}\u0001${pageKey}`;
    let pending = this.paging.get(flightKey);
    if (!pending) {
      pending = build()
        .then((page) => {
          // Kept only while the entry is still cached: an evicted entry's pages would be held by nobody.
          if (this.entries.get(key) === entry && entry.pages.size < this.limits.entryPages && !entry.pages.has(pageKey)) {
            entry.pages.set(pageKey, page);
            this.heldPages += 1;
            this.evict();
          }
          return page;
        })
        .finally(() => this.paging.delete(flightKey));
      this.paging.set(flightKey, pending);
    }
    return pending;
  }

  private store(key: string, found: ListMatch): ListEntry<P> {
    const ids = found.ids && found.ids.length <= this.limits.entryIds ? found.ids : null;
    const entry: ListEntry<P> = { total: found.total, ids, parts: found.parts, pages: new Map() };
    this.entries.set(key, entry);
    this.heldIds += ids?.length ?? 0;
    this.evict();
    return entry;
  }

  private evict(): void {
    for (const [oldest, entry] of this.entries) {
      const { ids, entries, pages } = this.limits;
      if (this.heldIds <= ids && this.entries.size <= entries && this.heldPages <= pages) break;
      this.entries.delete(oldest);
      this.heldIds -= entry.ids?.length ?? 0;
      this.heldPages -= entry.pages.size;
    }
  }
}

/** One cache per database handle (each replica, each test database has its own). */
export function listCachePerDatabase<P>(limits?: ListCacheLimits): (db: object) => ListCache<P> {
  const caches = new WeakMap<object, ListCache<P>>();
  return (db) => {
    let cache = caches.get(db);
    if (!cache) caches.set(db, (cache = new ListCache<P>(limits)));
    return cache;
  };
}
