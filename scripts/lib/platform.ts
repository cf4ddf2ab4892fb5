import { AREAS, type AreaName, AREA_NAMES, BACKEND_PORT, type RuntimeConfig, SHELL_PORT } from '@diva/contracts';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import type { AuthRateLimits, LocalSupabase } from 'local-supabase';
import { shellContentPolicy } from './content-policy.ts';
import { type WatchSettings, watchSettings } from './release/health.ts';
import { PRODUCTION } from './release/registry.ts';
import { startReleaseSite } from './release/serve.ts';
import { type ReleaseSettings, releaseSettings } from './release/settings.ts';
import { type RunningSite, serveStatic } from './static-server.ts';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const appDist = (app: 'shell' | AreaName): string =>
  path.join(REPO_ROOT, app === 'shell' ? 'shell' : `mfe-${app}`, 'dist');

export interface PlatformOptions {
  /** The remotes to serve (default: every area); the shell's config names only these. */
  areas?: readonly AreaName[];
  /** 'memory' for tests, a folder for PGlite on disk (default .data/local-supabase). */
  db?: string;
  backendPort?: number;
  shellPort?: number;
  /** Port per remote; 0 picks a free one. Default: the area's port (3001–3008). */
  remotePort?: (area: AreaName) => number;
  /** Where the served /config.json lives (rewritten at start). */
  configFile?: string;
  log?: boolean;
  /** Auth requests per 5 minutes per client address (default: hosted Supabase's); e2e raises them. */
  authRateLimits?: Partial<AuthRateLimits>;
  /** bcrypt's cost for new passwords (default GoTrue's 10); e2e uses 4, as the backend's test servers do. */
  passwordHashCost?: number;
  /**
   * Serve stored releases (README, "Releases"): the releases root on its own port, the shell's /config.json
   * generated from the environment's pointers, canaries and override policy (rewritten by every move), and the
   * canary watcher. Areas the environment serves no release of come from their dist/ as without releases.
   */
  releases?: {
    /** The releases root (default DIVA_RELEASES_DIR or .releases). */
    root?: string;
    /** The environment served (default production). */
    env?: string;
    /** Port of the releases root (default the port of DIVA_RELEASES_URL, 3090); 0 picks a free one. */
    port?: number;
    /** Run the canary watcher (default true). */
    watch?: boolean;
  };
}

/** The releases a platform serves, with the settings `release` must use to move them (same root and URL). */
export interface ServedReleases {
  settings: ReleaseSettings;
  env: string;
  url: string;
  watch: WatchSettings;
}

export interface Platform {
  shellUrl: string;
  /** The running local-supabase, with the seed. */
  backend: LocalSupabase;
  remotes: Map<AreaName, RunningSite>;
  configFile: string;
  config: RuntimeConfig;
  /** Set when the platform serves stored releases. */
  releases?: ServedReleases;
  /** Rewrites /config.json (the shell reads it at every page load). */
  writeConfig(config: RuntimeConfig): Promise<void>;
  stop(): Promise<void>;
}

export async function assertBuilt(areas: readonly AreaName[] = AREA_NAMES): Promise<void> {
  const missing: string[] = [];
  for (const app of ['shell', ...areas] as const) {
    const marker = app === 'shell' ? 'index.html' : 'mf-manifest.json';
    try {
      await fs.access(path.join(appDist(app), marker));
    } catch {
      missing.push(app);
    }
  }
  if (missing.length) throw new Error(`Not built: ${missing.join(', ')}. Run \`npm run build\` first.`);
}

