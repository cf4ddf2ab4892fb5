/**
 * A local-supabase server with this project's migrations, for one test file: in-memory PGlite by default, or a
 * throw-away database on the PostgreSQL 15 server named by LOCAL_SUPABASE_TEST_PG_URL (a superuser URL), so the
 * same suite proves the schema on both and exercises truly concurrent requests on PostgreSQL.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createScratchDatabase } from 'local-supabase/testing';
import { startLocalSupabase, type LocalSupabase } from 'local-supabase';

export const PROJECT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const PG_URL = process.env.LOCAL_SUPABASE_TEST_PG_URL;

export async function startTestServer(options: { seed?: boolean } = {}): Promise<LocalSupabase> {
  const scratch = PG_URL ? await createScratchDatabase(PG_URL, 'diva_test') : undefined;
  let server: LocalSupabase;
  try {
    server = await startLocalSupabase({
      port: 0,
      db: 'memory',
      databaseUrl: scratch?.url,
      projectDir: PROJECT_DIR,
      seed: options.seed ?? false,
      log: false,
    });
  } catch (e) {
    await scratch?.drop();
    throw e;
  }
  if (!scratch) return server;
  const stop = server.stop.bind(server);
  return { ...server, stop: async () => (await stop(), await scratch.drop()) };
}
