import type { RuntimeConfig } from '@diva/contracts';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { exists, readJson, toJson, writeFileAtomic } from './files.ts';
import { ReleaseRefused } from './refusal.ts';
import { MANIFEST_FILE } from './release-record.ts';
import { overridePolicy } from './overrides.ts';
import { effectiveCanaries, effectivePointers, PRODUCTION } from './registry.ts';
import type { ReleaseSettings } from './settings.ts';

export const manifestUrl = (settings: ReleaseSettings, area: string, id: string): string => `${settings.baseUrl}/${area}/${id}/${MANIFEST_FILE}`;

/** area -> URL of its release's manifest, for what the environment serves (previews fall back to production). */
export async function remoteUrls(settings: ReleaseSettings, env: string): Promise<RuntimeConfig['remotes']> {
  const pointers = await effectivePointers(settings.root, env);
  return Object.fromEntries(Object.entries(pointers).map(([area, id]) => [area, manifestUrl(settings, area, id)]));
}

/**
 * Everything config.json says about releases for the environment: its name, area -> release id served, the
 * canaries (with their manifests) and the override policy.
 */
export async function releaseFields(settings: ReleaseSettings, env: string): Promise<Required<Pick<RuntimeConfig, 'environment' | 'remotes' | 'releases' | 'overrides'>> & Pick<RuntimeConfig, 'canary'>> {
  const pointers = await effectivePointers(settings.root, env);
  const canaries = Object.entries(await effectiveCanaries(settings.root, env));
  const fallbackFile = fallbackRemotesFile(settings, env);
  const fallback = (await exists(fallbackFile)) ? await readJson<RuntimeConfig['remotes']>(fallbackFile) : {};
  return {
    environment: env,
    remotes: { ...fallback, ...(await remoteUrls(settings, env)) },
    releases: pointers,
    ...(canaries.length
      ? { canary: Object.fromEntries(canaries.map(([area, { release, percent }]) => [area, { release, manifest: manifestUrl(settings, area, release), percent }])) }
      : {}),
    overrides: await overridePolicy(settings, env),
  };
}

export const defaultConfigFile = (settings: ReleaseSettings, env: string): string => path.join(settings.root, 'config', env, 'config.json');

/**
 * `config/<env>/fallback-remotes.json`: area -> manifest URL for the areas the environment serves no release of
 * (a platform started with releases serves those from their dist/, as without releases). Written by the platform.
 */
export const fallbackRemotesFile = (settings: ReleaseSettings, env: string): string => path.join(settings.root, 'config', env, 'fallback-remotes.json');

/**
 * Writes the shell's config.json for an environment, atomically: the backend fields come from `backend` or the
 * file already there, the remotes, release ids, canaries and override policy from the registry. Served no-cache, this file is what a promotion changes.
 */
export async function writeShellConfig(
  settings: ReleaseSettings,
  env: string,
  out: string,
  backend: Partial<Pick<RuntimeConfig, 'supabaseUrl' | 'supabaseAnonKey'>> = {},
): Promise<RuntimeConfig> {
  const previous = (await exists(out)) ? await readJson<Partial<RuntimeConfig>>(out) : {};
  const supabaseUrl = backend.supabaseUrl ?? previous.supabaseUrl;
  const supabaseAnonKey = backend.supabaseAnonKey ?? previous.supabaseAnonKey;
  if (!supabaseUrl || !supabaseAnonKey) {
    throw new ReleaseRefused('config', `${out} does not name the backend yet; pass --supabase-url and --anon-key once.`);
  }
  const { canary: _previousCanary, ...kept } = previous;
  const config: RuntimeConfig = { ...kept, supabaseUrl, supabaseAnonKey, ...(await releaseFields(settings, env)) };
  await writeFileAtomic(out, toJson(config));
  return config;
}

/**
 * After a move in `env`, rewrites the config.json of every environment it changes that `release config` has
 * written once: its own, and for production every preview's too, since previews fall back to it.
 */
export async function refreshShellConfigs(settings: ReleaseSettings, env: string): Promise<string[]> {
  const dir = path.join(settings.root, 'config');
  const written = (await exists(dir)) ? await fs.readdir(dir) : [];
  const changed = written.filter((name) => name === env || env === PRODUCTION);
  const files: string[] = [];
  for (const name of changed) {
    const file = defaultConfigFile(settings, name);
    if (!(await exists(file))) continue;
    await writeShellConfig(settings, name, file);
    files.push(file);
  }
  return files;
}
