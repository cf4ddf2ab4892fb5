// The events area's bench rows for `npm run bench`:
//   1. /app/events with 1,000 events and 100,000 RSVPs: requests and time until its first 50 event rows are rendered
//      (production builds of the shell and this remote, Chromium, fresh cache, in-memory local-supabase with the seed),
//      and the data layer alone (fetchEvents through supabase-js in Node). The same with 2,500 events (and again
//      about 100,000 RSVPs), to show that the count of requests does not grow with the events.
//      Requests are every /rest/v1 request the browser sends from navigation until the rows render, named; the
//      events area's own are told apart from the shell's chrome (profile, notifications, messages).
//   2. 50 members RSVPing at the same moment for the last 5 seats, on PostgreSQL 15 (a throw-away cluster, or the
//      server named by LOCAL_SUPABASE_TEST_PG_URL): exactly 5 attending, the other 45 on the waitlist.
//
//   npm run build && npm run bench -w mfe-events
import { launchChromium } from '@diva/bench/chromium';
import { loadFresh, signedInState } from '@diva/bench/page';
import { median, timeRuns } from '@diva/bench/stats';
import { columns } from '@diva/bench/table';
import { clientFor, DEMO_ACCOUNTS, DEMO_PASSWORD, insertBenchMembers, signInMember } from '@diva/test-utils/backend';
import { RAISED_AUTH_RATE_LIMITS } from 'local-supabase';
import { startDisposableServer, availablePostgres } from 'local-supabase/testing';
import { gzipSync } from 'node:zlib';
import { startIsolatedPlatform } from '../../scripts/lib/platform.ts';
import { fetchEvents } from '../src/features/events/api/get-events.ts';

const RUNS = 3;
const DATA_RUNS = 10;
/** Events on the page, and the bench members who RSVP to every bench event: about 100,000 RSVPs each time. */
const SIZES = [
  { events: 1_000, members: 101 }, // 101 x the 992 bench events (the seed holds 8): just over 100,000 RSVPs
  { events: 2_500, members: 40 },
] as const;
const RACERS = 50;
/** The page renders the first 50 rows of All Events (and 24 Community Events cards); more on "Show more". */
const FIRST_ROWS = 50;
const LAST_SEATS = 5;
const MEMBER = { email: DEMO_ACCOUNTS.member, password: DEMO_PASSWORD };
/** REST paths the events area reads; any other /rest/v1 request during the load is the shell's chrome. */
const EVENTS_AREA = /^\/rest\/v1\/(rpc\/events_page|event_details|event_rsvps|events|diva_presidents|chapter_overview)$/;

let exitCode = 0;

/** Row 1: the events page over `EVENTS` events and about 100,000 RSVPs. */
async function pageRow({ events: EVENTS, members: BENCH_MEMBERS }: (typeof SIZES)[number]): Promise<string[]> {
  const platform = await startIsolatedPlatform(['events']);
  const server = platform.backend;
  const browser = await launchChromium();
  try {
    const seedStarted = Date.now();
    await server.db.transaction(async (tx) => {
      await insertBenchMembers(tx, BENCH_MEMBERS, 'bench');
      // Triggers off for the bulk rows (no realtime capture; the counts are set directly).
      await tx.query("set local session_replication_role = 'replica'");
      await tx.query(
        `insert into public.events (title, description, date, time, location, type, chapter_id, max_attendees, current_attendees, price, created_by, approved, approved_at)
         select 'Bench event ' || n, 'A gathering of the network.', current_date + (n % 300), '18:30', 'Online', 'online',
                case when n % 2 = 0 then 1 + n % 26 end, 150, $2::int, (n % 5) * 10, (select user_id from public.profiles order by user_id limit 1), true, now()
         from generate_series(1, $1::int - (select count(*)::int from public.events)) as n`,
        [EVENTS, BENCH_MEMBERS],
      );
      await tx.query(
        `insert into public.event_rsvps (event_id, user_id, status)
         select e.id, u.id, 'attending' from public.events e, auth.users u
         where e.title like 'Bench event %' and u.email like 'bench-%'`,
      );
    });
    await server.db.query('analyze public.events, public.event_rsvps');
    const seedMs = Date.now() - seedStarted;
    const { rows } = await server.db.query<{ events: number; rsvps: number; approved: number }>(
      `select (select count(*)::int from public.events) as events, (select count(*)::int from public.event_rsvps) as rsvps,
              (select count(*)::int from public.events where approved) as approved`,
    );
    const counts = rows[0]!;

    const storageState = await signedInState(browser, platform.shellUrl, MEMBER);

    const renderMs: number[] = [];
    let areaRequests: string[] = [];
    let shellRequests = 0;
    let pageBytes = 0;
    let pageGzipBytes = 0;
    let rendered = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const load = await loadFresh(browser, storageState, `${platform.shellUrl}/app/events`, {
        watch: (tab) =>
          tab.on('response', (response) => {
            if (new URL(response.url()).pathname === '/rest/v1/rpc/events_page') void response.body().then((body) => {
                pageBytes = body.length;
                pageGzipBytes = gzipSync(body).length; // what a compressing host (hosted Supabase's edge) sends
              }, () => undefined);
          }),
        ready: (tab) =>
          tab.waitForFunction((count) => document.querySelectorAll('[data-testid="event-row"]').length >= count, Math.min(counts.approved, FIRST_ROWS), { timeout: 120_000 }),
        inspect: (tab) => tab.locator('[data-testid="event-row"]').count(),
      });
      const rest = load.requests.map(({ url }) => url.pathname).filter((pathname) => pathname.startsWith('/rest/v1/'));
      renderMs.push(load.ms);
      rendered = load.seen;
      areaRequests = rest.filter((pathname) => EVENTS_AREA.test(pathname)).map((pathname) => pathname.slice('/rest/v1/'.length)).sort();
      shellRequests = rest.length - areaRequests.length;
    }

    const member = await signInMember(server, MEMBER.email, MEMBER.password);
    const data = await timeRuns(DATA_RUNS, () => fetchEvents({ viewerId: member.id }, member.client as never), { requestCount: member.restRequests });
    const dataMs = data.ms;
    const dataRequests = data.requests;
    if (areaRequests.length > 3 || dataRequests > 3) {
      console.error(`  FAIL: the events page took ${areaRequests.length} requests (${areaRequests.join(', ')}; data layer ${dataRequests}); the budget is 3`);
      exitCode = 1;
    }
    console.log(`  (${EVENTS.toLocaleString('en-US')} events: bench events and RSVPs written in ${(seedMs / 1000).toFixed(1)} s)`);
    return [
      `/app/events, ${counts.events.toLocaleString('en-US')} events, ${counts.rsvps.toLocaleString('en-US')} RSVPs`,
      `${rendered} first rows rendered (of ${counts.approved} approved), ${areaRequests.length} events requests (${areaRequests.join(', ')}) + ${shellRequests} the shell's`,
      `${median(renderMs)} ms (${renderMs.join(', ')})`,
      `events_page ${(pageBytes / 1024).toFixed(0)} KiB JSON (${(pageGzipBytes / 1024).toFixed(0)} KiB gzip); data layer ${median(dataMs).toFixed(1)} ms, ${dataRequests} request${dataRequests === 1 ? '' : 's'}`,
    ];
  } finally {
    await browser.close();
    await platform.stop();
  }
}

