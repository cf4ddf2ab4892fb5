/**
 * Cache and CORS rules for the files an app serves (dev servers and the production static servers alike).
 * Entry points and registries must never be cached long, or a redeployed remote goes unseen; everything
 * else is content-hashed and immutable. Remotes are fetched by the shell from another origin: CORS.
 */
export const NO_CACHE_FILES = ['index.html', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'config.json'];

export function cacheControlFor(fileName: string): string {
  if (NO_CACHE_FILES.includes(fileName) || !/\.[0-9a-f]{8,}\./.test(fileName)) return 'no-cache';
  return 'public, max-age=31536000, immutable';
}

export const CORS_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
  'Access-Control-Allow-Headers': '*',
};
