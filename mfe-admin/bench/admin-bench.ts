// The admin portal's bench row for `npm run bench`: how long each dashboard request takes through supabase-js
// as the seeded admin (requests per tab and median time), on the seeded demo data and again after 50 000 more
// posts and 20 000 audit rows were written straight into the database; and the cost of the admin session
// check that guards every request of the admin function.
//
//   npx tsx mfe-admin/bench/admin-bench.ts        (or: npm run bench -w mfe-admin)
import { median, timeRuns } from '@diva/bench/stats';
import { columns } from '@diva/bench/table';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@diva/test-utils/backend';
import { createClient } from '@supabase/supabase-js';
import { startLocalSupabase } from 'local-supabase';
import WebSocket from 'ws';
import { fetchAuditLog } from '../src/features/audit/api/get-audit-log.ts';
import { fetchEvents } from '../src/features/events/api/get-events.ts';
import { fetchOverview } from '../src/features/overview/api/get-overview.ts';
import { fetchPosts } from '../src/features/posts/api/get-posts.ts';
import { fetchPresidents } from '../src/features/presidents/api/get-presidents.ts';
import { fetchOpenReports } from '../src/features/reports/api/get-open-reports.ts';
import { fetchAdminSessionEnd } from '../src/features/session/api/get-admin-session.ts';
import { fetchUsers } from '../src/features/users/api/get-users.ts';

const RUNS = 15;
const EXTRA_POSTS = 50_000;
const EXTRA_AUDIT = 20_000;

const server = await startLocalSupabase({ port: 0, db: 'memory', seed: true, log: false });
let exitCode = 0;

try {
  // Every HTTP request counts here (the admin function's too), not only those to /rest/v1.
  let requests = 0;
  const client = createClient(server.url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
    global: { fetch: (input, init) => ((requests += 1), fetch(input, init)) },
  });
  const { error } = await client.auth.signInWithPassword({ email: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD });
  if (error) throw error;
  const as = client as never;

  const tabs: [string, () => Promise<unknown>][] = [
    ['session check', () => fetchAdminSessionEnd(as)],
    ['Overview (figures + 5 users + 5 posts)', () => fetchOverview(as)],
    ['Users: search "a", page 1', () => fetchUsers({ search: 'a', page: 0 }, as)],
    ['Posts: page 1', () => fetchPosts(0, as)],
    ['Posts: page 100', () => fetchPosts(99, as)],
    ['Events', () => fetchEvents(as)],
    ['Presidents (admin function)', () => fetchPresidents(as)],
    ['Reports', () => fetchOpenReports(as)],
    ['Audit: page 1', () => fetchAuditLog(0, as)],
  ];

  const measure = async (dataset: string) => {
    const lines: string[][] = [];
    for (const [name, run] of tabs) {
      const timed = await timeRuns(RUNS, run, { requestCount: () => requests });
      lines.push([dataset, name, String(timed.requests), `${median(timed.ms).toFixed(1)} ms`]);
    }
    return lines;
  };

  const rows = await measure('seeded demo data');
  const seedStarted = Date.now();
  await server.db.transaction(async (tx) => {
    await tx.query("set local session_replication_role = 'replica'");
    await tx.query(
      `insert into public.posts (user_id, content, created_at)
       select ids[1 + n % array_length(ids, 1)], 'Bench post ' || n, now() - n * interval '60 seconds'
       from generate_series(1, $1::int) n, (select array_agg(user_id) ids from public.profiles) p`,
      [EXTRA_POSTS],
    );
    await tx.query(
      `insert into public.admin_audit_log (actor_id, actor_email, action, target_type, target_id, target_label, reason, created_at)
       select (select id from auth.users where email = 'admin@example.com'), 'admin@example.com', 'delete_post', 'post',
              gen_random_uuid()::text, 'Bench post ' || n, 'Bench reason', now() - n * interval '60 seconds'
       from generate_series(1, $1::int) n`,
      [EXTRA_AUDIT],
    );
  });
  await server.db.query('analyze public.posts, public.admin_audit_log');
  const seedMs = Date.now() - seedStarted;
  rows.push(...(await measure(`+${EXTRA_POSTS / 1000}k posts, +${EXTRA_AUDIT / 1000}k audit rows`)));

  console.log('\nAdmin Portal: each dashboard request through supabase-js as the seeded admin (Node, in-memory local-supabase)');
  console.log(`  ${RUNS} runs each (median)\n`);
  const header = ['dataset', 'request', 'HTTP requests', 'median'];
  for (const line of columns(header, rows)) console.log(line);
  console.log(`\n  (${EXTRA_POSTS.toLocaleString('en-US')} posts and ${EXTRA_AUDIT.toLocaleString('en-US')} audit rows written in ${(seedMs / 1000).toFixed(1)} s)`);
  for (const line of rows) {
    if (Number(line[2]) > 3) {
      console.error(`  FAIL: ${line[1]} took ${line[2]} requests on ${line[0]}`);
      exitCode = 1;
    }
  }
} finally {
  await server.stop();
}
process.exit(exitCode);
