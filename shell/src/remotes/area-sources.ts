// Which manifest each area loads: the environment's release, a canary, or this tab's override. Imported by the
// entry before the async boundary (early-area.ts) as well as by the registry, so both choose the same URL: no
// shared package may be imported here (`@diva/contracts/areas` and `/canary-cohort` are plain modules bundled
// into the entry). Nothing here is trusted by the server: a cohort only decides which build this browser loads.
import { AREA_NAMES, type AreaName } from '@diva/contracts/areas';
import { inCanary } from '@diva/contracts/canary-cohort';

export type LoadCohort = 'stable' | 'canary' | 'override';

/** Where one area's code comes from in this tab. */
export interface AreaSource {
  manifest: string;
  /** The release id, when the config names one (a canary or a pointer); undefined for an override or a plain dist/. */
  release?: string;
  cohort: LoadCohort;
}

/** The part of /config.json read here; loose, because the entry reads the raw JSON before it is validated. */
export interface SourceConfig {
  remotes?: Partial<Record<string, unknown>>;
  releases?: Partial<Record<string, unknown>>;
  canary?: Partial<Record<string, { release?: unknown; manifest?: unknown; percent?: unknown } | undefined>>;
  overrides?: { enabled?: unknown; origins?: unknown };
}

/** Why an `?override=` was not applied (the banner says it in words). */
export type OverrideRefusal = 'disabled' | 'malformed' | 'unknown-area' | 'bad-url' | 'origin-not-allowed';

export interface OverrideRequest {
  /** The parameter as given (`feed=http://…`). */
  raw: string;
  area?: string;
  url?: string;
}

export type CheckedOverride = { ok: true; area: AreaName; url: string } | { ok: false; raw: string; area?: string; url?: string; reason: OverrideRefusal };

export const OVERRIDE_PARAM = 'override';
export const OVERRIDES_KEY = 'diva-release-overrides';
export const COHORT_COOKIE = 'diva_cohort';
const COHORT_COOKIE_MAX_AGE = 400 * 24 * 60 * 60; // the longest a browser keeps a cookie
const STORED_SESSION = /^sb-.+-auth-token$/;

const isAreaName = (value: string): value is AreaName => (AREA_NAMES as readonly string[]).includes(value);

/** Every `?override=<area>=<manifest URL>` of a query string, in order (the parameter may repeat). */
export function parseOverrideParams(search: string): OverrideRequest[] {
  return new URLSearchParams(search).getAll(OVERRIDE_PARAM).map((raw) => {
    const separator = raw.indexOf('=');
    if (separator <= 0) return { raw };
    return { raw, area: raw.slice(0, separator).trim(), url: raw.slice(separator + 1).trim() };
  });
}

/** The origins an environment allows overrides to, or null when overrides are off. */
function allowedOrigins(config: SourceConfig): string[] | null {
  const policy = config.overrides;
  if (!policy || policy.enabled !== true || !Array.isArray(policy.origins)) return null;
  return policy.origins.filter((origin): origin is string => typeof origin === 'string');
}

/** Checks one requested override against the environment's policy: on, a known area, an http(s) URL, an allowed origin. */
export function checkOverride(request: OverrideRequest, config: SourceConfig): CheckedOverride {
  const refuse = (reason: OverrideRefusal): CheckedOverride => ({ ok: false, raw: request.raw, area: request.area, url: request.url, reason });
  const origins = allowedOrigins(config);
  if (!origins) return refuse('disabled');
  if (!request.area || !request.url) return refuse('malformed');
  if (!isAreaName(request.area)) return refuse('unknown-area');
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return refuse('bad-url');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return refuse('bad-url');
  if (!origins.includes(url.origin)) return refuse('origin-not-allowed');
  return { ok: true, area: request.area, url: url.href };
}

/** This tab's overrides (sessionStorage), area -> manifest URL. Unreadable storage means none. */
export function readStoredOverrides(storage: Pick<Storage, 'getItem'>): Partial<Record<AreaName, string>> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(OVERRIDES_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    const result: Partial<Record<AreaName, string>> = {};
    for (const [area, url] of Object.entries(parsed as Record<string, unknown>)) if (isAreaName(area) && typeof url === 'string') result[area] = url;
    return result;
  } catch {
    return {};
  }
}

/**
 * The overrides this tab loads with: the stored ones plus those the address asks for, each checked against the
 * current policy again (an environment that turns overrides off, or drops an origin, ends them at the next load).
 */
export function effectiveOverrides(
  search: string,
  storage: Pick<Storage, 'getItem'>,
  config: SourceConfig,
): { overrides: Partial<Record<AreaName, string>>; refused: Extract<CheckedOverride, { ok: false }>[] } {
  const overrides: Partial<Record<AreaName, string>> = {};
  const refused: Extract<CheckedOverride, { ok: false }>[] = [];
  const stored = Object.entries(readStoredOverrides(storage)).map(([area, url]) => ({ raw: `${area}=${url}`, area, url }));
  for (const request of [...stored, ...parseOverrideParams(search)]) {
    const checked = checkOverride(request, config);
    if (checked.ok) overrides[checked.area] = checked.url;
    else refused.push(checked);
  }
  return { overrides, refused };
}

/** The signed-in member's id from the stored Supabase session (a hint: it only picks a build), else undefined. */
export function storedMemberId(storage: Pick<Storage, 'length' | 'key' | 'getItem'>): string | undefined {
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index) ?? '';
    if (!STORED_SESSION.test(key)) continue;
    try {
      const session = JSON.parse(storage.getItem(key) ?? 'null') as { user?: { id?: unknown } } | null;
      if (typeof session?.user?.id === 'string') return session.user.id;
    } catch {
      // An unreadable session counts as signed out.
    }
  }
  return undefined;
}

/** A signed-out visitor's cohort id: a random first-party cookie, set once and kept long. */
export function visitorCohortId(doc: Pick<Document, 'cookie'>, random: () => string = () => crypto.randomUUID()): string {
  const match = new RegExp(`(?:^|;\\s*)${COHORT_COOKIE}=([^;]+)`).exec(doc.cookie);
  if (match?.[1]) return decodeURIComponent(match[1]);
  const id = random();
  doc.cookie = `${COHORT_COOKIE}=${encodeURIComponent(id)}; Path=/; Max-Age=${COHORT_COOKIE_MAX_AGE}; SameSite=Lax`;
  return id;
}

/** Who a canary is chosen for: the member's id when a session is stored, otherwise the visitor's cookie id. */
export function cohortSubject(storage: Pick<Storage, 'length' | 'key' | 'getItem'>, doc: Pick<Document, 'cookie'>): string {
  return storedMemberId(storage) ?? visitorCohortId(doc);
}

/**
 * The manifest an area loads: this tab's override first, then the canary when the subject's bucket is in it,
 * else the environment's pointer. Undefined when the config names no remote for the area.
 */
export function chooseAreaSource(
  area: string,
  config: SourceConfig,
  subject: string,
  overrides: Partial<Record<string, string>> = {},
): AreaSource | undefined {
  const override = overrides[area];
  if (override) return { manifest: override, cohort: 'override' };
  const canary = config.canary?.[area];
  if (canary && typeof canary.manifest === 'string' && typeof canary.percent === 'number' && inCanary(subject, canary.percent))
    return { manifest: canary.manifest, release: typeof canary.release === 'string' ? canary.release : undefined, cohort: 'canary' };
  const manifest = config.remotes?.[area];
  if (typeof manifest !== 'string') return undefined;
  const release = config.releases?.[area];
  return { manifest, release: typeof release === 'string' ? release : undefined, cohort: 'stable' };
}
