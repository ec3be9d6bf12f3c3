/**
 * Search totals already counted, by posting version (job_postings.applicants_version, kept by triggers):
 * counting a common word exactly visits every match, and the same search is asked again and again (the list
 * refreshes every few seconds, the recruiter pages through the results). A total is reused only while the
 * posting's version is the one it was counted at, so it is never stale; each process keeps its own.
 */
export interface TotalsCache {
  get(key: TotalKey): number | undefined;
  set(key: TotalKey, total: number): void;
}

export interface TotalKey {
  postingId: number;
  version: number;
  terms: string[];
  markIds: number[];
  /** The score range, states and mandatory filter (search/filter.ts), when any. */
  narrower?: unknown[];
}

const keyOf = (key: TotalKey) =>
  JSON.stringify([key.postingId, key.version, key.terms, [...key.markIds].sort((a, b) => a - b), key.narrower ?? []]);

/** A least-recently-used cache of at most `capacity` totals (a Map keeps insertion order). */
export function createTotalsCache(capacity = 2000): TotalsCache {
  const totals = new Map<string, number>();
  return {
    get(key) {
      const k = keyOf(key);
      const total = totals.get(k);
      if (total !== undefined) {
        totals.delete(k);
        totals.set(k, total);
      }
      return total;
    },
    set(key, total) {
      const k = keyOf(key);
      totals.delete(k);
      totals.set(k, total);
      if (totals.size > capacity) totals.delete(totals.keys().next().value!);
    },
  };
}
