// `npm test -w local-supabase`: the contract suites on PGlite, then again on a real PostgreSQL.
// PostgreSQL comes from LOCAL_SUPABASE_TEST_PG_URL, or a throw-away cluster when the binaries are installed.
import { spawnSync } from 'node:child_process';
import { findPostgresBin, startCluster, type Cluster } from './postgres-cluster.ts';

const args = process.argv.slice(2);
const vitest = (env: NodeJS.ProcessEnv) =>
  spawnSync('npx', ['vitest', 'run', ...args], { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

console.log('local-supabase: contract suites on PGlite');
const pglite = vitest({ DATABASE_URL: '' });

let url = process.env.LOCAL_SUPABASE_TEST_PG_URL;
let cluster: Cluster | undefined;
if (!url && findPostgresBin()) {
  cluster = await startCluster();
  url = cluster.url;
}
let postgres = 0;
if (url) {
  console.log('local-supabase: contract suites on PostgreSQL');
  try {
    postgres = vitest({ DATABASE_URL: url });
  } finally {
    cluster?.stop();
  }
} else if (process.env.CI) {
  console.error('local-supabase: PostgreSQL is required in CI (apt-get install -y postgresql)');
  postgres = 1;
} else {
  console.log('local-supabase: PostgreSQL run skipped (install postgresql or set LOCAL_SUPABASE_TEST_PG_URL)');
}
process.exit(pglite || postgres);
