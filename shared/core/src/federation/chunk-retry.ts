// Retrying a remote's code that failed to load, past every cache. A remote's chunk URLs come from its own
// bundler runtime, which asks `globalThis.__divaChunkCacheBust(container)` for a query to add (the chunk
// cache-bust runtime plugin every remote is built with, in @diva/federation); this module answers it.

/** The global a remote's chunk loader asks; @diva/federation's runtime plugin reads the same name. */
export const CHUNK_CACHE_BUST_GLOBAL = '__divaChunkCacheBust';

/** Retries of a lazy part's failed chunk (past the cache) before it shows its error; the area's load retries as many. */
export const CHUNK_RETRIES = 2;

type BustSource = (container: string) => string | undefined;

/** Queries of the lazy parts' retries under way, newest last (any container's chunks take the newest). */
const partBusts: string[] = [];
let areaBusts: BustSource = () => undefined;

/** The query a chunk of this container is requested with now, or undefined (no retry under way). */
export function chunkCacheBust(container: string): string | undefined {
  return areaBusts(container) ?? partBusts.at(-1);
}

/**
 * Lets remotes' chunk loaders ask for a query. `areaSource` gives the query of an area's own load retry (the
 * shell's registry); lazy parts' retries add theirs through `loadWithRetry`.
 */
export function installChunkCacheBust(areaSource: BustSource = () => undefined): void {
  areaBusts = areaSource;
  (globalThis as Record<string, unknown>)[CHUNK_CACHE_BUST_GLOBAL] = chunkCacheBust;
}

/** A query no cache has seen: the retry's number and the time. */
export const retryQuery = (attempt: number): string => `diva-retry=${attempt}-${Date.now().toString(36)}`;

/**
 * Loads a lazy part's code, retrying a failure `retries` times; each retry requests the chunks with a fresh
 * query, so neither the browser's cache nor a proxy's answers with the failure again.
 */
export async function loadWithRetry<T>(load: () => Promise<T>, retries: number = CHUNK_RETRIES): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    const query = attempt > 0 ? retryQuery(attempt) : undefined;
    if (query) partBusts.push(query);
    try {
      return await load();
    } catch (error) {
      if (attempt >= retries) throw error;
    } finally {
      if (query) partBusts.splice(partBusts.indexOf(query), 1);
    }
  }
}

/** A part of an area that failed to load or render after the area had shown (a lazy panel's chunk gone). */
export interface PartFailure {
  area: string;
  part: string;
  /** `ChunkLoadError`, `RUNTIME-008`…: for telemetry, never shown to the member. */
  errorCode: string;
  retries: number;
}

let partReporter: (failure: PartFailure) => void = () => undefined;

/** Where part failures go (the shell's load telemetry); set once at boot. */
export function setPartFailureReporter(reporter: (failure: PartFailure) => void): void {
  partReporter = reporter;
}

export function reportPartFailure(failure: PartFailure): void {
  partReporter(failure);
}

/** The federation error code (`RUNTIME-008`…) a failure carries, or a short name of its kind; telemetry only. */
export function loadErrorCode(error: unknown): string {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  const code = /\b([A-Z]+-\d{3})\b/.exec(text)?.[1];
  if (code) return code;
  if (error instanceof Error && /^[A-Za-z][A-Za-z0-9]{0,60}$/.test(error.name) && error.name !== 'Error') return error.name;
  return 'load-failed';
}
