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

/** `registry/canary/<env>.json`: area -> the release a share of members gets instead of the pointer. */
export interface CanaryPointer {
  release: string;
  /** 1–99: members whose canary bucket (`canaryBucket` of @diva/contracts) is below it get the canary. */
  percent: number;
}
export type Canaries = Partial<Record<AreaName, CanaryPointer>>;

/** `registry/overrides/<env>.json`: whether a browser may point an area at another manifest, and where to. */
export interface OverrideSetting {
  enabled: boolean;
  origins: string[];
}

/**
 * One line of `registry/history.jsonl`, appended for every change and never rewritten. `promote`/`rollback`
 * move the pointer; `canary` sets or replaces a canary (from/to: canary releases); `finish` makes the canary the
 * pointer (from: the pointer, to: the canary); `canary-rollback` removes the canary (from: the canary, to: the
 * release everyone keeps); `overrides` changes the environment's override policy (area null, from/to in words).
 */
export interface HistoryEntry {
  at: string;
  who: string;
  env: string;
  area: AreaName | null;
  action: 'promote' | 'rollback' | 'canary' | 'finish' | 'canary-rollback' | 'overrides';
  from: string | null;
  to: string;
  why: string;
  forced: boolean;
  checks: CheckResult[];
}

export const registryDir = (root: string): string => path.join(root, 'registry');
const pointersFile = (root: string, env: string) => path.join(registryDir(root), `${env}.json`);
const historyFile = (root: string) => path.join(registryDir(root), 'history.jsonl');
// In folders of their own, so a file of registry/ named *.json is always an environment's pointers.
const canaryFile = (root: string, env: string) => path.join(registryDir(root), 'canary', `${env}.json`);
const overridesFile = (root: string, env: string) => path.join(registryDir(root), 'overrides', `${env}.json`);

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

/** Every environment with a pointer, canary or override file, production first. */
export async function knownEnvironments(root: string): Promise<string[]> {
  const names = new Set<string>();
  for (const dir of [registryDir(root), path.join(registryDir(root), 'canary'), path.join(registryDir(root), 'overrides')]) {
    if (!(await exists(dir))) continue;
    for (const name of await fs.readdir(dir)) if (/^[a-z0-9-]+\.json$/.test(name)) names.add(name.slice(0, -'.json'.length));
  }
  return [...names].sort((a, b) => (a === PRODUCTION ? -1 : b === PRODUCTION ? 1 : a.localeCompare(b)));
}

/** The canaries the environment sets itself. */
export async function readCanaries(root: string, env: string): Promise<Canaries> {
  const file = canaryFile(root, assertEnv(env));
  return (await exists(file)) ? readJson<Canaries>(file) : {};
}

/**
 * The canaries the environment serves: its own, and for a preview production's canary of every area the preview
 * sets no pointer of its own for (it serves production's release of that area, so production's canary too).
 */
export async function effectiveCanaries(root: string, env: string): Promise<Canaries> {
  const own = await readCanaries(root, env);
  if (env === PRODUCTION) return own;
  const pointers = await readPointers(root, env);
  const inherited = Object.entries(await readCanaries(root, PRODUCTION)).filter(([area]) => !(area in pointers) && !(area in own));
  return { ...Object.fromEntries(inherited), ...own };
}

/** The environment's override policy as set with `release overrides`, or null when never set. */
export async function readOverrides(root: string, env: string): Promise<OverrideSetting | null> {
  const file = overridesFile(root, assertEnv(env));
  return (await exists(file)) ? readJson<OverrideSetting>(file) : null;
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

/** An environment as one change under the lock sees it. */
export interface EnvironmentState {
  pointers: Pointers;
  canaries: Canaries;
  overrides: OverrideSetting | null;
}

/** What a change writes (only the parts given) and what history says about it. */
export interface EnvironmentChange {
  pointers?: Pointers;
  canaries?: Canaries;
  overrides?: OverrideSetting;
  entry: Omit<HistoryEntry, 'at' | 'env'>;
}

/**
 * Any change of an environment (canary, finish, removing a canary, the override policy) under the registry lock:
 * `decide` sees the state as it is now and refuses by throwing (compare-and-swap). Each file it changes is
 * replaced atomically, then the change is appended to history and `afterMove` rewrites the shell configs.
 */
export async function changeEnvironment(
  root: string,
  env: string,
  decide: (state: EnvironmentState) => Promise<EnvironmentChange>,
  options: MoveOptions = {},
): Promise<HistoryEntry> {
  assertEnv(env);
  return withLock(registryDir(root), async () => {
    const state = { pointers: await readPointers(root, env), canaries: await readCanaries(root, env), overrides: await readOverrides(root, env) };
    const change = await decide(state);
    if (change.pointers) await writeFileAtomic(pointersFile(root, env), toJson(change.pointers));
    if (change.canaries) await writeFileAtomic(canaryFile(root, env), toJson(change.canaries));
    if (change.overrides) await writeFileAtomic(overridesFile(root, env), toJson(change.overrides));
    const entry: HistoryEntry = { at: (options.now?.() ?? new Date()).toISOString(), env, ...change.entry };
    await fs.appendFile(historyFile(root), `${JSON.stringify(entry)}\n`);
    await options.afterMove?.();
    return entry;
  });
}
