// The profile's bench rows for `npm run bench`: requests and time until the profile is rendered, the member's
// own (/app/profile) and another member's (/app/profile/{id}), on the seeded demo data and again after the two
// members got 100 entries in each skill list, 200 achievements and 2 000 posts each.
//
//   npm run build && npm run bench -w mfe-profile
//
// It serves the production builds of the shell and this remote (nothing else), against an in-memory
// local-supabase with the seed, signs in as a demo member and loads each page in Chromium with an empty cache.
// It also times the data layer alone (fetchProfile through supabase-js in Node).
import { chromium, type Browser } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { CHROMIUM_ARGS, CHROMIUM_INSTALL_HINT, CHROMIUM_PATH, chromiumAvailable } from '../../scripts/lib/chromium.ts';
import { appDist } from '../../scripts/lib/platform.ts';
import { serveStatic, type RunningSite } from '../../scripts/lib/static-server.ts';
import { fetchProfile } from '../src/features/profile/api/get-profile.ts';

const RUNS = 3;
const DATA_RUNS = 20;
const MEMBER = { email: 'maya@example.com', password: 'DivaDemo2024!' };
const OTHER_EMAIL = 'keisha@example.com';
/** The reads of the profile screen (the header's own profiles read asks for display_name and avatar_url only). */
const PROFILE_TABLES = [
  '/rest/v1/user_superpowers',
  '/rest/v1/user_passions',
  '/rest/v1/user_fuel',
  '/rest/v1/user_achievements',
  '/rest/v1/saved_connections',
  '/rest/v1/posts',
  '/rest/v1/post_likes',
];
const isProfileRequest = (url: URL) =>
  PROFILE_TABLES.includes(url.pathname) || (url.pathname === '/rest/v1/profiles' && (url.searchParams.get('select') ?? '').includes('superpowers'));

interface LocalSupabase {
  url: string;
  anonKey: string;
  db: { query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }> };
  stop(): Promise<void>;
}
// Through a variable, so type-checking this file does not type-check local-supabase's sources too.
const LOCAL_SUPABASE = 'local-supabase';

interface Row {
  dataset: string;
  page: string;
  items: string;
  profileRequests: number;
  restRequests: number;
  renderMs: number[];
  dataMs: number[];
  dataRequests: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

if (!chromiumAvailable()) {
  console.error(CHROMIUM_INSTALL_HINT);
  process.exit(1);
}
for (const app of ['shell', 'profile'] as const) {
  if (!existsSync(path.join(appDist(app), app === 'shell' ? 'index.html' : 'mf-manifest.json'))) {
    console.error(`The ${app} is not built: run \`npm run build\` first.`);
    process.exit(1);
  }
}

const { startLocalSupabase } = (await import(LOCAL_SUPABASE)) as { startLocalSupabase(o: object): Promise<LocalSupabase> };
const server = await startLocalSupabase({ port: 0, db: 'memory', seed: true, log: false });
const sites: RunningSite[] = [];
const tmp = await mkdtemp(path.join(os.tmpdir(), 'profile-bench-'));
let browser: Browser | undefined;
let exitCode = 0;

try {
  const remote = await serveStatic({ dir: appDist('profile'), port: 0, cors: true });
  sites.push(remote);
  const configFile = path.join(tmp, 'config.json');
  await writeFile(configFile, JSON.stringify({ supabaseUrl: server.url, supabaseAnonKey: server.anonKey, remotes: { profile: `${remote.url}/mf-manifest.json` } }));
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
  const { rows: others } = await server.db.query<{ id: string }>('select id from auth.users where email = $1', [OTHER_EMAIL]);
  const otherId = others[0]!.id;

  const describe = async (userId: string) => {
    const { rows } = await server.db.query<{ s: number; p: number; f: number; a: number; posts: number }>(
      `select (select count(*) from public.user_superpowers where user_id = $1)::int as s,
              (select count(*) from public.user_passions where user_id = $1)::int as p,
              (select count(*) from public.user_fuel where user_id = $1)::int as f,
              (select count(*) from public.user_achievements where user_id = $1)::int as a,
              (select count(*) from public.posts where user_id = $1)::int as posts`,
      [userId],
    );
    const c = rows[0]!;
    return `${c.s}/${c.p}/${c.f} skills, ${c.a} achievements, ${c.posts} posts`;
  };

  const measure = async (dataset: string, label: string, userId: string, pathname: string, ready: string): Promise<Row> => {
    const row: Row = { dataset, page: label, items: await describe(userId), profileRequests: 0, restRequests: 0, renderMs: [], dataMs: [], dataRequests: 0 };
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser!.newContext({ storageState });
      const tab = await context.newPage();
      let done = false;
      let profileRequests = 0;
      let restRequests = 0;
      tab.on('request', (request) => {
        if (done) return;
        const url = new URL(request.url());
        if (url.pathname.startsWith('/rest/v1/')) restRequests += 1;
        if (isProfileRequest(url)) profileRequests += 1;
      });
      const started = Date.now();
      await tab.goto(`${shell.url}${pathname}`);
      // Rendered: the page with its last section (the recent posts) in place.
      await tab.waitForSelector(`[data-testid="${ready}"] [data-testid="recent-posts"]`, { timeout: 60_000 });
      row.renderMs.push(Date.now() - started);
      done = true;
      row.profileRequests = profileRequests;
      row.restRequests = restRequests;
      await context.close();
    }
    for (let run = 0; run < DATA_RUNS; run += 1) {
      const before = rest;
      const started = performance.now();
      await fetchProfile({ userId, viewerId }, client as never);
      row.dataMs.push(performance.now() - started);
      row.dataRequests = rest - before;
    }
    return row;
  };

