// The feed's bench rows for `npm run bench`: requests and time until the feed's page of posts is rendered, on
// the seeded demo data and again after 100 000 more posts were written straight into the database.
//
//   npm run build && npx tsx mfe-feed/bench/feed-bench.ts        (or: npm run bench -w mfe-feed)
//
// It serves the production builds of the shell and this remote (nothing else), against an in-memory
// local-supabase with the seed, signs in as a demo member and loads /app/timeline in Chromium with an empty
// cache. It also times the data layer alone (fetchFeedPosts through supabase-js in Node).
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { CHROMIUM_ARGS, CHROMIUM_INSTALL_HINT, CHROMIUM_PATH, chromiumAvailable } from '../../scripts/lib/chromium.ts';
import { appDist } from '../../scripts/lib/platform.ts';
import { serveStatic, type RunningSite } from '../../scripts/lib/static-server.ts';
import { fetchFeedPosts } from '../src/features/posts/api/get-feed-posts.ts';

const RUNS = 3;
const DATA_RUNS = 20;
const EXTRA_POSTS = 100_000;
const MEMBER = { email: 'maya@example.com', password: 'DivaDemo2024!' };
const FEED_TABLES = ['/rest/v1/posts', '/rest/v1/post_likes', '/rest/v1/user_achievements'];

interface LocalSupabase {
  url: string;
  anonKey: string;
  db: {
    query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
    transaction<T>(fn: (tx: { query(sql: string, params?: unknown[]): Promise<unknown> }) => Promise<T>): Promise<T>;
  };
  stop(): Promise<void>;
}
// Through a variable, so type-checking this file does not type-check local-supabase's sources too.
const LOCAL_SUPABASE = 'local-supabase';

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

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

if (!chromiumAvailable()) {
  console.error(CHROMIUM_INSTALL_HINT);
  process.exit(1);
}
for (const app of ['shell', 'feed'] as const) {
  if (!existsSync(path.join(appDist(app), app === 'shell' ? 'index.html' : 'mf-manifest.json'))) {
    console.error(`The ${app} is not built: run \`npm run build\` first.`);
    process.exit(1);
  }
}

const { startLocalSupabase } = (await import(LOCAL_SUPABASE)) as { startLocalSupabase(o: object): Promise<LocalSupabase> };
const server = await startLocalSupabase({ port: 0, db: 'memory', seed: true, log: false });
const sites: RunningSite[] = [];
const tmp = await mkdtemp(path.join(os.tmpdir(), 'feed-bench-'));
let browser: Browser | undefined;
let exitCode = 0;

try {
  const feed = await serveStatic({ dir: appDist('feed'), port: 0, cors: true });
  sites.push(feed);
  const configFile = path.join(tmp, 'config.json');
  await writeFile(configFile, JSON.stringify({ supabaseUrl: server.url, supabaseAnonKey: server.anonKey, remotes: { feed: `${feed.url}/mf-manifest.json` } }));
  const shell = await serveStatic({ dir: appDist('shell'), port: 0, spa: true, configFile });
  sites.push(shell);

  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const signIn = await browser.newContext();
  const page = await signIn.newPage();
  await page.goto(`${shell.url}/auth`);
  await page.getByLabel(/^Email/).fill(MEMBER.email);
  await page.getByLabel(/^Password/).fill(MEMBER.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(/\/app\/who$/);
  const storageState = await signIn.storageState();
  await signIn.close();

  let rest = 0;
  const client = createClient(server.url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
    global: { fetch: (input, init) => ((rest += 1), fetch(input, init)) },
  });
  const { data: session, error } = await client.auth.signInWithPassword(MEMBER);
  if (error) throw error;
  const viewerId = session.user.id;

  const measure = async (dataset: string): Promise<Row> => {
    const { rows } = await server.db.query<{ n: number }>('select count(*)::int as n from public.posts');
    const posts = rows[0]!.n;
    const expected = Math.min(50, posts);
    const row: Row = { dataset, posts, rendered: 0, feedRequests: 0, restRequests: 0, renderMs: [], feedMs: [], dataMs: [], dataRequests: 0 };
    for (let run = 0; run < RUNS; run += 1) {
      const context: BrowserContext = await browser!.newContext({ storageState });
      const tab = await context.newPage();
      let done = false;
      let feedRequests = 0;
      let restRequests = 0;
      let firstFeedRequest = 0;
      tab.on('request', (request) => {
        if (done) return;
        const url = new URL(request.url());
        if (url.pathname.startsWith('/rest/v1/')) restRequests += 1;
        if (FEED_TABLES.includes(url.pathname)) {
          feedRequests += 1;
          firstFeedRequest ||= Date.now();
        }
      });
      const started = Date.now();
      await tab.goto(`${shell.url}/app/timeline`);
      await tab.waitForFunction((count) => document.querySelectorAll('[data-testid="post-card"]').length >= count, expected, { timeout: 60_000 });
      const rendered = Date.now();
      row.renderMs.push(rendered - started);
      row.feedMs.push(rendered - firstFeedRequest);
      done = true;
      row.rendered = await tab.locator('[data-testid="post-card"]').count();
      row.feedRequests = feedRequests;
      row.restRequests = restRequests;
      await context.close();
    }
    for (let run = 0; run < DATA_RUNS; run += 1) {
      const before = rest;
      const started = performance.now();
      await fetchFeedPosts({ viewerId }, client as never);
      row.dataMs.push(performance.now() - started);
      row.dataRequests = rest - before;
    }
    return row;
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
      [viewerId],
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
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  const format = (cells: string[]) => `  ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ')}`;
  console.log(format(header));
  for (const line of lines) console.log(format(line));
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
  await browser?.close();
  await Promise.all(sites.map((site) => site.close()));
  await server.stop();
  await rm(tmp, { recursive: true, force: true });
}
process.exit(exitCode);
