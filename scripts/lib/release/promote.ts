import type { AreaName } from '@diva/contracts';
import path from 'node:path';
import { type CheckResult, checkContractVersion, checkIntegrity, checkSharedSingletons } from './checks.ts';
import { exists } from './files.ts';
import { ReleaseRefused } from './refusal.ts';
import { parseReleaseId } from './release-record.ts';
import { assertCanaryPercent, canaryCompareAndSwap, setCanary } from './canary.ts';
import { type HistoryEntry, movePointer, PRODUCTION, readCanaries, readPointers } from './registry.ts';
import type { ReleaseSettings } from './settings.ts';
import { readShellRuntime } from './shell-runtime.ts';
import { checkRender } from './render-check.ts';
import { defaultConfigFile, refreshShellConfigs } from './shell-config.ts';
import { resolveRelease } from './store.ts';

export interface PromoteOptions {
  area: AreaName;
  /** `1.2.0` or `1.2.0-<hash>`. */
  ref: string;
  env: string;
  /** The release the caller means to replace (`none` when the environment sets no release of the area). */
  from: string;
  force?: boolean;
  who: string;
  why: string;
  /** 1–99: serve the release to this share of members as a canary (canary.ts) instead of moving the pointer; `from` then names the canary it replaces. */
  canary?: number;
}

/** Does `--from` name the pointer as it is? A bare version names the release of that version it points at. */
export function fromMatches(current: string | null, from: string): boolean {
  if (from === 'none') return current === null;
  return current !== null && (current === from || parseReleaseId(current)?.version === from);
}

/**
 * Moves the pointer if `from` still names it and the release passes the checks. The pointer, `from` and the
 * file checks are read again under the registry lock (so prune cannot remove the release between its check and
 * the move). The render check runs before the lock is taken: it takes seconds, and the release it loads is
 * immutable; a stale `--from` or a failing rule is refused before a browser starts. A failed integrity check
 * refuses even with --force (a file that is not what was released must never reach members); --force passes the
 * other rules and history records that it did.
 */
export async function promote(settings: ReleaseSettings, options: PromoteOptions): Promise<HistoryEntry> {
  const { area, env, from } = options;
  const release = await resolveRelease(settings.root, area, options.ref);
  const canary = options.canary;
  if (canary !== undefined) assertCanaryPercent(canary);
  const compareAndSwap = (current: string | null) => {
    if (canary !== undefined) return canaryCompareAndSwap({ env, area, from, current, release: release.id });
    if (!fromMatches(current, from)) {
      throw new ReleaseRefused(
        'compare-and-swap',
        `${env} points ${area} at ${current ?? (env === PRODUCTION ? 'no release' : `no release of its own (it falls back to ${PRODUCTION}'s)`)}, not ${from}: it moved since you looked. Check \`release status --env ${env}\`, then promote again with --from ${current ?? 'none'}.`,
      );
    }
    if (current === release.id) throw new ReleaseRefused('unchanged', `${env} already points ${area} at ${release.id}.`);
  };
  const fileChecks = async (): Promise<CheckResult[]> => [
    await checkIntegrity(settings.root, area, release.id),
    await checkSharedSingletons(release, settings.shellManifest),
    checkContractVersion(
      release,
      settings.acceptedContracts,
      (await exists(settings.shellManifest)) ? await readShellRuntime(path.dirname(settings.shellManifest), 'provides') : null,
    ),
  ];
  const refuse = (checks: CheckResult[]) => {
    for (const check of checks) {
      if (check.level !== 'error') continue;
      if (check.rule === 'integrity') throw new ReleaseRefused(check.rule, `${check.message} (--force does not pass this rule).`);
      if (!options.force) throw new ReleaseRefused(check.rule, `${check.message}.`);
    }
  };

  compareAndSwap(canary === undefined ? ((await readPointers(settings.root, env))[area] ?? null) : ((await readCanaries(settings.root, env))[area]?.release ?? null));
  refuse(await fileChecks());
  const render = await checkRender({ root: settings.root, baseUrl: settings.baseUrl, render: settings.render, env, configFile: defaultConfigFile(settings, env), release });
  refuse([render]);
  const checked = async (current: string | null) => {
    compareAndSwap(current);
    const checks = [...(await fileChecks()), render];
    refuse(checks);
    return checks;
  };
  if (canary !== undefined) return setCanary(settings, { ...options, percent: canary, release: release.id }, checked);
  return movePointer(settings.root, env, area, async (current) => {
    const checks = await checked(current);
    return { to: release.id, action: 'promote' as const, who: options.who, why: options.why, forced: Boolean(options.force), checks };
  }, { afterMove: () => refreshShellConfigs(settings, env).then(() => undefined) });
}
