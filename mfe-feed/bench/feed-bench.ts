// The feed's bench rows for `npm run bench`: requests and time until the feed's page of posts is rendered, on
// the seeded demo data and again after 100 000 more posts were written straight into the database.
//
//   npm run build && npx tsx mfe-feed/bench/feed-bench.ts        (or: npm run bench -w mfe-feed)
//
// It serves the production builds of the shell and this remote (nothing else), against an in-memory
// local-supabase with the seed, signs in as a demo member and loads /app/timeline in Chromium with an empty
// cache. It also times the data layer alone (fetchFeedPosts through supabase-js in Node).
import { launchChromium } from '@diva/bench/chromium';
import { loadFresh, restRequests, signedInState } from '@diva/bench/page';
import { median, timeRuns } from '@diva/bench/stats';
import { columns } from '@diva/bench/table';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, signInMember } from '@diva/test-utils/backend';
import { startIsolatedPlatform } from '../../scripts/lib/platform.ts';
import { fetchFeedPosts } from '../src/features/posts/api/get-feed-posts.ts';

const RUNS = 3;
const DATA_RUNS = 20;
const EXTRA_POSTS = 100_000;
const MEMBER = { email: DEMO_ACCOUNTS.member, password: DEMO_PASSWORD };
const FEED_TABLES = ['/rest/v1/posts', '/rest/v1/post_likes', '/rest/v1/user_achievements'];

interface Row {
  dataset: string;
  posts: number;
  rendered: number;
  feedRequests: number;
  restRequests: number;
  renderMs: number[];
  /** From the feed's first request to the rendered posts: the feed's own share of the wait. */
  feedMs: number[];
  dataMs: number[];
  dataRequests: number;
}

const platform = await startIsolatedPlatform(['feed']);
const server = platform.backend;
const browser = await launchChromium();
let exitCode = 0;

try {
  const storageState = await signedInState(browser, platform.shellUrl, MEMBER);
  const member = await signInMember(server, MEMBER.email, MEMBER.password);

  const measure = async (dataset: string): Promise<Row> => {
    const { rows } = await server.db.query<{ n: number }>('select count(*)::int as n from public.posts');
    const posts = rows[0]!.n;
    const expected = Math.min(50, posts);
    const row: Row = { dataset, posts, rendered: 0, feedRequests: 0, restRequests: 0, renderMs: [], feedMs: [], dataMs: [], dataRequests: 0 };
    for (let run = 0; run < RUNS; run += 1) {
      const load = await loadFresh(browser, storageState, `${platform.shellUrl}/app/timeline`, {
        ready: (tab) => tab.waitForFunction((count) => document.querySelectorAll('[data-testid="post-card"]').length >= count, expected, { timeout: 60_000 }),
        inspect: (tab) => tab.locator('[data-testid="post-card"]').count(),
      });
      const feed = load.requests.filter(({ url }) => FEED_TABLES.includes(url.pathname));
      row.renderMs.push(load.ms);
      row.feedMs.push(load.ms - (feed[0]?.at ?? 0));
      row.rendered = load.seen;
      row.feedRequests = feed.length;
      row.restRequests = restRequests(load.requests);
    }
    const data = await timeRuns(DATA_RUNS, () => fetchFeedPosts({ viewerId: member.id }, member.client as never), { requestCount: member.restRequests });
    return { ...row, dataMs: data.ms, dataRequests: data.requests };
  };

  const results: Row[] = [await measure('seeded demo data')];

  // 100 000 more posts by the seeded members over the last 100 days, a tenth liked by the member, some from
  // achievements. Written in one transaction with triggers off (no realtime capture, counters set directly).
  const seedStarted = Date.now();
  await server.db.transaction(async (tx) => {
    await tx.query("set local session_replication_role = 'replica'");
    await tx.query(
      `insert into public.posts (user_id, content, tags, likes_count, created_at)
       select authors.ids[1 + n % array_length(authors.ids, 1)],
              'Bench post ' || n || ': sharing progress with the network, one step at a time.',
              case n % 3 when 0 then array['Growth'] when 1 then array['Networking', 'Business'] else '{}'::text[] end,
              case when n % 10 = 0 then 1 else 0 end,
              now() - (n * interval '86 seconds')
       from generate_series(1, $1::int) as n,
            (select array_agg(user_id order by user_id) as ids from public.profiles) as authors`,
      [EXTRA_POSTS],
    );
    await tx.query(
      `insert into public.post_likes (post_id, user_id)
       select id, $1 from public.posts where content like 'Bench post %' and likes_count = 1`,
      [member.id],
    );
    await tx.query(
      `insert into public.user_achievements (user_id, category, title, date_achieved, shared_to_community, post_id)
       select user_id, 'Business Growth', 'Bench milestone', current_date, true, id
       from public.posts where content like 'Bench post %' and right(id::text, 2) = '00'`,
    );
  });
  await server.db.query('analyze public.posts, public.post_likes, public.user_achievements');
  const seedMs = Date.now() - seedStarted;
  results.push(await measure(`+${(EXTRA_POSTS / 1000).toFixed(0)}k posts`));

  console.log('\nNetwork Feed: /app/timeline until its page of posts is rendered (production build, Chromium, fresh cache, localhost)');
  console.log(`  ${RUNS} page loads per dataset (median); data layer alone: fetchFeedPosts through supabase-js in Node, ${DATA_RUNS} runs (median)\n`);
  const header = ['dataset', 'posts in db', 'rendered', 'feed requests', 'REST requests (page)', 'navigation to rendered', 'first feed request to rendered', 'data layer'];
  const lines = results.map((row) => [
    row.dataset,
    row.posts.toLocaleString('en-US'),
    String(row.rendered),
    String(row.feedRequests),
    String(row.restRequests),
    `${median(row.renderMs)} ms (${row.renderMs.join(', ')})`,
    `${median(row.feedMs)} ms`,
    `${median(row.dataMs).toFixed(1)} ms, ${row.dataRequests} requests`,
  ]);
  for (const line of columns(header, lines)) console.log(line);
  console.log(`\n  (${EXTRA_POSTS.toLocaleString('en-US')} posts written in ${(seedMs / 1000).toFixed(1)} s; feed requests = posts, post_likes and user_achievements reads; REST requests include the header's)`);

  for (const row of results) {
    if (row.feedRequests > 3 || row.dataRequests > 3) {
      console.error(`  FAIL: the feed took more than 3 requests on ${row.dataset}`);
      exitCode = 1;
    }
    if (row.rendered < Math.min(50, row.posts)) {
      console.error(`  FAIL: only ${row.rendered} posts rendered on ${row.dataset}`);
      exitCode = 1;
    }
  }
} finally {
  await browser.close();
  await platform.stop();
}
process.exit(exitCode);
