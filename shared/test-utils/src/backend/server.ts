/**
 * A local-supabase server with the project's migrations (supabase/), for one test file: in-memory PGlite by
 * default, or a throw-away database on the PostgreSQL 15 server named by LOCAL_SUPABASE_TEST_PG_URL (a superuser
 * URL), so the same suites prove the schema on both and exercise truly concurrent requests on PostgreSQL.
 */
import type { LocalSupabase } from 'local-supabase';
import { startDisposableServer } from 'local-supabase/testing';

export type { LocalSupabase } from 'local-supabase';

/** The PostgreSQL server the suites run on instead of PGlite, when set. */
export const PG_URL = process.env.LOCAL_SUPABASE_TEST_PG_URL;

export interface TestServerOptions {
  /** Load supabase/seed.sql (the demo accounts and content). Default: an empty database. */
  seed?: boolean;
  /** Another Supabase project folder (default: the repository's supabase/). */
  projectDir?: string;
}

export function startTestServer(options: TestServerOptions = {}): Promise<LocalSupabase> {
  return startDisposableServer(
    // bcrypt's lowest cost: suites sign up many members, and GoTrue's cost (10) is ~100 ms of CPU per hash.
    { projectDir: options.projectDir, seed: options.seed ?? false, passwordHashCost: 4 },
    { postgresAdminUrl: PG_URL, prefix: 'diva_test' },
  );
}
