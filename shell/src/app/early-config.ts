// Imported by the entry before the async boundary, so it may not import shared packages: it only starts the
// request. /config.json is then on its way while the shell's chunks download, instead of after they ran.
export const CONFIG_URL = '/config.json';

let early: Promise<Response> | undefined;

/** Starts fetching /config.json past every cache (once); the same request on later calls until the boot takes it. */
export function startConfigFetch(): Promise<Response> {
  if (early) return early;
  early = fetch(CONFIG_URL, { cache: 'no-store' });
  // A network failure is reported when the boot awaits it, not as an unhandled rejection before that.
  early.catch(() => undefined);
  return early;
}

/**
 * A `fetch` for `fetchRuntimeConfig` that hands over the early response the first time and fetches anew after
 * (a later boot in the same page, tests).
 */
export const takeEarlyConfig: typeof fetch = (input, init) => {
  const response = early;
  early = undefined;
  return response ?? fetch(input, init);
};
