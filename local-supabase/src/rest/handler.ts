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
import { readRequest } from './request.ts';
import type { SchemaCache } from './schema-cache.ts';
import type { PgrstSettings } from './settings.ts';

/** The project's PostgREST settings and a schema cache per exposed schema. */
export interface RestState {
  settings: PgrstSettings;
  caches: Map<string, SchemaCache>;
}

export async function handleRest(app: App, state: RestState, api: ApiRequest): Promise<Reply> {
  const first = state.caches.get(state.settings.schemas[0])!;
  // PostgREST authenticates before it looks at the request.
  if (api.auth.error) throw jwtError(api.auth.error.reason, api.auth.error.message, api.auth.token, first.roles);
  const r = readRequest(api, state.settings);
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
