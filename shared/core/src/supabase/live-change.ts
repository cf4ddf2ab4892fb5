// A change heard live, put into the query cache so that no older read can take it away again.

type Key = readonly unknown[];

/**
 * What applyLiveChange uses of a TanStack Query client (the shell's one QueryClient fits): @diva/core does
 * not depend on TanStack Query itself.
 */
export interface LiveChangeCache {
  setQueriesData<T>(filters: { queryKey: Key }, updater: (data: T | undefined) => T | undefined): unknown;
  isFetching(filters: { queryKey: Key }): number;
  cancelQueries(filters: { queryKey: Key }): Promise<void>;
  invalidateQueries(filters: { queryKey: Key }): Promise<void>;
}

/**
 * Applies a change heard live (or a member's own write) to every cached entry under `queryKey`. A read of the
 * same entries that started before the change would answer without it and overwrite it: Realtime is served
 * ahead of reads, so that happens. Such a read is cancelled (TanStack keeps the state set here) and the entries
 * are read again; the change is committed, since it was heard, so the new answer holds it.
 */
export function applyLiveChange<T>(cache: LiveChangeCache, queryKey: Key, apply: (data: T | undefined) => T | undefined): void {
  cache.setQueriesData<T>({ queryKey }, apply);
  if (cache.isFetching({ queryKey }) === 0) return;
  void cache.cancelQueries({ queryKey }).then(() => cache.invalidateQueries({ queryKey }));
}
