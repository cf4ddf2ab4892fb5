import type { Preferences, Range } from './ast.ts';
import { ALL_RANGE, rangeIntersection } from './ast.ts';

const PREFS: Record<string, [keyof Preferences, string]> = {
  'resolution=merge-duplicates': ['resolution', 'merge-duplicates'],
  'resolution=ignore-duplicates': ['resolution', 'ignore-duplicates'],
  'return=representation': ['representation', 'full'],
  'return=minimal': ['representation', 'minimal'],
  'return=headers-only': ['representation', 'headers-only'],
  'count=exact': ['count', 'exact'],
  'count=planned': ['count', 'planned'],
  'count=estimated': ['count', 'estimated'],
  'tx=commit': ['transaction', 'commit'],
  'tx=rollback': ['transaction', 'rollback'],
  'missing=default': ['missing', 'default'],
  'missing=null': ['missing', 'null'],
  'handling=strict': ['handling', 'strict'],
  'handling=lenient': ['handling', 'lenient'],
};

/**
 * The Prefer header (several headers arrive joined with ", "); the first value of each kind wins. `tx=` is
 * honoured only when the project allows transaction overrides (pgrst.db_tx_end = *-allow-override); otherwise
 * it counts as invalid, so that `handling=strict` refuses it (PostgREST silently ignores it then).
 */
export function parsePrefer(header: string | undefined, allowTxOverride = false): Preferences {
  const prefs: Preferences = {
    resolution: null,
    representation: null,
    count: null,
    transaction: null,
    missing: null,
    handling: null,
    maxAffected: null,
    timezone: null,
    invalid: [],
  };
  if (!header) return prefs;
  const values = header.split(',').map((v) => v.trim());
  for (const v of values) {
    const known = PREFS[v];
    if (known) {
      const [key, value] = known;
      if (key === 'transaction' && !allowTxOverride) {
        prefs.invalid.push(v);
        continue;
      }
      if ((prefs as unknown as Record<string, unknown>)[key] === null) {
        (prefs as unknown as Record<string, unknown>)[key] = value;
      }
      continue;
    }
    if (v.startsWith('timezone=')) {
      prefs.timezone ??= v.slice('timezone='.length);
      continue;
    }
    if (v.startsWith('max-affected=')) {
      const n = v.slice('max-affected='.length);
      if (prefs.maxAffected === null && /^-?\d+$/.test(n)) prefs.maxAffected = Number(n);
      continue;
    }
    prefs.invalid.push(v);
  }
  return prefs;
}

const REPRESENTATION_TEXT = { full: 'representation', minimal: 'minimal', 'headers-only': 'headers-only' } as const;

/** The Preference-Applied header value, from the preferences that applied to this request. */
export function preferenceApplied(p: Partial<Preferences>): string | null {
  const out: string[] = [];
  if (p.resolution) out.push(`resolution=${p.resolution}`);
  if (p.missing) out.push(`missing=${p.missing}`);
  if (p.representation) out.push(`return=${REPRESENTATION_TEXT[p.representation]}`);
  if (p.count) out.push(`count=${p.count}`);
  if (p.transaction) out.push(`tx=${p.transaction}`);
  if (p.handling) out.push(`handling=${p.handling}`);
  if (p.timezone) out.push(`timezone=${p.timezone}`);
  if (p.handling === 'strict' && p.maxAffected !== null && p.maxAffected !== undefined) out.push(`max-affected=${p.maxAffected}`);
  return out.length ? out.join(', ') : null;
}

/** `Range: 0-9` (GET only): rows lower..upper; anything unparsable means all rows. */
export function parseRangeHeader(value: string | undefined): Range {
  if (!value) return ALL_RANGE;
  const m = /^([0-9]+)-([0-9]*)$/.exec(value);
  if (!m) return ALL_RANGE;
  const lower: Range = { lower: Number(m[1]), upper: null };
  const upper: Range = m[2] === '' ? ALL_RANGE : { lower: -Infinity, upper: Number(m[2]) };
  return rangeIntersection(lower, upper);
}

export interface MediaType {
  /** The lower-cased type/subtype, e.g. "application/json". */
  mime: string;
  params: Map<string, string>;
  /** How the client wrote it (for PGRST107 messages). */
  raw: string;
}

export function decodeMediaType(raw: string): MediaType {
  const [main, ...rest] = raw.split(';');
  const params = new Map<string, string>();
  for (const p of rest) {
    const eq = p.indexOf('=');
    if (eq < 0) continue;
    params.set(p.slice(0, eq).trim().toLowerCase(), p.slice(eq + 1).trim().replace(/^"(.*)"$/, '$1'));
  }
  return { mime: main.trim().toLowerCase(), params, raw: main.trim() };
}

