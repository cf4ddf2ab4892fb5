import type { AreaName } from '@diva/contracts';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { CheckResult } from './checks.ts';
import { exists, readJson, toJson, writeFileAtomic } from './files.ts';
import { withLock } from './lock.ts';
import { ReleaseRefused } from './refusal.ts';

export const PRODUCTION = 'production';

/** `registry/<env>.json`: area -> release id. */
export type Pointers = Partial<Record<AreaName, string>>;

/** One line of `registry/history.jsonl`, appended for every pointer move and never rewritten. */
export interface HistoryEntry {
  at: string;
  who: string;
  env: string;
  area: AreaName;
  action: 'promote' | 'rollback';
  from: string | null;
  to: string;
  why: string;
  forced: boolean;
  checks: CheckResult[];
}

export const registryDir = (root: string): string => path.join(root, 'registry');
const pointersFile = (root: string, env: string) => path.join(registryDir(root), `${env}.json`);
const historyFile = (root: string) => path.join(registryDir(root), 'history.jsonl');

export function assertEnv(env: string): string {
  if (!/^[a-z0-9][a-z0-9-]{0,62}$/.test(env)) throw new ReleaseRefused('environment', `"${env}" is not an environment name (lower-case letters, digits and -).`);
  return env;
}

/** The pointers the environment sets itself. */
export async function readPointers(root: string, env: string): Promise<Pointers> {
  const file = pointersFile(root, assertEnv(env));
  return (await exists(file)) ? readJson<Pointers>(file) : {};
}

/** What the environment serves: a preview falls back to production for every area it does not set. */
export async function effectivePointers(root: string, env: string): Promise<Pointers> {
  const own = await readPointers(root, env);
  return env === PRODUCTION ? own : { ...(await readPointers(root, PRODUCTION)), ...own };
}

export async function readHistory(root: string): Promise<HistoryEntry[]> {
  const file = historyFile(root);
  if (!(await exists(file))) return [];
  const text = await fs.readFile(file, 'utf8');
  return text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as HistoryEntry);
}

/** What a move decided under the lock: where the pointer goes and what history says about it. */
export interface PointerMove {
  to: string;
  action: HistoryEntry['action'];
  who: string;
  why: string;
  forced: boolean;
  checks: CheckResult[];
}

export interface MoveOptions {
  now?: () => Date;
  /** Runs under the same lock after the move: the shell configs are rewritten before another move can start. */
  afterMove?: () => Promise<void>;
}

/**
 * One pointer move under the registry lock: `decide` sees the environment's own pointer as it is now (null:
 * none), and refuses by throwing, which is how compare-and-swap refuses a stale caller. The pointer file is
 * replaced atomically, then the move is appended to history.
 */
export async function movePointer(
  root: string,
  env: string,
  area: AreaName,
  decide: (current: string | null) => Promise<PointerMove>,
  options: MoveOptions = {},
): Promise<HistoryEntry> {
  assertEnv(env);
  return withLock(registryDir(root), async () => {
    const pointers = await readPointers(root, env);
    const current = pointers[area] ?? null;
    const move = await decide(current);
    await writeFileAtomic(pointersFile(root, env), toJson({ ...pointers, [area]: move.to }));
    const entry: HistoryEntry = { at: (options.now?.() ?? new Date()).toISOString(), env, area, from: current, ...move };
    await fs.appendFile(historyFile(root), `${JSON.stringify(entry)}\n`);
    await options.afterMove?.();
    return entry;
  });
}