/** Row 2: 50 simultaneous RSVPs for the last 5 seats on PostgreSQL. */
async function raceRow(): Promise<string[]> {
  const cluster = await availablePostgres();
  if (!cluster) throw new Error('PostgreSQL not found: install PostgreSQL 15 or set LOCAL_SUPABASE_TEST_PG_URL');
  // 50 sign-ups from one address within a second: the bench's own server takes them (hosted Auth would rate-limit).
  const server = await startDisposableServer({ authRateLimits: RAISED_AUTH_RATE_LIMITS }, { postgresAdminUrl: cluster.url, prefix: 'events_bench' });
  try {
    const racers = await Promise.all(
      Array.from({ length: RACERS }, async (_, n) => {
        const client = clientFor(server);
        const { data, error } = await client.auth.signUp({ email: `racer-${n}@example.com`, password: 'password123', options: { data: { display_name: `Racer ${n}` } } });
        if (error || !data.user) throw error ?? new Error('sign-up failed');
        return { client, id: data.user.id };
      }),
    );
    // An approved event whose last 5 seats are free (written by the superuser, a trusted writer).
    const { rows } = await server.db.query<{ id: string }>(
      `insert into public.events (title, date, time, location, type, max_attendees, created_by, approved)
       values ('Last seats', current_date + 7, '18:00', 'Online', 'online', $2, $1, true) returning id`,
      [racers[0]!.id, LAST_SEATS],
    );
    const eventId = rows[0]!.id;

    // Each member asks for a seat; refused as full (23514), she joins the waitlist, as the page's buttons do.
    const started = performance.now();
    const outcomes = await Promise.all(
      racers.map(async ({ client, id }) => {
        const seat = await client.from('event_rsvps').insert({ event_id: eventId, user_id: id, status: 'attending' }).select('status').single();
        if (!seat.error) return seat.data.status as string;
        if (seat.error.code !== '23514') throw seat.error;
        const wait = await client.from('event_rsvps').insert({ event_id: eventId, user_id: id, status: 'waitlisted' }).select('status').single();
        if (wait.error) throw wait.error;
        return wait.data.status as string;
      }),
    );
    const elapsed = performance.now() - started;
    const counted = await server.db.query<{ attending: number; waitlisted: number; current: number }>(
      `select count(*) filter (where status = 'attending')::int as attending, count(*) filter (where status = 'waitlisted')::int as waitlisted,
              (select current_attendees from public.events where id = $1) as current
         from public.event_rsvps where event_id = $1`,
      [eventId],
    );
    const { attending, waitlisted, current } = counted.rows[0]!;
    const told = outcomes.filter((s) => s === 'attending').length;
    if (attending !== LAST_SEATS || waitlisted !== RACERS - LAST_SEATS || current !== LAST_SEATS || told !== LAST_SEATS) {
      console.error(`  FAIL: ${attending} attending (${told} told so), ${waitlisted} waitlisted, count ${current}; expected ${LAST_SEATS} and ${RACERS - LAST_SEATS}`);
      exitCode = 1;
    }
    return [`${RACERS} simultaneous RSVPs, last ${LAST_SEATS} seats (PostgreSQL)`, `${attending} attending, ${waitlisted} waitlisted`, `${elapsed.toFixed(0)} ms for all`, `count ${current} of ${LAST_SEATS}`];
  } finally {
    await server.stop();
    cluster.stop();
  }
}

try {
  const lines: string[][] = [];
  for (const size of SIZES) lines.push(await pageRow(size));
  lines.push(await raceRow());
  console.log('\nChapters and Events: /app/events until its first 50 event rows are rendered (production build, Chromium, fresh cache), median of 3; RSVP race on PostgreSQL 15\n');
  const header = ['case', 'result', 'time', 'notes'];
  for (const line of columns(header, lines)) console.log(line);
} catch (error) {
  console.error(error);
  exitCode = 1;
}
process.exit(exitCode);
