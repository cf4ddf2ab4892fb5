/** Routes a /rest/v1 request: `/` (OpenAPI), `/<table>`, `/rpc/<function>`, in the schema the profile names. */
import type { App } from '../app.ts';
import type { ApiRequest } from '../http/request.ts';
import type { Reply } from '../http/reply.ts';
import { callAction } from './action-call.ts';
import { readAction } from './action-read.ts';
import { writeAction } from './action-write.ts';
import { negotiateOrFail, type RestContext } from './context.ts';
import { jwtError } from './errors.ts';
import { openApi } from './openapi.ts';
import { readRequest, type RestRequest } from './request.ts';
import type { SchemaCache } from './schema-cache.ts';
import type { PgrstSettings } from './settings.ts';

/** The project's PostgREST settings and a schema cache per exposed schema. */
export interface RestState {
  settings: PgrstSettings;
  caches: Map<string, SchemaCache>;
}

/**
 * Parsed reads (GET and HEAD on a table) by the URL and the headers that shape them, per loaded state: a
 * member's client repeats the same reads, and parsing the query string (select, filters, order) took about
 * 20 µs of each (traced, `BENCH_TRACE`). Only what does not depend on the caller is kept; bounded.
 */
const parsedReads = new WeakMap<RestState, Map<string, Omit<RestRequest, 'api'>>>();
const PARSED_READS_MAX = 500;

function parsedRequest(api: ApiRequest, state: RestState): RestRequest {
  if (api.method !== 'GET' && api.method !== 'HEAD') return readRequest(api, state.settings);
  const h = api.headers;
  const key = [api.method, api.path, api.search, h['accept-profile'], h.accept, h.prefer, h.range].join('\u0000');
  let reads = parsedReads.get(state);
  if (!reads) parsedReads.set(state, (reads = new Map()));
  const known = reads.get(key);
  if (known) return { ...known, api };
  const r = readRequest(api, state.settings);
  if (r.action.kind === 'read') {
    if (reads.size >= PARSED_READS_MAX) reads.clear();
    const { api: _api, ...rest } = r;
    reads.set(key, rest);
  }
  return r;
}

export async function handleRest(app: App, state: RestState, api: ApiRequest): Promise<Reply> {
  const first = state.caches.get(state.settings.schemas[0])!;
  // PostgREST authenticates before it looks at the request.
  if (api.auth.error) throw jwtError(api.auth.error.reason, api.auth.error.message, api.auth.token, first.roles);
  const r = parsedRequest(api, state);
  const ctx: RestContext = { app, cache: state.caches.get(r.schema)!, settings: state.settings };
  const a = r.action;
  switch (a.kind) {
    case 'schema': {
      negotiateOrFail(r, ['openapi', 'json']);
      const headers: Record<string, string> = { 'content-type': 'application/openapi+json; charset=utf-8' };
      if (r.profileNegotiated) headers['content-profile'] = r.schema;
      const body = a.headersOnly ? undefined : JSON.stringify(openApi(ctx.cache, api.headers.host ?? 'localhost'));
      return { status: 200, headers, body };
    }
    case 'read':
      return readAction(ctx, r, a.headersOnly, (r.resource as { name: string }).name);
    case 'create':
    case 'upsert':
    case 'update':
    case 'delete':
      return writeAction(ctx, r, a.kind, (r.resource as { name: string }).name);
    case 'call':
      return callAction(ctx, r, (r.resource as { name: string }).name, a.read, a.headersOnly);
  }
}
