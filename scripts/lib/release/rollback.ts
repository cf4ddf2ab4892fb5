import type { AreaName } from '@diva/contracts';
import { performance } from 'node:perf_hooks';
import { removeCanary } from './canary.ts';
import { checkIntegrity } from './checks.ts';
import { ReleaseRefused } from './refusal.ts';
import { type HistoryEntry, movePointer, PRODUCTION, readCanaries, readHistory } from './registry.ts';
import type { ReleaseSettings } from './settings.ts';
import { refreshShellConfigs } from './shell-config.ts';

export interface RollbackOptions {
  area: AreaName;
  env: string;
  who: string;
  why?: string;
}

/**
 * With a canary of the area running, removes the canary (everyone keeps the pointer's release). Otherwise moves
 * the pointer back to the release the current one replaced, as history recorded it: nothing is rebuilt. Rolling
 * back twice walks back twice (each rollback returns to what the promotion, or the canary's finish, of the current
 * release replaced), so a rollback never flips back to the release it just left.
 */
export async function rollback(settings: ReleaseSettings, options: RollbackOptions): Promise<{ entry: HistoryEntry; ms: number }> {
  const started = performance.now();
  const { area, env } = options;
  if ((await readCanaries(settings.root, env))[area]) {
    const entry = await removeCanary(settings, { area, env, who: options.who, why: options.why });
    return { entry, ms: performance.now() - started };
  }
  const entry = await movePointer(settings.root, env, area, async (current) => {
    if (!current) {
      const hint = env === PRODUCTION ? '' : ` (it falls back to ${PRODUCTION}'s; roll back there)`;
      throw new ReleaseRefused('rollback', `${env} sets no release of ${area}${hint}.`);
    }
    const promotion = (await readHistory(settings.root)).findLast(
      (line) => line.env === env && line.area === area && (line.action === 'promote' || line.action === 'finish') && line.to === current,
    );
    if (!promotion?.from) throw new ReleaseRefused('rollback', `history has no release of ${area} in ${env} before ${current}.`);
    const integrity = await checkIntegrity(settings.root, area, promotion.from);
    if (integrity.level === 'error') throw new ReleaseRefused('integrity', `${integrity.message}; cannot roll back to it.`);
    return { to: promotion.from, action: 'rollback' as const, who: options.who, why: options.why ?? `rollback of ${current}`, forced: false, checks: [integrity] };
  }, { afterMove: () => refreshShellConfigs(settings, env).then(() => undefined) });
  return { entry, ms: performance.now() - started };
}
