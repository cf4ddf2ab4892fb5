import { AREA_NAMES, type AreaName } from '@diva/contracts';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { exists } from './files.ts';
import { withLock } from './lock.ts';
import { readCanaries, readHistory, readPointers, registryDir } from './registry.ts';
import type { ReleaseSettings } from './settings.ts';
import { listReleases, releaseDir } from './store.ts';

export interface PruneResult {
  removed: { area: AreaName; id: string }[];
  kept: { area: AreaName; id: string; why: string }[];
  /** Staging folders a build that stopped halfway left behind. */
  abandoned: string[];
}

/** A build copies into a staging folder for seconds; one an hour old belongs to a build that died. */
const ABANDONED_AFTER_MS = 3_600_000;

async function abandonedStaging(root: string, area: AreaName, now: Date): Promise<string[]> {
  const dir = path.join(root, area);
  if (!(await exists(dir))) return [];
  const found: string[] = [];
  for (const name of await fs.readdir(dir)) {
    if (!name.startsWith('.staging-')) continue;
    const { mtimeMs } = await fs.stat(path.join(dir, name));
    if (now.getTime() - mtimeMs > ABANDONED_AFTER_MS) found.push(path.join(dir, name));
  }
  return found;
}

/** Every environment that has a pointer file or a canary file. */
async function environments(root: string): Promise<string[]> {
  const names = new Set<string>();
  for (const dir of [registryDir(root), path.join(registryDir(root), 'canary')]) {
    if (!(await exists(dir))) continue;
    for (const name of await fs.readdir(dir)) if (/^[a-z0-9-]+\.json$/.test(name)) names.add(name.slice(0, -'.json'.length));
  }
  return [...names];
}

/**
 * Removes releases nobody can still be loading. Kept: the newest `keep` per area, whatever an environment points
 * at, and whatever one pointed at within `retainHours` (a tab opened then still loads its lazy chunks from it).
 * Runs under the registry lock so that no promotion picks a release while it is being removed.
 */
export async function prune(settings: ReleaseSettings, options: { now?: Date; dryRun?: boolean } = {}): Promise<PruneResult> {
  const now = options.now ?? new Date();
  const since = now.getTime() - settings.retainHours * 3_600_000;
  return withLock(registryDir(settings.root), async () => {
    const pointed = new Set<string>();
    const canaried = new Set<string>();
    for (const env of await environments(settings.root)) {
      for (const [area, id] of Object.entries(await readPointers(settings.root, env))) pointed.add(`${area}/${id}`);
      // A running canary is served too, however long ago it was set.
      for (const [area, canary] of Object.entries(await readCanaries(settings.root, env))) canaried.add(`${area}/${canary.release}`);
    }
    // A pointer that left a release within the window means it was served within the window.
    const recent = new Set<string>();
    for (const line of await readHistory(settings.root)) {
      if (Date.parse(line.at) < since) continue;
      recent.add(`${line.area}/${line.to}`);
      if (line.from) recent.add(`${line.area}/${line.from}`);
    }
    const result: PruneResult = { removed: [], kept: [], abandoned: [] };
    for (const area of AREA_NAMES) {
      for (const folder of await abandonedStaging(settings.root, area, now)) {
        if (!options.dryRun) await fs.rm(folder, { recursive: true, force: true });
        result.abandoned.push(folder);
      }
      const newestFirst = (await listReleases(settings.root, area)).reverse();
      for (const [index, { id }] of newestFirst.entries()) {
        const key = `${area}/${id}`;
        const why =
          index < settings.keep ? `one of the newest ${settings.keep}`
          : pointed.has(key) ? 'an environment points at it'
          : canaried.has(key) ? 'an environment runs it as a canary'
          : recent.has(key) ? `pointed at within ${settings.retainHours} h`
          : null;
        if (why) {
          result.kept.push({ area, id, why });
          continue;
        }
        if (!options.dryRun) await fs.rm(releaseDir(settings.root, area, id), { recursive: true, force: true });
        result.removed.push({ area, id });
      }
    }
    return result;
  });
}
