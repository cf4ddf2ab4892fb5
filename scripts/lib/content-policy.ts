import type { RuntimeConfig } from '@diva/contracts';

/** The origin of a URL, or null when it is not one. */
function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** The backend's HTTP origin and its WebSocket twin (realtime): https→wss, http→ws (local development). */
function backendSources(supabaseUrl: string): string[] {
  const origin = originOf(supabaseUrl);
  if (!origin) return [];
  return [origin, origin.replace(/^http/, 'ws')];
}

const unique = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => Boolean(v)))];

/**
 * The shell's Content-Security-Policy (spec 01 §7): connections to its own origin, the backend (https and wss)
 * and the AI provider; scripts from its own origin and the remotes named in config.json; images from its own
 * origin, data URIs, https and blobs; fonts from its own origin and data URIs; no frames or objects; base URI
 * and form targets its own origin. Built from the live config.json, so a remote moved to another origin is
 * allowed as soon as the config names it. The remotes' origins are also connect sources (their manifests are
 * fetched), and a backend on plain http (local) is an image source too (avatars from its storage). Canary
 * manifests count as remotes, and so do the override allow-list's origins while overrides are enabled: an
 * origin off the list stays blocked by the browser even if the shell's own check were bypassed.
 */
export function shellContentPolicy(config: RuntimeConfig, options: { aiProviderUrl?: string } = {}): string {
  const remotes = unique([
    ...Object.values(config.remotes ?? {}).map((url) => originOf(url)),
    // A canary's release may be served from another origin than the pointer's.
    ...Object.values(config.canary ?? {}).map((canary) => originOf(canary?.manifest)),
    // Per-browser overrides may only point at the allow-listed origins, and only while the environment allows them.
    ...(config.overrides?.enabled ? config.overrides.origins.map((origin) => originOf(origin)) : []),
  ]);
  const backend = backendSources(config.supabaseUrl);
  const directives: [string, string[]][] = [
    ['connect-src', ["'self'", ...backend, ...remotes, ...unique([originOf(options.aiProviderUrl)])]],
    ['script-src', ["'self'", ...remotes]],
    ['img-src', ["'self'", 'data:', 'https:', 'blob:', ...unique([backend[0] ?? null, ...remotes])]],
    ['font-src', ["'self'", 'data:']],
    ['frame-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${unique(sources).join(' ')}`).join('; ');
}