/** The Accept header as WAI parses it: spaces dropped, sorted by q, then by specificity. */
export function parseAccept(header: string | undefined): MediaType[] {
  if (header === undefined) return [decodeMediaType('*/*')];
  const items = header.split(',').map((item, i) => {
    const s = item.replace(/ /g, '');
    const qi = s.indexOf(';q=');
    const type = qi < 0 ? s : s.slice(0, qi);
    let q = 1;
    if (qi >= 0) {
      const qs = s.slice(qi + 3).split(';')[0];
      const n = Number(qs);
      q = qs !== '' && Number.isFinite(n) ? n : 1;
    }
    return { type, q, semis: (type.match(/;/g) ?? []).length, stars: (type.match(/\*/g) ?? []).length, i };
  });
  items.sort((a, b) => b.q - a.q || b.semis - a.semis || a.stars - b.stars || a.i - b.i);
  return items.map((it) => decodeMediaType(it.type));
}

export type OutputFormat = 'json' | 'json-stripped' | 'object' | 'object-stripped' | 'csv' | 'openapi';

export interface Negotiated {
  /** The representation (for a plan: the one it is the plan of, its `for` parameter). */
  format: OutputFormat;
  contentType: string;
  /** `Accept: application/vnd.pgrst.plan…` (pgrst.db_plan_enabled): answer the EXPLAIN output instead. */
  plan?: { format: 'json' | 'text'; options: string[] };
}

const PLAN_OPTIONS = ['analyze', 'verbose', 'settings', 'buffers', 'wal'];

/** The plan media types: the EXPLAIN of the statement that would produce the `for` representation. */
function negotiatePlan(a: MediaType, allowed: OutputFormat[]): Negotiated | null {
  const m = /^application\/vnd\.pgrst\.plan(?:\+(json|text))?$/.exec(a.mime);
  if (!m) return null;
  const forType = decodeMediaType(a.params.get('for') ?? 'application/json');
  const target = negotiate([forType], allowed);
  if (!target) return null;
  const format = (m[1] ?? 'text') as 'json' | 'text';
  const options = (a.params.get('options') ?? '').split('|').filter((o) => PLAN_OPTIONS.includes(o));
  const contentType =
    `application/vnd.pgrst.plan+${format}; for="${mimeText(forType)}"` + (options.length ? `; options=${options.join('|')}` : '') + CHARSET;
  return { format: target.format, contentType, plan: { format, options } };
}

const CHARSET = '; charset=utf-8';

/** Picks the first acceptable media type we can produce for table/function results; null when none. */
export function negotiate(
  accepts: MediaType[],
  allowed: OutputFormat[] = ['json', 'json-stripped', 'object', 'object-stripped', 'csv'],
  planEnabled = false,
): Negotiated | null {
  for (const a of accepts) {
    if (planEnabled && !allowed.includes('openapi')) {
      const plan = negotiatePlan(a, allowed);
      if (plan) return plan;
    }
    const stripped = a.params.get('nulls') === 'stripped';
    let found: Negotiated | null = null;
    switch (a.mime) {
      case 'application/json':
      case '*/*':
        found = { format: 'json', contentType: `application/json${CHARSET}` };
        break;
      case 'application/vnd.pgrst.array+json':
      case 'application/vnd.pgrst.array':
        found = stripped
          ? { format: 'json-stripped', contentType: `application/vnd.pgrst.array+json;nulls=stripped${CHARSET}` }
          : { format: 'json', contentType: `application/json${CHARSET}` };
        break;
      case 'application/vnd.pgrst.object+json':
      case 'application/vnd.pgrst.object':
        found = stripped
          ? { format: 'object-stripped', contentType: `application/vnd.pgrst.object+json;nulls=stripped${CHARSET}` }
          : { format: 'object', contentType: `application/vnd.pgrst.object+json${CHARSET}` };
        break;
      case 'text/csv':
        found = { format: 'csv', contentType: `text/csv${CHARSET}` };
        break;
      case 'application/openapi+json':
        found = { format: 'openapi', contentType: `application/openapi+json${CHARSET}` };
        break;
    }
    if (found && allowed.includes(found.format)) return found;
  }
  return null;
}

/** PostgREST's spelling of a media type in "None of these media types are available: …". */
export function mimeText(m: MediaType): string {
  switch (m.mime) {
    case 'application/vnd.pgrst.object+json':
    case 'application/vnd.pgrst.object':
      return m.params.get('nulls') === 'stripped' ? 'application/vnd.pgrst.object+json;nulls=stripped' : 'application/vnd.pgrst.object+json';
    case 'application/vnd.pgrst.array+json':
    case 'application/vnd.pgrst.array':
      return m.params.get('nulls') === 'stripped' ? 'application/vnd.pgrst.array+json;nulls=stripped' : 'application/json';
    case 'application/json':
    case 'text/csv':
    case 'text/plain':
    case 'text/xml':
    case 'application/geo+json':
    case 'application/openapi+json':
    case 'application/x-www-form-urlencoded':
    case 'application/octet-stream':
    case '*/*':
      return m.mime;
    default:
      return m.raw;
  }
}