  const both = async (dataset: string) => [
    await measure(dataset, 'own', viewerId, '/app/profile', 'own-profile'),
    await measure(dataset, "other's", otherId, `/app/profile/${otherId}`, 'member-profile'),
  ];
  const results: Row[] = await both('seeded demo data');

  for (const userId of [viewerId, otherId]) {
    const fill = [
      `insert into public.user_superpowers (user_id, superpower) select $1, 'Bench superpower ' || n from generate_series(1, 100) n on conflict do nothing`,
      `insert into public.user_passions (user_id, passion) select $1, 'Bench passion ' || n from generate_series(1, 100) n on conflict do nothing`,
      `insert into public.user_fuel (user_id, fuel) select $1, 'Bench fuel ' || n from generate_series(1, 100) n on conflict do nothing`,
      `insert into public.user_achievements (user_id, category, title, date_achieved)
         select $1, 'Business Growth', 'Bench milestone ' || n, current_date - n from generate_series(1, 200) n`,
      `insert into public.posts (user_id, content, created_at) select $1, 'Bench post ' || n, now() - n * interval '1 hour' from generate_series(1, 2000) n`,
    ];
    for (const sql of fill) await server.db.query(sql, [userId]);
  }
  results.push(...(await both('+100 per skill list, +200 achievements, +2k posts')));

  console.log('\nProfile: until the profile is rendered (production build, Chromium, fresh cache, localhost)');
  console.log(`  ${RUNS} page loads per row (median); data layer alone: fetchProfile through supabase-js in Node, ${DATA_RUNS} runs (median)\n`);
  const header = ['dataset', 'page', 'member has', 'profile requests', 'REST requests (page)', 'navigation to rendered', 'data layer'];
  const lines = results.map((row) => [
    row.dataset,
    row.page,
    row.items,
    String(row.profileRequests),
    String(row.restRequests),
    `${median(row.renderMs)} ms (${row.renderMs.join(', ')})`,
    `${median(row.dataMs).toFixed(1)} ms, ${row.dataRequests} request${row.dataRequests === 1 ? '' : 's'}`,
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  const format = (cells: string[]) => `  ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ')}`;
  console.log(format(header));
  for (const line of lines) console.log(format(line));
  console.log("\n  (profile requests = reads of the profile, skills, achievements, saved connection, posts and likes; REST requests include the header's and, on the own page, My Events)");

  for (const row of results) {
    if (row.profileRequests > 3 || row.dataRequests > 3) {
      console.error(`  FAIL: the ${row.page} profile took more than 3 requests on ${row.dataset}`);
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
