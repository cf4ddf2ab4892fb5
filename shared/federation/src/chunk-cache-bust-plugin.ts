// A runtime plugin every remote is built with. A remote's chunks are requested by its own bundler runtime, which
// no federation hook reaches; this module, compiled into the remote's entry, wraps the runtime's chunk file name
// so that while a retry runs (the shell's load retry, a lazy part's retry) each chunk is requested with the
// retry's query, past the browser's and any proxy's cache. The shell answers through a global (@diva/core's
// chunk-retry module owns it); without the shell the names are left as built.

/** Must match @diva/core's CHUNK_CACHE_BUST_GLOBAL (test/chunk-cache-bust.test.ts checks it). */
export const CHUNK_CACHE_BUST_GLOBAL = '__divaChunkCacheBust';

interface BundlerRuntime {
  /** The chunk's file name, relative to the public path. */
  u?: (chunkId: string | number) => string;
  federation?: { initOptions?: { name?: string } };
}

declare const __webpack_require__: BundlerRuntime | undefined;

/** Makes `runtime.u` add the retry's query the shell gives for this container. Idempotent. */
export function bustChunkFileNames(runtime: BundlerRuntime, global: Record<string, unknown> = globalThis as Record<string, unknown>): void {
  const original = runtime.u;
  if (!original || (original as { divaBusts?: boolean }).divaBusts) return;
  const busting = (chunkId: string | number): string => {
    const file = original(chunkId);
    const ask = global[CHUNK_CACHE_BUST_GLOBAL];
    const query = typeof ask === 'function' ? (ask as (container: string) => unknown)(runtime.federation?.initOptions?.name ?? '') : undefined;
    return typeof query === 'string' && query !== '' ? `${file}${file.includes('?') ? '&' : '?'}${query}` : file;
  };
  runtime.u = Object.assign(busting, { divaBusts: true });
}

if (typeof __webpack_require__ !== 'undefined' && __webpack_require__) bustChunkFileNames(__webpack_require__);

/** The runtime plugin itself does nothing more: the wrapping above happens as the remote's entry runs. */
export default function chunkCacheBustPlugin(): { name: string } {
  return { name: 'diva-chunk-cache-bust' };
}
