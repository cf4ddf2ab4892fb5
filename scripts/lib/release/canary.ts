// Canaries: a release served to a stable share of members beside the environment's pointer (`release promote
// <area>@<version> --canary <percent>`), given to everyone with `--finish`, removed by `release rollback` or by the
// canary watcher when its members' loads fail. Each change is one compare-and-swap under the registry lock.
import type { AreaName } from '@diva/contracts';
import { checkIntegrity, type CheckResult } from './checks.ts';
import { fromMatches } from './promote.ts';
import { ReleaseRefused } from './refusal.ts';
import { changeEnvironment, effectivePointers, type HistoryEntry, PRODUCTION } from './registry.ts';
import type { ReleaseSettings } from './settings.ts';
import { refreshShellConfigs } from './shell-config.ts';

export function assertCanaryPercent(percent: number): number {
  if (!Number.isInteger(percent) || percent < 1 || percent > 99) {
    throw new ReleaseRefused('canary', `--canary takes a whole percent from 1 to 99, not "${percent}" (--finish gives the canary to everyone).`);
  }
  return percent;
}

/** `--from` with `--canary` names the canary it replaces (`none` when the area runs none). */
export function canaryCompareAndSwap(input: { env: string; area: AreaName; from: string; current: string | null; release: string }): void {
  const { env, area, from, current } = input;
  if (fromMatches(current, from)) return;
  throw new ReleaseRefused(
    'compare-and-swap',
    `${env} runs ${current ? `the canary ${current}` : 'no canary'} of ${area}, not ${from}: it changed since you looked. Check \`release status --env ${env}\`, then promote again with --canary and --from ${current ?? 'none'}.`,
  );
}

const refresh = (settings: ReleaseSettings, env: string) => ({ afterMove: () => refreshShellConfigs(settings, env).then(() => undefined) });

/** Sets the area's canary once `checked` (compare-and-swap and the release checks, promote.ts) passes under the lock. */
export async function setCanary(
  settings: ReleaseSettings,
  options: { area: AreaName; env: string; who: string; why: string; force?: boolean; percent: number; release: string },
  checked: (current: string | null) => Promise<CheckResult[]>,
): Promise<HistoryEntry> {
  const { area, env, percent, release } = options;
  return changeEnvironment(settings.root, env, async (state) => {
    const current = state.canaries[area]?.release ?? null;
    const checks = await checked(current);
    const served = (await effectivePointers(settings.root, env))[area] ?? null;
    if (!served) throw new ReleaseRefused('canary', `${env} serves no release of ${area} yet: promote one for everyone first, the canary runs beside it.`);
    if (served === release) throw new ReleaseRefused('canary', `${env} already serves ${area}@${release} to everyone.`);
    return {
      canaries: { ...state.canaries, [area]: { release, percent } },
      entry: { area, action: 'canary', from: current, to: release, who: options.who, why: options.why || `canary for ${percent} % of members`, forced: Boolean(options.force), checks },
    };
  }, refresh(settings, env));
}

/**
 * Gives the canary to everyone: the pointer moves to it and the canary goes, in one change. `expect` (a version or
 * release id), when given, must name the running canary, so a canary replaced meanwhile is not finished by mistake.
 */
export async function finishCanary(
  settings: ReleaseSettings,
  options: { area: AreaName; env: string; who: string; why?: string; expect?: string },
): Promise<HistoryEntry> {
  const { area, env } = options;
  return changeEnvironment(settings.root, env, async (state) => {
    const canary = state.canaries[area];
    if (!canary) throw new ReleaseRefused('finish', `${env} runs no canary of ${area}${env === PRODUCTION ? '' : ' of its own'}; nothing to finish.`);
    if (options.expect && !fromMatches(canary.release, options.expect)) {
      throw new ReleaseRefused('compare-and-swap', `${env} runs the canary ${canary.release} of ${area}, not ${options.expect}: it changed since you looked.`);
    }
    const integrity = await checkIntegrity(settings.root, area, canary.release);
    if (integrity.level === 'error') throw new ReleaseRefused('integrity', `${integrity.message}; cannot give it to everyone.`);
    const { [area]: _finished, ...canaries } = state.canaries;
    return {
      pointers: { ...state.pointers, [area]: canary.release },
      canaries,
      entry: { area, action: 'finish', from: state.pointers[area] ?? null, to: canary.release, who: options.who, why: options.why || `canary finished: everyone gets ${canary.release}`, forced: false, checks: [integrity] },
    };
  }, refresh(settings, env));
}

/**
 * Removes the area's canary: its members get the pointer's release again on their next load. `expect`, when given,
 * is the canary release the caller saw (the watcher), so a newer canary set meanwhile is left alone.
 */
export async function removeCanary(
  settings: ReleaseSettings,
  options: { area: AreaName; env: string; who: string; why?: string; expect?: string },
): Promise<HistoryEntry> {
  const { area, env } = options;
  return changeEnvironment(settings.root, env, async (state) => {
    const canary = state.canaries[area];
    if (!canary) throw new ReleaseRefused('rollback', `${env} runs no canary of ${area}${env === PRODUCTION ? '' : ' of its own'}.`);
    if (options.expect && canary.release !== options.expect) {
      throw new ReleaseRefused('compare-and-swap', `${env} runs the canary ${canary.release} of ${area}, not ${options.expect}: it changed since it was measured.`);
    }
    const served = (await effectivePointers(settings.root, env))[area] ?? 'none';
    const { [area]: _removed, ...canaries } = state.canaries;
    return {
      canaries,
      entry: { area, action: 'canary-rollback', from: canary.release, to: served, who: options.who, why: options.why || `canary ${canary.release} removed`, forced: false, checks: [] },
    };
  }, refresh(settings, env));
}
