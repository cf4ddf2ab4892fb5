// The environment's per-browser override policy (`release overrides --env <env> --allow <origin>... | --off`):
// whether a member's browser may point an area at another manifest (`?override=<area>=<url>`), and to which
// origins. Production allows none unless set; a preview, unless set, allows the releases root's own origin (a
// stored, checked, immutable release). The shell enforces it (shell/src); config.json carries it.
import { ReleaseRefused } from './refusal.ts';
import { changeEnvironment, type HistoryEntry, type OverrideSetting, PRODUCTION, readOverrides } from './registry.ts';
import type { ReleaseSettings } from './settings.ts';
import { refreshShellConfigs } from './shell-config.ts';

/** `scheme://host[:port]` of an http(s) URL given as an origin, or a refusal in words. */
export function assertOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ReleaseRefused('overrides', `"${value}" is not an origin (scheme://host:port).`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ReleaseRefused('overrides', `"${value}" is not an http or https origin.`);
  if (value.replace(/\/$/, '') !== url.origin) throw new ReleaseRefused('overrides', `"${value}" is not an origin: give only scheme://host:port (${url.origin}), no path.`);
  return url.origin;
}

/** The policy config.json carries for the environment. */
export async function overridePolicy(settings: ReleaseSettings, env: string): Promise<OverrideSetting> {
  const set = await readOverrides(settings.root, env);
  if (set) return set;
  return env === PRODUCTION ? { enabled: false, origins: [] } : { enabled: true, origins: [new URL(settings.baseUrl).origin] };
}

const describe = (policy: OverrideSetting) => (policy.enabled ? `on for ${policy.origins.join(', ') || 'no origin'}` : 'off');

/** Sets the policy (replacing the origins), recorded in history, and rewrites the environment's config.json. */
export async function setOverrides(
  settings: ReleaseSettings,
  options: { env: string; enabled: boolean; origins: string[]; who: string; why?: string },
): Promise<HistoryEntry> {
  const origins = [...new Set(options.origins.map(assertOrigin))];
  if (options.enabled && !origins.length) throw new ReleaseRefused('overrides', 'name at least one origin with --allow, or switch overrides off with --off.');
  if (!options.enabled && origins.length) throw new ReleaseRefused('overrides', '--off takes no --allow.');
  const before = await overridePolicy(settings, options.env);
  const policy: OverrideSetting = { enabled: options.enabled, origins };
  return changeEnvironment(settings.root, options.env, async () => ({
    overrides: policy,
    entry: { area: null, action: 'overrides', from: describe(before), to: describe(policy), who: options.who, why: options.why ?? '', forced: false, checks: [] },
  }), { afterMove: () => refreshShellConfigs(settings, options.env).then(() => undefined) });
}
