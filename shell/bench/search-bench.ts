// The header search's bench row for `npm run bench`: search_network's p50/p95 through supabase-js (one
// request per keystroke's answer) on 100,000 posts, 1,000 members and 1,000 events, on PGlite (in memory) and on
// PostgreSQL 15 (a throw-away cluster, or the server named by LOCAL_SUPABASE_TEST_PG_URL). Aim: p95 under 30 ms.
// Then keystroke to results in Chromium (search-browser-bench.ts, on the production build).
//
//   npm run bench -w shell
import { percentile, timeRuns } from '@diva/bench/stats';
import { availablePostgres } from 'local-supabase/testing';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { EVENTS, MEMBERS, POSTS, QUERIES, seedSearchData } from './search-seed.ts';

const RUNS = 60;

async function measure() {
  const { signUpMember, startTestServer } = await import('@diva/test-utils/backend');
  const { fetchSearchNetwork } = await import('../src/features/search/api/search-network.ts');
  const database = process.env.LOCAL_SUPABASE_TEST_PG_URL ? 'PostgreSQL' : 'PGlite';
  const server = await startTestServer();
  try {
    const me = await signUpMember(server, 'Bench Searcher');
    const seeded = performance.now();
    await seedSearchData(server.db);
    const seedSeconds = (performance.now() - seeded) / 1000;

    for (const q of QUERIES) await fetchSearchNetwork({ q }, me.client); // warm-up
    let search = 0;
    const { ms: times } = await timeRuns(RUNS, () => fetchSearchNetwork({ q: QUERIES[search++ % QUERIES.length]! }, me.client));
    // Where the time goes: each group alone, and a trivial request through the same stack.
    const perGroup: string[] = [];
    for (const group of ['people', 'posts', 'chapters', 'events'] as const) {
      let text = 0;
      const { ms: t } = await timeRuns(QUERIES.length, () => fetchSearchNetwork({ q: QUERIES[text++]!, group }, me.client));
      perGroup.push(`${group} ${percentile(t, 50).toFixed(1)}`);
    }
    const { ms: floor } = await timeRuns(12, () => me.client.from('chapters').select('id').limit(1));
    const p50 = percentile(times, 50);
    const p95 = percentile(times, 95);
    console.log(
      `  search_network on ${database}: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms over ${RUNS} searches (${QUERIES.length} texts; ` +
        `${POSTS.toLocaleString('en')} posts, ${MEMBERS.toLocaleString('en')} members, ${EVENTS.toLocaleString('en')} events; seeded in ${seedSeconds.toFixed(1)} s)` +
        `  aim p95 < 30 ms: ${p95 < 30 ? 'met' : 'NOT met'}\n    one group alone (p50 ms, up to 50 rows): ${perGroup.join(', ')}; a one-row select through the same stack: ${percentile(floor, 50).toFixed(1)} ms`,
    );
  } finally {
    await server.stop();
  }
}

if (process.env.SEARCH_BENCH_CHILD) {
  await measure();
} else {
  const self = fileURLToPath(import.meta.url);
  const run = (env: NodeJS.ProcessEnv) => spawnSync('npx', ['tsx', self], { stdio: 'inherit', env: { ...process.env, ...env, SEARCH_BENCH_CHILD: '1' } }).status ?? 1;
  const pglite = run({ LOCAL_SUPABASE_TEST_PG_URL: '' });
  let postgres = 0;
  const cluster = await availablePostgres();
  if (cluster) {
    try {
      postgres = run({ LOCAL_SUPABASE_TEST_PG_URL: cluster.url });
    } finally {
      cluster.stop();
    }
  } else console.log('  search_network on PostgreSQL: skipped (install postgresql or set LOCAL_SUPABASE_TEST_PG_URL)');
  const browser = spawnSync('npx', ['tsx', fileURLToPath(new URL('./search-browser-bench.ts', import.meta.url))], { stdio: 'inherit' }).status ?? 1;
  process.exit(pglite || postgres || browser);
}
