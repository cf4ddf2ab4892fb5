// The Who area's bench row for `npm run bench`: match ranking (who_matches, one database call) for one member
// among 1,000 members with 3 superpowers, 2 passions and 1 purpose each, on in-memory PGlite through supabase-js.
// Also the dashboard's one call (who_dashboard). Aim: match ranking p95 under 50 ms.
//
//   npx tsx mfe-who/bench/who-bench.ts        (or: npm run bench -w mfe-who)
// On PostgreSQL 15 instead of PGlite: LOCAL_SUPABASE_TEST_PG_URL=<superuser URL> (a throw-away database is made).
import { percentile, timeRuns } from '@diva/bench/stats';
import { insertBenchMembers, signUpMember, startTestServer } from '@diva/test-utils/backend';
import { fetchWhoDashboard } from '../src/features/dashboard/api/get-who-dashboard.ts';
import { fetchMatches } from '../src/features/matches/api/get-matches.ts';

const MEMBERS = 1000;
const RUNS = 40;
const WORDS = ['Sales', 'Marketing', 'Fundraising', 'Storytelling', 'Design', 'Finance', 'Leadership', 'Coaching', 'Tech', 'Wellness', 'Education', 'Impact'];

const database = process.env.LOCAL_SUPABASE_TEST_PG_URL ? 'PostgreSQL' : 'PGlite';
const server = await startTestServer();
try {
  const me = await signUpMember(server, 'Bench Who');
  await server.db.transaction(async (tx) => {
    await insertBenchMembers(tx, MEMBERS, 'who-bench');
    const words = `array[${WORDS.map((w) => `'${w}'`).join(',')}]`;
    await tx.query(
      `insert into public.user_superpowers (user_id, superpower)
       select p.user_id, (${words})[1 + (abs(hashtext(p.user_id::text)) + k) % ${WORDS.length}]
         from public.profiles p, generate_series(0, 2) k where p.display_name like 'Bench Member %'`,
    );
    await tx.query(
      `insert into public.user_passions (user_id, passion)
       select p.user_id, (${words})[1 + (abs(hashtext(p.user_id::text)) + k * 5) % ${WORDS.length}]
         from public.profiles p, generate_series(0, 1) k where p.display_name like 'Bench Member %'`,
    );
    await tx.query(
      `insert into public.user_fuel (user_id, fuel)
       select p.user_id, (${words})[1 + abs(hashtext(p.user_id::text || 'f')) % ${WORDS.length}]
         from public.profiles p where p.display_name like 'Bench Member %'`,
    );
    await tx.query(
      `insert into public.chapter_members (chapter_id, user_id)
       select 1 + abs(hashtext(p.user_id::text)) % 26, p.user_id from public.profiles p where p.display_name like 'Bench Member %'`,
    );
  });
  for (const [table, column, value] of [['user_superpowers', 'superpower', 'Sales'], ['user_passions', 'passion', 'Fundraising'], ['user_passions', 'passion', 'Design'], ['user_fuel', 'fuel', 'Impact']] as const) {
    await me.client.from(table).insert({ user_id: me.id, [column]: value } as never);
  }
  await me.client.from('chapter_members').insert({ chapter_id: 1, user_id: me.id });
  await server.db.query('analyze public.profiles, public.user_superpowers, public.user_passions, public.user_fuel, public.chapter_members');

  const first = await fetchMatches(3, me.client);
  const { ms: matches } = await timeRuns(RUNS, () => fetchMatches(3, me.client), { warmUp: 1 });
  const { ms: dashboard } = await timeRuns(RUNS, () => fetchWhoDashboard(me.client), { warmUp: 1 });
  const fmt = (v: number) => `${v.toFixed(1)} ms`;
  console.log(`Who: ${MEMBERS} members with 6 items each, ${RUNS} runs, ${database}, through supabase-js (1 request each)`);
  console.log(`  match ranking (who_matches, top 3): median ${fmt(percentile(matches, 50))}, p95 ${fmt(percentile(matches, 95))} (aim p95 < 50 ms)`);
  console.log(`  dashboard (who_dashboard):          median ${fmt(percentile(dashboard, 50))}, p95 ${fmt(percentile(dashboard, 95))}`);
  console.log(`  top match: ${first[0]?.display_name} (score ${first[0]?.score}): ${first[0]?.reasons.join('; ')}`);
} finally {
  await server.stop();
}
