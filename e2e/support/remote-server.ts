import type { AreaName, RuntimeConfig } from '@diva/contracts';
import { appDist } from '../../scripts/lib/platform.ts';
import { type RunningSite, serveStatic } from '../../scripts/lib/static-server.ts';
import { readRuntimeConfig, writeRuntimeConfig } from './env.ts';

/** Serves a remote's build from a server the test controls (to stop, restart or replace it). */
export async function serveRemote(area: AreaName, options: { dir?: string; port?: number } = {}): Promise<RunningSite> {
  return serveStatic({ dir: options.dir ?? appDist(area), port: options.port ?? 0, cors: true });
}

/** Points one area of /config.json elsewhere and returns a function restoring the original file. */
export async function pointAreaAt(area: AreaName, manifestUrl: string): Promise<() => Promise<void>> {
  const original = await readRuntimeConfig();
  const next: RuntimeConfig = { ...original, remotes: { ...original.remotes, [area]: manifestUrl } };
  await writeRuntimeConfig(next);
  return () => writeRuntimeConfig(original);
}
