import { takeEarlyManifest } from '../app/early-area.ts';
import type { ModuleFederationRuntimePlugin } from './federation-runtime.ts';

/**
 * Hands the runtime the visited area's manifest that the entry fetched before the shell booted (early-area.ts),
 * instead of a second request; any other manifest is fetched by the runtime as usual.
 */
export const earlyManifestPlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'diva-early-manifest',
  fetch: (url: string, init: RequestInit) => takeEarlyManifest(url, init),
});
