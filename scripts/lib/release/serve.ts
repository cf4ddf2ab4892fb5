// Serving the releases root: `<area>/<id>/…` only (never registry/ or config/), every file immutable (the path
// names the content: a release folder is never changed), CORS as every remote has.
import { AREA_NAMES, type RuntimeConfig } from '@diva/contracts';
import { promises as fs } from 'node:fs';
import { shellContentPolicy } from '../content-policy.ts';
import { type RunningSite, serveStatic } from '../static-server.ts';
import { toJson, writeFileAtomic } from './files.ts';
import { startWatcher, type WatchSettings } from './health.ts';
import { parseReleaseId } from './release-record.ts';
import type { ReleaseSettings } from './settings.ts';
import { defaultConfigFile, fallbackRemotesFile, writeShellConfig } from './shell-config.ts';

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Is this a path inside a stored release (`/<area>/<version>-<hash>/<file>`)? */
export function isReleasePath(pathname: string): boolean {
  const [, area, id, ...rest] = pathname.split('/');
  return (AREA_NAMES as readonly string[]).includes(area ?? '') && parseReleaseId(id ?? '') !== null && rest.length > 0 && rest.every((part) => part !== '' && part !== '..' && part !== '.');
}

export function serveReleases(options: { root: string; port: number; host?: string }): Promise<RunningSite> {
  return serveStatic({ dir: options.root, port: options.port, host: options.host, cors: true, serves: isReleasePath, cacheControl: () => IMMUTABLE });
}

/** A shell served from stored releases: what `startPlatform({ releases })`, e2e and the bench run. */
export interface ReleaseSite {
  /** The shell's origin (its pages and /config.json). */
  shellUrl: string;
  /** Where the releases root is served. */
  releasesUrl: string;
  /** Settings over the root, with `baseUrl` the served URL: what `npm run release` must use to move it. */
  settings: ReleaseSettings;
  configFile: string;
  config(): Promise<RuntimeConfig>;
  stop(): Promise<void>;
}

export interface ReleaseSiteOptions {
  /** Settings for the root (their `baseUrl` is replaced by where the root is served). */
  settings: ReleaseSettings;
  env: string;
  /** The shell's build (its index.html and chunks). */
  shellDist: string;
  backend: { url: string; anonKey: string; serviceRoleKey: string };
  /** area -> manifest URL for the areas the environment serves no release of. */
  fallbackRemotes: RuntimeConfig['remotes'];
  releasesPort?: number;
  shellPort?: number;
  /** The canary watcher's rules, or false for none. */
  watch: WatchSettings | false;
  /** Where the watcher reports what it did (default the console). */
  report?: (line: string) => void;
}

/**
 * The releases root on a port of its own, the shell's build with /config.json generated from the environment's
 * registry (rewritten by every move), and the canary watcher reading remote_health with the service role.
 */
export async function startReleaseSite(options: ReleaseSiteOptions): Promise<ReleaseSite> {
  const { env } = options;
  const releases = await serveReleases({ root: options.settings.root, port: options.releasesPort ?? 0 });
  const stops: (() => Promise<void>)[] = [() => releases.close()];
  try {
    const settings: ReleaseSettings = { ...options.settings, baseUrl: releases.url };
    const configFile = defaultConfigFile(settings, env);
    await writeFileAtomic(fallbackRemotesFile(settings, env), toJson(options.fallbackRemotes));
    await writeShellConfig(settings, env, configFile, { supabaseUrl: options.backend.url, supabaseAnonKey: options.backend.anonKey });
    const contentPolicy = async () => shellContentPolicy(JSON.parse(await fs.readFile(configFile, 'utf8')) as RuntimeConfig, { aiProviderUrl: process.env.AI_BASE_URL });
    const shell = await serveStatic({ dir: options.shellDist, port: options.shellPort ?? 0, spa: true, configFile, contentPolicy });
    stops.unshift(() => shell.close());
    if (options.watch) {
      const watcher = startWatcher(settings, env, { url: options.backend.url, serviceRoleKey: options.backend.serviceRoleKey }, options.watch, options.report);
      stops.unshift(watcher.stop);
    }
    return {
      shellUrl: shell.url,
      releasesUrl: releases.url,
      settings,
      configFile,
      config: async () => JSON.parse(await fs.readFile(configFile, 'utf8')) as RuntimeConfig,
      stop: async () => {
        for (const stop of stops) await stop();
      },
    };
  } catch (error) {
    for (const stop of stops) await stop();
    throw error;
  }
}
