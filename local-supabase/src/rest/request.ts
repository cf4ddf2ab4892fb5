/**
 * A REST request as PostgREST sees it before planning: resource, schema profile, action, query parameters,
 * ranges, preferences and accepted media types, checked in PostgREST's order.
 */
import type { ApiRequest } from '../http/request.ts';
import type { Preferences, QueryParams, Range } from './ast.ts';
import { ALL_RANGE, hasLimitZero, isAllRange, rangeIntersection, rangeIsEmpty } from './ast.ts';
import { PgrstError } from './errors.ts';
import { type MediaType, parseAccept, parsePrefer, parseRangeHeader } from './parse-headers.ts';
import { parseQueryParams, type RawParam, splitQuery } from './parse-query.ts';
import type { PgrstSettings } from './settings.ts';

export type Resource = { kind: 'root' } | { kind: 'table'; name: string } | { kind: 'rpc'; name: string };

export type Action =
  | { kind: 'schema'; headersOnly: boolean }
  | { kind: 'read'; headersOnly: boolean }
  | { kind: 'create' }
  | { kind: 'upsert' }
  | { kind: 'update' }
  | { kind: 'delete' }
  | { kind: 'call'; read: boolean; headersOnly: boolean };

export interface RestRequest {
  api: ApiRequest;
  resource: Resource;
  action: Action;
  /** The schema the request is for: the profile header's, else the first exposed one. */
  schema: string;
  /** A profile header was sent (the response then names the schema in Content-Profile). */
  profileNegotiated: boolean;
  raw: RawParam[];
  query: QueryParams;
  /** The root range: limit/offset and, for GET, the Range header. */
  topRange: Range;
  prefs: Preferences;
  accepts: MediaType[];
  /** pgrst.db_plan_enabled: the plan media types are offered. */
  planEnabled: boolean;
}

function decodeSegment(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

function resource(path: string): Resource {
  const segments = path === '/' || path === '' ? [] : path.replace(/^\//, '').split('/').map(decodeSegment);
  if (segments.length === 0) return { kind: 'root' };
  if (segments.length === 1) return { kind: 'table', name: segments[0] };
  if (segments.length === 2 && segments[0] === 'rpc') return { kind: 'rpc', name: segments[1] };
  throw new PgrstError(404, 'PGRST125', 'Invalid path specified in request URL');
}

function action(r: Resource, method: string): Action {
  if (r.kind === 'rpc') {
    if (method === 'GET' || method === 'HEAD') return { kind: 'call', read: true, headersOnly: method === 'HEAD' };
    if (method === 'POST') return { kind: 'call', read: false, headersOnly: false };
    throw new PgrstError(405, 'PGRST101', `Cannot use the ${method} method on RPC`);
  }
  if (r.kind === 'table') {
    switch (method) {
      case 'GET':
      case 'HEAD':
        return { kind: 'read', headersOnly: method === 'HEAD' };
      case 'POST':
        return { kind: 'create' };
      case 'PUT':
        return { kind: 'upsert' };
      case 'PATCH':
        return { kind: 'update' };
      case 'DELETE':
        return { kind: 'delete' };
    }
  } else if (method === 'GET' || method === 'HEAD') {
    return { kind: 'schema', headersOnly: method === 'HEAD' };
  }
  throw new PgrstError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
}

/** Parses everything but the body. Throws PostgREST's errors (PGRST125, 106, 117, 101, 100, 103, 114). */
export function readRequest(api: ApiRequest, settings: Pick<PgrstSettings, 'schemas' | 'txEnd' | 'planEnabled'>): RestRequest {
  const res = resource(api.path);
  const method = api.method.toUpperCase();
  const profileHeader = ['DELETE', 'PATCH', 'POST', 'PUT'].includes(method) ? api.headers['content-profile'] : api.headers['accept-profile'];
  if (profileHeader !== undefined && !settings.schemas.includes(profileHeader)) {
    throw new PgrstError(406, 'PGRST106', `Invalid schema: ${profileHeader}`, null, `Only the following schemas are exposed: ${settings.schemas.join(', ')}`);
  }
  const act = action(res, method);
  // The gateway consumes ?apikey=; PostgREST never sees it.
  const raw = splitQuery(api.search.replace(/^\?/, '')).filter((p) => p.key !== 'apikey');
  const query = parseQueryParams(raw, act.kind === 'call' && act.read);

  const headerRange = method === 'GET' ? parseRangeHeader(api.headers.range) : ALL_RANGE;
  const limitRange = query.ranges.get('limit') ?? ALL_RANGE;
  const topRange = hasLimitZero(limitRange) ? limitRange : rangeIntersection(headerRange, limitRange);
  if (rangeIsEmpty(topRange) && !hasLimitZero(limitRange)) {
    throw new PgrstError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      rangeIsEmpty(headerRange)
        ? 'The lower boundary must be lower than or equal to the upper boundary in the Range header.'
        : 'Limit should be greater than or equal to zero.',
    );
  }
  if (method === 'PUT' && !isAllRange(topRange)) {
    throw new PgrstError(400, 'PGRST114', 'limit/offset querystring parameters are not allowed for PUT');
  }
  query.ranges.set('limit', topRange);

  return {
    api,
    resource: res,
    action: act,
    schema: profileHeader ?? settings.schemas[0],
    profileNegotiated: profileHeader !== undefined,
    raw,
    query,
    topRange,
    prefs: parsePrefer(api.headers.prefer, settings.txEnd.endsWith('-allow-override')),
    accepts: parseAccept(api.headers.accept),
    planEnabled: settings.planEnabled,
  };
}
