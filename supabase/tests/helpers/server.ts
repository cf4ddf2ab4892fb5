/**
 * A local-supabase server with this project's migrations, for one test file: in-memory PGlite by default, or a
 * throw-away database on the PostgreSQL 15 server named by LOCAL_SUPABASE_TEST_PG_URL (a superuser URL), so the
 * same suite proves the schema on both and exercises truly concurrent requests on PostgreSQL.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startLocalSupabase, type LocalSupabase } from 'local-supabase';

export const PROJECT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const PG_URL = process.env.LOCAL_SUPABASE_TEST_PG_URL;

async function scratchDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `diva_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      // Let the server's own connections finish closing first: terminating one mid-close surfaces as an
      // unhandled 57P01 error in the closed pool.
      for (let i = 0; i < 50; i++) {
        const { rows } = await c.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export async function startTestServer(options: { seed?: boolean } = {}): Promise<LocalSupabase> {
  const scratch = PG_URL ? await scratchDatabase(PG_URL) : undefined;
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
