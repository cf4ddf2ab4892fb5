import { AREAS, type AreaName, AREA_NAMES, BACKEND_PORT, type RuntimeConfig, SHELL_PORT } from '@diva/contracts';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { shellContentPolicy } from './content-policy.ts';
import { type RunningSite, serveStatic } from './static-server.ts';

/**
 * The part of local-supabase's API used here. Imported through a variable so the type-check of scripts does
 * not also type-check local-supabase's sources under this workspace's compiler options.
 */
interface LocalSupabaseModule {
  startLocalSupabase(options: {
    port: number;
    db: string;
    seed: boolean;
    log: boolean;
    authRateLimits?: Partial<Record<'signInSignUps' | 'tokenVerifications' | 'tokenRefresh' | 'otp', number>>;
  }): Promise<{
    url: string;
    anonKey: string;
    serviceRoleKey: string;
    stop(): Promise<void>;
  }>;
}
const LOCAL_SUPABASE = 'local-supabase';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const appDist = (app: 'shell' | AreaName): string =>
  path.join(REPO_ROOT, app === 'shell' ? 'shell' : `mfe-${app}`, 'dist');

export interface PlatformOptions {
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
  authRateLimits?: Partial<Record<'signInSignUps' | 'tokenVerifications' | 'tokenRefresh' | 'otp', number>>;
}

export interface Platform {
  shellUrl: string;
  backend: { url: string; anonKey: string; serviceRoleKey: string };
  remotes: Map<AreaName, RunningSite>;
  configFile: string;
  config: RuntimeConfig;
  /** Rewrites /config.json (the shell reads it at every page load). */
  writeConfig(config: RuntimeConfig): Promise<void>;
  stop(): Promise<void>;
}

export async function assertBuilt(): Promise<void> {
  const missing: string[] = [];
  for (const app of ['shell', ...AREA_NAMES] as const) {
    const marker = app === 'shell' ? 'index.html' : 'mf-manifest.json';
    try {
      await fs.access(path.join(appDist(app), marker));
    } catch {
      missing.push(app);
    }
  }
  if (missing.length) throw new Error(`Not built: ${missing.join(', ')}. Run \`npm run build\` first.`);
}

/** Starts local-supabase, the eight remotes and the shell from their production builds. */
export async function startPlatform(options: PlatformOptions = {}): Promise<Platform> {
  await assertBuilt();
  const { startLocalSupabase } = (await import(LOCAL_SUPABASE)) as LocalSupabaseModule;
  const backend = await startLocalSupabase({
    port: options.backendPort ?? BACKEND_PORT,
    db: options.db ?? path.join(REPO_ROOT, '.data', 'local-supabase'),
    seed: true,
    log: options.log ?? false,
    authRateLimits: options.authRateLimits,
  });
  const started: RunningSite[] = [];
  try {
    const remotes = new Map<AreaName, RunningSite>();
    for (const area of AREA_NAMES) {
      const site = await serveStatic({ dir: appDist(area), port: options.remotePort?.(area) ?? AREAS[area].port, cors: true });
      started.push(site);
      remotes.set(area, site);
    }
    const configFile = options.configFile ?? path.join(REPO_ROOT, '.data', 'platform', 'config.json');
    const config: RuntimeConfig = {
      supabaseUrl: backend.url,
      supabaseAnonKey: backend.anonKey,
      remotes: Object.fromEntries([...remotes].map(([area, site]) => [area, `${site.url}/mf-manifest.json`])),
    };
    const writeConfig = async (next: RuntimeConfig) => {
      await fs.mkdir(path.dirname(configFile), { recursive: true });
      await fs.writeFile(configFile, `${JSON.stringify(next, null, 2)}\n`);
    };
    await writeConfig(config);
    // The policy follows the live config.json; AI_BASE_URL names the AI provider, as the functions read it.
    const contentPolicy = async () =>
      shellContentPolicy(JSON.parse(await fs.readFile(configFile, 'utf8')) as RuntimeConfig, { aiProviderUrl: process.env.AI_BASE_URL });
    const shell = await serveStatic({ dir: appDist('shell'), port: options.shellPort ?? SHELL_PORT, spa: true, configFile, contentPolicy });
    started.push(shell);
    return {
      shellUrl: shell.url,
      backend: { url: backend.url, anonKey: backend.anonKey, serviceRoleKey: backend.serviceRoleKey },
      remotes,
      configFile,
      config,
      writeConfig,
      stop: async () => {
        await Promise.all(started.map((site) => site.close()));
        await backend.stop();
      },
    };
  } catch (error) {
    await Promise.all(started.map((site) => site.close()));
    await backend.stop();
    throw error;
  }
}
