import { AREA_NAMES, AREAS, type AreaName } from '@diva/contracts';
import { installChunkCacheBust } from '@diva/core';
import type { ModuleFederationRuntimePlugin } from './federation-runtime.ts';
import { type LoadPhase, notePhase } from './load-record.ts';
import { cacheBustFor } from './registry.ts';

const areaOfContainer = (name: string | undefined): AreaName | undefined => AREA_NAMES.find((area) => AREAS[area].container === name);

function note(name: string | undefined, phase: LoadPhase, error?: unknown): void {
  const area = areaOfContainer(name);
  if (area && !error) notePhase(area, phase);
}

/** `url` with the retry's cache-busting query added. */
export function withCacheBust(url: string, query: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

/**
 * The shell's view of each remote load: the phase it reached (manifest, entry, init, expose, factory) for load
 * telemetry, and, while the registry retries a failed load, the remote entry requested past every cache. The
 * remote's chunks are requested by its own runtime: each remote asks the shell for the same query (the chunk
 * cache-bust runtime plugin of @diva/federation), which is answered from here.
 */
export const releasePlugin = (): ModuleFederationRuntimePlugin => {
  installChunkCacheBust(cacheBustFor);
  return plugin();
};

const plugin = (): ModuleFederationRuntimePlugin => ({
  name: 'diva-release',
  afterLoadManifest: ({ moduleInfo, manifestJson }) => note(moduleInfo.name, 'manifest', manifestJson ? undefined : 'no manifest'),
  afterLoadEntry: ({ remoteInfo, error }) => note(remoteInfo.name, 'entry', error),
  afterInitRemote: ({ remoteInfo, error }) => note(remoteInfo.name, 'init', error),
  afterGetExpose: ({ moduleInfo, error }) => note(moduleInfo.name, 'expose', error),
  afterExecuteFactory: ({ moduleInfo, error }) => note(moduleInfo.name, 'factory', error),
  createScript: ({ url, attrs, remoteInfo }) => {
    const query = cacheBustFor(remoteInfo?.name ?? '');
    if (!query) return undefined;
    const script = document.createElement('script');
    script.type = attrs?.['type'] === 'module' ? 'module' : 'text/javascript';
    for (const [name, value] of Object.entries(attrs ?? {}))
      if (name === 'async' || name === 'defer') script[name] = Boolean(value);
      else if (name !== 'type') script.setAttribute(name, String(value));
    script.src = withCacheBust(url, query);
    return script;
  },
});
