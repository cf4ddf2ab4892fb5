import type { AreaName, RuntimeConfig } from '@diva/contracts';
import { type CheckedOverride, OVERRIDE_PARAM, OVERRIDES_KEY, effectiveOverrides } from './area-sources.ts';

export type RefusedOverride = Extract<CheckedOverride, { ok: false }>;

export interface OverrideState {
  /** Area -> manifest URL this tab loads instead of the environment's release. */
  active: Partial<Record<AreaName, string>>;
  /** Overrides asked for (or kept) that the environment's policy refuses, to say so in words. */
  refused: RefusedOverride[];
}

let state: OverrideState = { active: {}, refused: [] };

/**
 * At boot: the overrides this tab keeps plus those the address asks for (`?override=<area>=<manifest URL>`,
 * repeatable), checked against the environment's policy. Accepted ones are kept for the tab's session
 * (sessionStorage); the parameters leave the address so a shared link does not look like a normal one.
 */
export function applyOverrides(
  config: Pick<RuntimeConfig, 'overrides'>,
  location: Pick<Location, 'search' | 'pathname' | 'hash'>,
  session: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
  history?: Pick<History, 'replaceState' | 'state'>,
): OverrideState {
  const { overrides, refused } = effectiveOverrides(location.search, session, config);
  try {
    if (Object.keys(overrides).length > 0) session.setItem(OVERRIDES_KEY, JSON.stringify(overrides));
    else session.removeItem(OVERRIDES_KEY);
  } catch {
    // Storage refused (private mode): the overrides hold for this page only.
  }
  const params = new URLSearchParams(location.search);
  if (history && params.has(OVERRIDE_PARAM)) {
    params.delete(OVERRIDE_PARAM);
    const query = params.toString();
    history.replaceState(history.state, '', `${location.pathname}${query ? `?${query}` : ''}${location.hash}`);
  }
  state = { active: overrides, refused };
  return state;
}

export const overrideState = (): OverrideState => state;

/** Ends this tab's overrides; the caller reloads so every area loads its environment's release again. */
export function clearOverrides(session: Pick<Storage, 'removeItem'>): void {
  try {
    session.removeItem(OVERRIDES_KEY);
  } catch {
    // Nothing was stored.
  }
  state = { active: {}, refused: [] };
}
