// Runs a package's vitest suites twice: on in-memory PGlite, then on a real PostgreSQL (all of them, or those
// `--postgres=` names).
// PostgreSQL comes from LOCAL_SUPABASE_TEST_PG_URL, or a throw-away cluster when the binaries are installed; in
// CI (CI set) the PostgreSQL run is mandatory. Used by `npm test` of local-supabase and of @diva/supabase.
// During the PostgreSQL run both DATABASE_URL and LOCAL_SUPABASE_TEST_PG_URL name the server (a superuser URL).
import { spawnSync } from 'node:child_process';
import { findPostgresBin, startCluster, type Cluster } from '../src/testing/postgres-cluster.ts';

// `--postgres=<a>,<b>`: on PostgreSQL, run only the suites whose file names contain one of these (a package
// whose other suites exercise no database difference); files named on the command line run on both.
const postgresOnly = process.argv.find((arg) => arg.startsWith('--postgres='))?.slice('--postgres='.length).split(',');
const args = process.argv.slice(2).filter((arg) => !arg.startsWith('--postgres='));
const named = args.some((arg) => !arg.startsWith('-'));
const vitest = (url: string) =>
  spawnSync('npx', ['vitest', 'run', ...args, ...(url && postgresOnly && !named ? postgresOnly : [])], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: url, LOCAL_SUPABASE_TEST_PG_URL: url },
  }).status ?? 1;

console.log('suites on PGlite (in memory)');
const pglite = vitest('');

let url = process.env.LOCAL_SUPABASE_TEST_PG_URL;
let cluster: Cluster | undefined;
if (!url && findPostgresBin()) {
  cluster = await startCluster();
  url = cluster.url;
}
let postgres = 0;
if (url) {
  console.log('suites on PostgreSQL');
  try {
    postgres = vitest(url);
  } finally {
    cluster?.stop();
  }
} else if (process.env.CI) {
  console.error('PostgreSQL is required in CI (apt-get install -y postgresql)');
  postgres = 1;
} else {
  console.log('PostgreSQL run skipped (install postgresql or set LOCAL_SUPABASE_TEST_PG_URL)');
}
process.exit(pglite || postgres);
