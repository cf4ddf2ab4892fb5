import type { App, Service } from '../app.ts';
import type { ApiRequest } from '../http/request.ts';
import type { Reply } from '../http/reply.ts';
import { PgrstError } from './errors.ts';
import { handleRest } from './handler.ts';
import { loadSchemaCache, type SchemaCache } from './schema-cache.ts';

export interface RestService extends Service {
  /** Re-reads the catalogue (after DDL run outside migrations). */
  reloadSchema(): Promise<void>;
}

/**
 * PostgREST 14 behaviour at /rest/v1 for the public schema. The catalogue is read once into a schema cache,
 * and again on reloadSchema() or `NOTIFY pgrst, 'reload schema'`.
 */
export function createRestService(app: App): RestService {
  let cache: SchemaCache | null = null;
  let loading: Promise<SchemaCache> | null = null;
  let closed = false;

  const load = () => {
    // The schema may have changed under statements prepared for the old one.
    app.db.forgetPreparedStatements();
    const p = loadSchemaCache(app.db).then((c) => {
      if (loading === p) cache = c;
      return c;
    });
    loading = p;
    p.catch((e) => app.log(`rest: schema cache load failed: ${(e as Error).message}`));
    return p;
  };
  load();

  const unlisten = app.db
    .listen('pgrst', (payload) => {
      if (!closed && (payload === '' || payload === 'reload schema')) load();
    })
    .catch((e) => {
      app.log(`rest: cannot listen for schema reloads: ${(e as Error).message}`);
      return null;
    });

  const current = async (): Promise<SchemaCache> => {
    if (cache) return cache;
    try {
      return await loading!;
    } catch {
      load(); // try again for the next request, as PostgREST retries
      throw new PgrstError(503, 'PGRST002', 'Could not query the database for the schema cache. Retrying.');
    }
  };

  return {
    async handle(req: ApiRequest): Promise<Reply> {
      return handleRest({ app, cache: await current() }, req);
    },
    async reloadSchema() {
      await load();
    },
    async close() {
      closed = true;
      const stop = await unlisten;
      await stop?.();
      await loading?.catch(() => {});
    },
  };
}
