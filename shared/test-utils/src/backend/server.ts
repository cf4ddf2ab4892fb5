/**
 * A local-supabase server with the project's migrations (supabase/), for one test file: in-memory PGlite by
 * default, or a throw-away database on the PostgreSQL 15 server named by LOCAL_SUPABASE_TEST_PG_URL (a superuser
 * URL), so the same suites prove the schema on both and exercise truly concurrent requests on PostgreSQL.
 */

/** One statement's rows. */
export interface QueryResult<T> {
  rows: T[];
}
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
}

/**
 * The part of local-supabase's server these tests use. local-supabase is imported through a variable, so that
 * type-checking a package that uses these helpers does not also type-check local-supabase's sources under that
 * package's (stricter) compiler options.
 */
export interface LocalSupabase {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Superuser access to the database (bypasses row-level security): arranging data, never the behaviour under test. */
  db: Queryable & {
    /** Runs fn in one transaction; rolls back when fn throws. */
    transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  };
  /** Re-reads the schema after DDL run outside migrations. */
  reloadSchema(): Promise<void>;
  stop(): Promise<void>;
}

interface LocalSupabaseModule {
  startLocalSupabase(options: { port: number; db: string; databaseUrl?: string; projectDir?: string; seed: boolean; log: boolean }): Promise<LocalSupabase>;
}
interface TestingModule {
  createScratchDatabase(adminUrl: string, prefix?: string): Promise<{ url: string; drop(): Promise<void> }>;
}
const LOCAL_SUPABASE = 'local-supabase';
const LOCAL_SUPABASE_TESTING = 'local-supabase/testing';

/** The PostgreSQL server the suites run on instead of PGlite, when set. */
export const PG_URL = process.env.LOCAL_SUPABASE_TEST_PG_URL;

export interface TestServerOptions {
  /** Load supabase/seed.sql (the demo accounts and content). Default: an empty database. */
  seed?: boolean;
  /** Another Supabase project folder (default: the repository's supabase/). */
  projectDir?: string;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<LocalSupabase> {
  const { startLocalSupabase } = (await import(/* @vite-ignore */ LOCAL_SUPABASE)) as LocalSupabaseModule;
  const scratch = PG_URL
    ? await ((await import(/* @vite-ignore */ LOCAL_SUPABASE_TESTING)) as TestingModule).createScratchDatabase(PG_URL, 'diva_test')
    : undefined;
  let server: LocalSupabase;
  try {
    server = await startLocalSupabase({
      port: 0,
      db: 'memory',
      databaseUrl: scratch?.url,
      projectDir: options.projectDir,
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
