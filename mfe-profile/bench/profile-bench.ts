// The profile's bench rows for `npm run bench`: requests and time until the profile is rendered, the member's
// own (/app/profile) and another member's (/app/profile/{id}), on the seeded demo data and again after the two
// members got 100 entries in each skill list, 200 achievements and 2 000 posts each.
//
//   npm run build && npm run bench -w mfe-profile
//
// It serves the production builds of the shell and this remote (nothing else), against an in-memory
// local-supabase with the seed, signs in as a demo member and loads each page in Chromium with an empty cache.
// It also times the data layer alone (fetchProfile through supabase-js in Node).
import { launchChromium } from '@diva/bench/chromium';
import { loadFresh, restRequests, signedInState } from '@diva/bench/page';
import { median, timeRuns } from '@diva/bench/stats';
import { columns } from '@diva/bench/table';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, signInMember } from '@diva/test-utils/backend';
import { startIsolatedPlatform } from '../../scripts/lib/platform.ts';
import { fetchProfile } from '../src/features/profile/api/get-profile.ts';

const RUNS = 3;
const DATA_RUNS = 20;
const MEMBER = { email: DEMO_ACCOUNTS.member, password: DEMO_PASSWORD };
const OTHER_EMAIL = DEMO_ACCOUNTS.president;
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

const platform = await startIsolatedPlatform(['profile']);
const server = platform.backend;
const browser = await launchChromium();
let exitCode = 0;

try {
  const storageState = await signedInState(browser, platform.shellUrl, MEMBER);
  const viewer = await signInMember(server, MEMBER.email, MEMBER.password);
  const viewerId = viewer.id;
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
      const load = await loadFresh(browser, storageState, `${platform.shellUrl}${pathname}`, {
        // Rendered: the page with its last section (the recent posts) in place.
        ready: (tab) => tab.waitForSelector(`[data-testid="${ready}"] [data-testid="recent-posts"]`, { timeout: 60_000 }),
      });
      row.renderMs.push(load.ms);
      row.profileRequests = load.requests.filter(({ url }) => isProfileRequest(url)).length;
      row.restRequests = restRequests(load.requests);
    }
    const data = await timeRuns(DATA_RUNS, () => fetchProfile({ userId, viewerId }, viewer.client as never), { requestCount: viewer.restRequests });
    row.dataMs = data.ms;
    row.dataRequests = data.requests;
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
  for (const line of columns(header, lines)) console.log(line);
  console.log("\n  (profile requests = reads of the profile, skills, achievements, saved connection, posts and likes; REST requests include the header's and, on the own page, My Events)");

  for (const row of results) {
    if (row.profileRequests > 3 || row.dataRequests > 3) {
      console.error(`  FAIL: the ${row.page} profile took more than 3 requests on ${row.dataset}`);
      exitCode = 1;
    }
  }
} finally {
  await browser.close();
  await platform.stop();
}
process.exit(exitCode);