/** Starts local-supabase, the remotes (default: all) and the shell from their production builds. */
export async function startPlatform(options: PlatformOptions = {}): Promise<Platform> {
  const areas = options.areas ?? AREA_NAMES;
  await assertBuilt(areas);
  // Loaded here, so that scripts which only need REPO_ROOT do not load the server.
  const { startLocalSupabase } = await import('local-supabase');
  const backend = await startLocalSupabase({
    port: options.backendPort ?? BACKEND_PORT,
    db: options.db ?? path.join(REPO_ROOT, '.data', 'local-supabase'),
    seed: true,
    log: options.log ?? false,
    authRateLimits: options.authRateLimits,
    passwordHashCost: options.passwordHashCost,
  });
  const started: RunningSite[] = [];
  const stopSite: (() => Promise<void>)[] = [];
  try {
    const remotes = new Map<AreaName, RunningSite>();
    for (const area of areas) {
      const site = await serveStatic({ dir: appDist(area), port: options.remotePort?.(area) ?? AREAS[area].port, cors: true });
      started.push(site);
      remotes.set(area, site);
    }
    const distRemotes: RuntimeConfig['remotes'] = Object.fromEntries([...remotes].map(([area, site]) => [area, `${site.url}/mf-manifest.json`]));
    let served: ServedReleases | undefined;
    let shellUrl: string;
    let configFile = options.configFile ?? path.join(REPO_ROOT, '.data', 'platform', 'config.json');
    let config: RuntimeConfig = { supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey, remotes: distRemotes };
    const writeConfig = async (next: RuntimeConfig) => {
      await fs.mkdir(path.dirname(configFile), { recursive: true });
      await fs.writeFile(configFile, `${JSON.stringify(next, null, 2)}\n`);
    };
    if (options.releases) {
      // One code path serves releases: the release site the e2e suites and the bench run, with this platform's
      // shell port and backend, and the dist/ servers above for areas the environment has no release of.
      const env = options.releases.env ?? PRODUCTION;
      const base = releaseSettings({ ...process.env, ...(options.releases.root ? { DIVA_RELEASES_DIR: options.releases.root } : {}) });
      const watch = watchSettings();
      const site = await startReleaseSite({
        settings: base,
        env,
        shellDist: appDist('shell'),
        backend: { url: backend.url, anonKey: backend.anonKey, serviceRoleKey: backend.serviceRoleKey },
        fallbackRemotes: distRemotes,
        releasesPort: options.releases.port ?? Number(new URL(base.baseUrl).port || 80),
        shellPort: options.shellPort ?? SHELL_PORT,
        watch: options.releases.watch === false ? false : watch,
      });
      stopSite.push(site.stop);
      served = { settings: site.settings, env, url: site.releasesUrl, watch };
      configFile = site.configFile;
      config = await site.config();
      shellUrl = site.shellUrl;
    } else {
      await writeConfig(config);
      // The policy follows the live config.json; AI_BASE_URL names the AI provider, as the functions read it.
      const contentPolicy = async () =>
        shellContentPolicy(JSON.parse(await fs.readFile(configFile, 'utf8')) as RuntimeConfig, { aiProviderUrl: process.env.AI_BASE_URL });
      const shell = await serveStatic({ dir: appDist('shell'), port: options.shellPort ?? SHELL_PORT, spa: true, configFile, contentPolicy });
      started.push(shell);
      shellUrl = shell.url;
    }
    return {
      shellUrl,
      backend,
      remotes,
      configFile,
      config,
      writeConfig,
      ...(served ? { releases: served } : {}),
      stop: async () => {
        await Promise.all(stopSite.map((stop) => stop()));
        await Promise.all(started.map((site) => site.close()));
        await backend.stop();
      },
    };
  } catch (error) {
    await Promise.all(stopSite.map((stop) => stop()));
    await Promise.all(started.map((site) => site.close()));
    await backend.stop();
    throw error;
  }
}

/**
 * The shell and the given remotes on free ports, against an in-memory backend with the seed, the config in a
 * temporary folder: a platform of its own for a bench, beside anything else running on this machine.
 */
export async function startIsolatedPlatform(areas: readonly AreaName[]): Promise<Platform> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'diva-platform-'));
  try {
    const platform = await startPlatform({ areas, db: 'memory', backendPort: 0, shellPort: 0, remotePort: () => 0, configFile: path.join(dir, 'config.json') });
    return { ...platform, stop: async () => (await platform.stop(), await fs.rm(dir, { recursive: true, force: true })) };
  } catch (error) {
    await fs.rm(dir, { recursive: true, force: true });
    throw error;
  }
}
