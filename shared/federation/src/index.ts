export { createAppConfig, portOf } from './rspack-config.ts';
export type { AppConfigOptions } from './rspack-config.ts';
export { HOST_PROVIDED, SHARED_PACKAGES, SHARED_PREFIXES, sharedDependencies } from './shared-dependencies.ts';
export type { SharedEntry } from './shared-dependencies.ts';
export { CORS_HEADERS, NO_CACHE_FILES, cacheControlFor } from './headers.ts';
