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
import { chromium, type Browser } from '@playwright/test';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import WebSocket from 'ws';
import { CHROMIUM_ARGS, CHROMIUM_INSTALL_HINT, CHROMIUM_PATH, chromiumAvailable } from '@diva/bench/chromium';
import { appDist } from '../../scripts/lib/platform.ts';
import { serveStatic, type RunningSite } from '../../scripts/lib/static-server.ts';
import { fetchEvents } from '../src/features/events/api/get-events.ts';
import { postgresCluster } from './pg-cluster.ts';

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
const MEMBER = { email: 'maya@example.com', password: 'DivaDemo2024!' };
/** REST paths the events area reads; any other /rest/v1 request during the load is the shell's chrome. */
const EVENTS_AREA = /^\/rest\/v1\/(rpc\/events_page|event_details|event_rsvps|events|diva_presidents|chapter_overview)$/;

interface LocalSupabase {
  url: string;
  anonKey: string;
  db: { query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>; transaction<T>(fn: (tx: { query(sql: string, params?: unknown[]): Promise<unknown> }) => Promise<T>): Promise<T> };
  stop(): Promise<void>;
}
interface LocalSupabaseModule {
  startLocalSupabase(o: object): Promise<LocalSupabase>;
}
// Through variables, so type-checking this file does not type-check local-supabase's sources too.
const LOCAL_SUPABASE = 'local-supabase';
const LOCAL_SUPABASE_TESTING = 'local-supabase/testing';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const clientFor = (server: LocalSupabase, onRest: () => void = () => undefined): SupabaseClient =>
  createClient(server.url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
    global: { fetch: (input, init) => (String(input).includes('/rest/v1/') && onRest(), fetch(input, init)) },
  });

if (!chromiumAvailable()) {
  console.error(CHROMIUM_INSTALL_HINT);
  process.exit(1);
}
for (const app of ['shell', 'events'] as const) {
  if (!existsSync(path.join(appDist(app), app === 'shell' ? 'index.html' : 'mf-manifest.json'))) {
    console.error(`The ${app} is not built: run \`npm run build\` first.`);
    process.exit(1);
  }
}

const { startLocalSupabase } = (await import(LOCAL_SUPABASE)) as LocalSupabaseModule;
let exitCode = 0;

/** Row 1: the events page over `EVENTS` events and about 100,000 RSVPs. */
async function pageRow({ events: EVENTS, members: BENCH_MEMBERS }: (typeof SIZES)[number]): Promise<string[]> {
  const server = await startLocalSupabase({ port: 0, db: 'memory', seed: true, log: false });
  const sites: RunningSite[] = [];
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'events-bench-'));
  let browser: Browser | undefined;
  try {
    const seedStarted = Date.now();
    await server.db.transaction(async (tx) => {
      await tx.query(
        `insert into auth.users (id, email, raw_user_meta_data)
         select gen_random_uuid(), 'bench-' || n || '@example.com', jsonb_build_object('display_name', 'Bench Member ' || n)
         from generate_series(1, $1::int) as n`,
        [BENCH_MEMBERS],
      );
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

    const events = await serveStatic({ dir: appDist('events'), port: 0, cors: true });
    sites.push(events);
    const configFile = path.join(tmp, 'config.json');
    await writeFile(configFile, JSON.stringify({ supabaseUrl: server.url, supabaseAnonKey: server.anonKey, remotes: { events: `${events.url}/mf-manifest.json` } }));
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

    const renderMs: number[] = [];
    let areaRequests: string[] = [];
    let shellRequests = 0;
    let pageBytes = 0;
    let pageGzipBytes = 0;
    let rendered = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({ storageState });
      const tab = await context.newPage();
      let done = false;
      const area: string[] = [];
      let chrome = 0;
      tab.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (done || !pathname.startsWith('/rest/v1/')) return;
        if (EVENTS_AREA.test(pathname)) area.push(pathname.slice('/rest/v1/'.length));
        else chrome += 1;
      });
      tab.on('response', (response) => {
        if (new URL(response.url()).pathname === '/rest/v1/rpc/events_page') void response.body().then((body) => {
            pageBytes = body.length;
            pageGzipBytes = gzipSync(body).length; // what a compressing host (hosted Supabase's edge) sends
          }, () => undefined);
      });
      const started = Date.now();
      await tab.goto(`${shell.url}/app/events`);
      await tab.waitForFunction((count) => document.querySelectorAll('[data-testid="event-row"]').length >= count, Math.min(counts.approved, FIRST_ROWS), { timeout: 120_000 });
      renderMs.push(Date.now() - started);
      done = true;
      rendered = await tab.locator('[data-testid="event-row"]').count();
      areaRequests = area.sort();
      shellRequests = chrome;
      await context.close();
    }

    let rest = 0;
    const client = clientFor(server, () => (rest += 1));
    const { data: session, error } = await client.auth.signInWithPassword(MEMBER);
    if (error) throw error;
    const dataMs: number[] = [];
    let dataRequests = 0;
    for (let run = 0; run < DATA_RUNS; run += 1) {
      const before = rest;
      const started = performance.now();
      await fetchEvents({ viewerId: session.user.id }, client as never);
      dataMs.push(performance.now() - started);
      dataRequests = rest - before;
    }
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
    await browser?.close();
    await Promise.all(sites.map((site) => site.close()));
    await server.stop();
    await rm(tmp, { recursive: true, force: true });
  }
}

/** Row 2: 50 simultaneous RSVPs for the last 5 seats on PostgreSQL. */
async function raceRow(): Promise<string[]> {
  const cluster = await postgresCluster();
  const { createScratchDatabase } = (await import(LOCAL_SUPABASE_TESTING)) as { createScratchDatabase(url: string, prefix?: string): Promise<{ url: string; drop(): Promise<void> }> };
  const scratch = await createScratchDatabase(cluster.url, 'events_bench');
  // 50 sign-ups from one address within a second: the bench's own server takes them (hosted Auth would rate-limit).
  const authRateLimits = { signInSignUps: 100_000, tokenVerifications: 100_000, tokenRefresh: 100_000, otp: 100_000 };
  const server = await startLocalSupabase({ port: 0, db: 'memory', databaseUrl: scratch.url, seed: false, log: false, authRateLimits });
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
    await scratch.drop();
    cluster.stop();
  }
}

try {
  const lines: string[][] = [];
  for (const size of SIZES) lines.push(await pageRow(size));
  lines.push(await raceRow());
  console.log('\nChapters and Events: /app/events until its first 50 event rows are rendered (production build, Chromium, fresh cache), median of 3; RSVP race on PostgreSQL 15\n');
  const header = ['case', 'result', 'time', 'notes'];
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  const format = (cells: string[]) => `  ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ')}`;
  console.log(format(header));
  for (const line of lines) console.log(format(line));
} catch (error) {
  console.error(error);
  exitCode = 1;
}
process.exit(exitCode);
