import type { App, Service } from '../app.ts';
import type { ApiRequest } from '../http/request.ts';
import type { Reply } from '../http/reply.ts';
import { PgrstError } from './errors.ts';
import { handleRest, type RestState } from './handler.ts';
import { loadSchemaCache } from './schema-cache.ts';
import { loadPgrstSettings } from './settings.ts';

export interface RestService extends Service {
  /** Re-reads the catalogue (after DDL run outside migrations). */
  reloadSchema(): Promise<void>;
}

/** The settings, then one schema cache per exposed schema. */
async function loadState(app: App): Promise<RestState> {
  const settings = await loadPgrstSettings(app.db, app.settings.projectDir);
  const caches = new Map();
  for (const schema of settings.schemas) caches.set(schema, await loadSchemaCache(app.db, schema));
  return { settings, caches };
}

/**
 * PostgREST 14 behaviour at /rest/v1 for the project's exposed schemas. The settings and the catalogue are
 * read once, and again on reloadSchema() or `NOTIFY pgrst, 'reload schema'` / `'reload config'`.
 */
export function createRestService(app: App): RestService {
  let cache: RestState | null = null;
  let loading: Promise<RestState> | null = null;
  let closed = false;

  const load = () => {
    // The schema may have changed under statements prepared for the old one.
    app.db.forgetPreparedStatements();
    const p = loadState(app).then((c) => {
      if (loading === p) cache = c;
      return c;
    });
    loading = p;
    p.catch((e) => app.log(`rest: schema cache load failed: ${(e as Error).message}`));
    return p;
  };
  void load();

  const unlisten = app.db
    .listen('pgrst', (payload) => {
      if (!closed && (payload === '' || payload === 'reload schema' || payload === 'reload config')) void load();
    })
    .catch((e) => {
      app.log(`rest: cannot listen for schema reloads: ${(e as Error).message}`);
      return null;
    });

  const current = async (): Promise<RestState> => {
    if (cache) return cache;
    try {
      return await loading!;
    } catch {
      void load(); // try again for the next request, as PostgREST retries
      throw new PgrstError(503, 'PGRST002', 'Could not query the database for the schema cache. Retrying.');
    }
  };

  return {
    async handle(req: ApiRequest): Promise<Reply> {
      return handleRest(app, await current(), req);
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
