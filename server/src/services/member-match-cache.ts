/**
 * What a list's filters matched, in list order, cached per database handle and keyed by the company's
 * `member_version` (bumped by triggers on every change a list filters or sorts on, migration 0005): a
 * cached entry is never older than the data, on any replica. Entries hold the ordered ids of a name
 * search (small sets) or only the total of a large list, whose pages are read through the indexes.
 */
export interface MatchEntry<P> {
  total: number;
  ids: string[] | null;
  /**
   * Finished pages by "page/size", handed out as the same objects (never changed after they are made):
   * every field shown is covered by the version (migration 0005).
   */
  pages: Map<string, P>;
}

export class MatchCache<P> {
  static readonly MAX_IDS = 100_000;
  static readonly MAX_ENTRY_IDS = 10_000;
  static readonly MAX_ENTRIES = 200;
  /** Pages of rows kept per entry: the first few pages are what people read. */
  static readonly MAX_PAGES = 4;
  private readonly entries = new Map<string, MatchEntry<P>>();
  private held = 0;

  get(key: string) {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, total: number, ids: string[] | null): void {
    const kept = ids && ids.length <= MatchCache.MAX_ENTRY_IDS ? ids : null;
    this.entries.set(key, { total, ids: kept, pages: new Map() });
    this.held += kept?.length ?? 0;
    for (const [oldest, entry] of this.entries) {
      if (this.held <= MatchCache.MAX_IDS && this.entries.size <= MatchCache.MAX_ENTRIES) break;
      this.entries.delete(oldest);
      this.held -= entry.ids?.length ?? 0;
    }
  }
}
