// Per-release load health from the project's own Postgres (public.remote_health, fed by the shell's load
// telemetry), read with the service role on the server side only, and the canary watcher's decision on it.
import type { AreaName, RemoteHealthRow } from '@diva/contracts';
import { removeCanary } from './canary.ts';
import { ReleaseRefused } from './refusal.ts';
import { type HistoryEntry, readCanaries, readHistory } from './registry.ts';
import type { ReleaseSettings } from './settings.ts';

export type HealthRow = RemoteHealthRow;

/** The backend the health is read from: its URL and the service-role key (never given to a browser). */
export interface HealthBackend {
  url: string;
  serviceRoleKey: string;
}

/** The backend named by DIVA_SUPABASE_URL and DIVA_SUPABASE_SERVICE_ROLE_KEY, or null when they are not set. */
export function healthBackend(env: NodeJS.ProcessEnv = process.env): HealthBackend | null {
  const url = env.DIVA_SUPABASE_URL;
  const serviceRoleKey = env.DIVA_SUPABASE_SERVICE_ROLE_KEY;
  if (!url || !serviceRoleKey) return null;
  return { url: url.replace(/\/+$/, ''), serviceRoleKey };
}

/** Health rows since `since`; throws a refusal in words when the backend cannot be reached or refuses. */
export async function fetchHealth(backend: HealthBackend, since: Date): Promise<HealthRow[]> {
  let response: Response;
  try {
    response = await fetch(`${backend.url}/rest/v1/rpc/remote_health`, {
      method: 'POST',
      headers: { apikey: backend.serviceRoleKey, Authorization: `Bearer ${backend.serviceRoleKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ p_since: since.toISOString() }),
      signal: AbortSignal.timeout(5000),
    });
  } catch (error) {
    throw new ReleaseRefused('health', `the backend at ${backend.url} cannot be reached (${(error as Error).message}).`);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw new ReleaseRefused('health', `the backend at ${backend.url} answered ${response.status}${body.message ? `: ${body.message}` : ''}.`);
  }
  return (await response.json()) as HealthRow[];
}

/** When the watcher rolls a canary back: `maxErrorRate` passed over at least `minLoads` of its loads. */
export interface WatchSettings {
  maxErrorRate: number;
  minLoads: number;
  /** How often `release watch` and the platform's watcher look, in ms. */
  intervalMs: number;
}

export function watchSettings(env: NodeJS.ProcessEnv = process.env): WatchSettings {
  const maxErrorRate = Number(env.DIVA_CANARY_MAX_ERROR_RATE ?? 0.05);
  if (!Number.isFinite(maxErrorRate) || maxErrorRate < 0 || maxErrorRate >= 1) {
    throw new ReleaseRefused('settings', `DIVA_CANARY_MAX_ERROR_RATE must be a share from 0 to below 1 (0.05 is 5 %), not "${env.DIVA_CANARY_MAX_ERROR_RATE}".`);
  }
  const minLoads = Number(env.DIVA_CANARY_MIN_LOADS ?? 20);
  if (!Number.isInteger(minLoads) || minLoads < 1) {
    throw new ReleaseRefused('settings', `DIVA_CANARY_MIN_LOADS must be a whole number of at least 1, not "${env.DIVA_CANARY_MIN_LOADS}".`);
  }
  const intervalMs = Number(env.DIVA_CANARY_WATCH_MS ?? 10_000);
  if (!Number.isInteger(intervalMs) || intervalMs < 100) {
    throw new ReleaseRefused('settings', `DIVA_CANARY_WATCH_MS must be a whole number of milliseconds of at least 100, not "${env.DIVA_CANARY_WATCH_MS}".`);
  }
  return { maxErrorRate, minLoads, intervalMs };
}

export interface CanaryVerdict {
  rollback: boolean;
  loads: number;
  errors: number;
  rate: number;
  /** The history's `why` when it rolls back; else why not, in words. */
  why: string;
}

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

/** The watcher's decision for one canary from the health rows: its members' loads of it in the environment. */
export function canaryVerdict(canary: { env: string; area: AreaName; release: string }, rows: readonly HealthRow[], watch: WatchSettings): CanaryVerdict {
  const mine = rows.filter((row) => row.environment === canary.env && row.area === canary.area && row.release === canary.release && row.cohort === 'canary');
  const loads = mine.reduce((sum, row) => sum + Number(row.loads), 0);
  const errors = mine.reduce((sum, row) => sum + Number(row.errors), 0);
  const rate = loads ? errors / loads : 0;
  if (loads < watch.minLoads) {
    return { rollback: false, loads, errors, rate, why: `${loads} of the ${watch.minLoads} loads needed to judge (DIVA_CANARY_MIN_LOADS)` };
  }
  if (rate <= watch.maxErrorRate) {
    return { rollback: false, loads, errors, rate, why: `error rate ${percent(rate)} over ${loads} loads, within ${percent(watch.maxErrorRate)}` };
  }
  return {
    rollback: true,
    loads,
    errors,
    rate,
    why: `canary load-or-render error rate ${percent(rate)} (${errors} of ${loads} loads) passed the threshold ${percent(watch.maxErrorRate)} (DIVA_CANARY_MAX_ERROR_RATE, at least ${watch.minLoads} loads)`,
  };
}

export interface WatchResult {
  area: AreaName;
  release: string;
  verdict: CanaryVerdict;
  /** The history entry when the canary was removed. */
  removed?: HistoryEntry;
}

/**
 * One look at every canary the environment runs: reads its loads since it was set and removes it through the
 * registry (compare-and-swap on the release measured, under the lock) when its error rate passed the threshold.
 */
export async function watchOnce(settings: ReleaseSettings, env: string, backend: HealthBackend, watch: WatchSettings): Promise<WatchResult[]> {
  const canaries = Object.entries(await readCanaries(settings.root, env)) as [AreaName, { release: string }][];
  if (!canaries.length) return [];
  const history = await readHistory(settings.root);
  const results: WatchResult[] = [];
  for (const [area, { release }] of canaries) {
    // Only loads since this canary was set count (not those of an earlier canary of the same release).
    const setAt = history.findLast((line) => line.env === env && line.area === area && line.action === 'canary' && line.to === release)?.at;
    const verdict = canaryVerdict({ env, area, release }, await fetchHealth(backend, new Date(setAt ?? 0)), watch);
    const result: WatchResult = { area, release, verdict };
    if (verdict.rollback) {
      try {
        result.removed = await removeCanary(settings, { area, env, who: 'canary-watch', why: verdict.why, expect: release });
      } catch (error) {
        if (!(error instanceof ReleaseRefused)) throw error; // removed or replaced meanwhile: nothing to do
      }
    }
    results.push(result);
  }
  return results;
}

/** Runs watchOnce every `intervalMs` until stopped; a look that fails is reported and the next one tries again. */
export function startWatcher(
  settings: ReleaseSettings,
  env: string,
  backend: HealthBackend,
  watch: WatchSettings,
  report: (line: string) => void = (line) => console.log(line),
): { stop: () => Promise<void> } {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const look = () => {
    running = watchOnce(settings, env, backend, watch)
      .then((results) => {
        for (const { area, release, removed, verdict } of results) if (removed) report(`canary-watch: ${env} ${area} canary ${release} removed: ${verdict.why}`);
      })
      .catch((error: unknown) => report(`canary-watch: ${(error as Error).message}`))
      .finally(() => {
        if (!stopped) timer = setTimeout(look, watch.intervalMs);
      });
  };
  look();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
