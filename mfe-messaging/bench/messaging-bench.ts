// The messaging area's bench rows for `npm run bench` (issue 15):
//   1. the conversation list with 200 conversations of 1,000 messages each: requests and time to render;
//   2. send-to-seen latency between two browsers, p50/p95 (aim: p95 <= 150 ms on localhost).
//
//   npm run build && npm run bench -w mfe-messaging
//
// It serves the production builds of the shell and this remote against an in-memory local-supabase with the
// seed, in Chromium with an empty cache, and times the data layer alone (listConversations in Node).
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { CHROMIUM_ARGS, CHROMIUM_INSTALL_HINT, CHROMIUM_PATH, chromiumAvailable } from '@diva/bench/chromium';
import { appDist } from '../../scripts/lib/platform.ts';
import { serveStatic, type RunningSite } from '../../scripts/lib/static-server.ts';
import { listConversations } from '../src/features/conversations/api/list-conversations.ts';

// MESSAGING_BENCH_QUICK=1: 5 conversations of 10 messages (a quick check of the bench itself).
const QUICK = process.env.MESSAGING_BENCH_QUICK === '1';
const CONVERSATIONS = QUICK ? 5 : 200;
const MESSAGES_EACH = QUICK ? 10 : 1000;
const RUNS = 3;
const DATA_RUNS = 10;
const SENDS = 20;
const SEND_PAUSE_MS = 800;
const PASSWORD = 'Bench-pass-123';

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

const median = (values: number[]) => (values.length ? [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]! : Number.NaN);
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)]!;

if (!chromiumAvailable()) {
  console.error(CHROMIUM_INSTALL_HINT);
  process.exit(1);
}
for (const app of ['shell', 'messaging'] as const) {
  if (!existsSync(path.join(appDist(app), app === 'shell' ? 'index.html' : 'mf-manifest.json'))) {
    console.error(`The ${app} is not built: run \`npm run build\` first.`);
    process.exit(1);
  }
}

const { startLocalSupabase } = (await import(LOCAL_SUPABASE)) as { startLocalSupabase(o: object): Promise<LocalSupabase> };
const server = await startLocalSupabase({ port: 0, db: 'memory', seed: true, log: false });
const sites: RunningSite[] = [];
const tmp = await mkdtemp(path.join(os.tmpdir(), 'messaging-bench-'));
let browser: Browser | undefined;
let exitCode = 0;

async function member(name: string): Promise<{ email: string; id: string; client: SupabaseClient }> {
  const email = `bench-${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now().toString(36)}@example.com`;
  const client = createClient(server.url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
  const { data, error } = await client.auth.signUp({ email, password: PASSWORD, options: { data: { display_name: name } } });
  if (error) throw error;
  if (!data.session) await client.auth.signInWithPassword({ email, password: PASSWORD });
  return { email, id: data.user!.id, client };
}

async function signedInPage(shellUrl: string, email: string): Promise<{ page: Page; storageState: Awaited<ReturnType<BrowserContext['storageState']>> }> {
  const context = await browser!.newContext();
  const page = await context.newPage();
  await page.goto(`${shellUrl}/auth`);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(/\/app\/who$/);
  return { page, storageState: await context.storageState() };
}

try {
  const messaging = await serveStatic({ dir: appDist('messaging'), port: 0, cors: true });
  sites.push(messaging);
  const configFile = path.join(tmp, 'config.json');
  await writeFile(
    configFile,
    JSON.stringify({ supabaseUrl: server.url, supabaseAnonKey: server.anonKey, remotes: { messaging: `${messaging.url}/mf-manifest.json` } }),
  );
  const shell = await serveStatic({ dir: appDist('shell'), port: 0, spa: true, configFile });
  sites.push(shell);
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

  const ada = await member('Ada Bench');
  const bea = await member('Bea Bench');

  // 200 members, each with a conversation with Ada of 1,000 messages (both directions, a tenth unread),
  // written in one transaction with triggers off (no notifications or realtime capture).
  const seedStarted = Date.now();
  await server.db.query(
    `insert into auth.users (id, email, raw_user_meta_data)
     select gen_random_uuid(), 'bench-other-' || n || '@example.com', jsonb_build_object('display_name', 'Bench Member ' || n)
     from generate_series(1, $1::int) as n`,
    [CONVERSATIONS],
  );
  await server.db.transaction(async (tx) => {
    await tx.query("set local session_replication_role = 'replica'");
    await tx.query(
      `insert into public.conversations (participant_1, participant_2, last_message_at, updated_at)
       select $1, p.user_id, now() - row_number() over (order by p.user_id) * interval '1 minute', now()
       from public.profiles p where p.display_name like 'Bench Member %'`,
      [ada.id],
    );
    await tx.query(
      `insert into public.messages (conversation_id, sender_id, content, created_at)
       select c.id, case when m % 2 = 0 then c.participant_2 else c.participant_1 end,
              'Bench message ' || m || ' about the quarterly plan', c.last_message_at - (1000 - m) * interval '1 second'
       from public.conversations c, generate_series(1, $2::int) as m
       where c.participant_1 = $1`,
      [ada.id, MESSAGES_EACH],
    );
    await tx.query(
      `insert into public.conversation_reads (conversation_id, user_id, last_read_at)
       select c.id, $1, c.last_message_at - interval '100 seconds' from public.conversations c where c.participant_1 = $1`,
      [ada.id],
    );
  });
  await server.db.query('analyze public.conversations, public.messages, public.conversation_reads');
  const seedMs = Date.now() - seedStarted;
  const { rows: counts } = await server.db.query<{ n: number }>('select count(*)::int as n from public.messages');

  // Row 1: the list.
  const { page: signIn, storageState } = await signedInPage(shell.url, ada.email);
  await signIn.context().close();
  const renderMs: number[] = [];
  let listRequests = 0;
  let restRequests = 0;
  let rendered = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({ storageState });
    const tab = await context.newPage();
    let done = false;
    listRequests = 0;
    restRequests = 0;
    tab.on('request', (request) => {
      if (done) return;
      const url = new URL(request.url());
      if (url.pathname.startsWith('/rest/v1/')) restRequests += 1;
      if (url.pathname === '/rest/v1/rpc/list_conversations') listRequests += 1;
    });
    const started = Date.now();
    await tab.goto(`${shell.url}/app/messages`);
    await tab.waitForFunction((count) => document.querySelectorAll('[data-testid="conversation-row"]').length >= count, CONVERSATIONS, { timeout: 60_000 });
    renderMs.push(Date.now() - started);
    done = true;
    rendered = await tab.getByTestId('conversation-row').count();
    await context.close();
  }
  const dataMs: number[] = [];
  let dataRequests = 0;
  for (let run = 0; run < DATA_RUNS; run += 1) {
    let requests = 0;
    const counting = createClient(server.url, server.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
      global: { fetch: (input, init) => ((requests += 1), fetch(input, init)) },
    });
    await counting.auth.signInWithPassword({ email: ada.email, password: PASSWORD });
    requests = 0;
    const started = performance.now();
    const list = await listConversations({}, counting as never);
    dataMs.push(performance.now() - started);
    dataRequests = requests;
    if (list.length < CONVERSATIONS) throw new Error(`listConversations gave ${list.length} rows`);
  }

  // Row 2: send-to-seen between two browsers, both with the thread open.
  const { data: conversation } = await ada.client.rpc('get_or_create_conversation', { other_user_id: bea.id });
  const latencies: number[] = [];
  // Where the time goes: when Ada's insert is answered, when the message reaches Bea's browser, when she asks to
  // mark read, when that is answered, when her read point reaches Ada's browser; all from the Enter key.
  const marks: Record<'inserted' | 'messageDelivered' | 'markRequested' | 'markAnswered' | 'receiptSent' | 'receiptDelivered' | 'readDelivered', number[]> = {
    inserted: [],
    receiptSent: [],
    receiptDelivered: [],
    messageDelivered: [],
    markRequested: [],
    markAnswered: [],
    readDelivered: [],
  };
  let sendStarted = 0;
  let counting = false;
  // The first realtime frame of each kind per send: the message reaching Bea's browser, her read point reaching Ada's.
  const firstFrame = (tab: Page, kind: 'messageDelivered' | 'readDelivered', table: string) =>
    tab.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        const text = String(payload);
        if (!counting || !text.includes('postgres_changes') || !text.includes(`"table":"${table}"`)) return;
        if (marks[kind].length < latencies.length + 1) marks[kind].push(performance.now() - sendStarted);
      }),
    );
  const adaTab = (await signedInPage(shell.url, ada.email)).page;
  const beaTab = (await signedInPage(shell.url, bea.email)).page;
  firstFrame(beaTab, 'messageDelivered', 'messages');
  firstFrame(adaTab, 'readDelivered', 'conversation_reads');
  // The read receipt on the conversation's topic: sent by Bea's browser, received by Ada's.
  const receiptFrame = (tab: Page, kind: 'receiptSent' | 'receiptDelivered') =>
    tab.on('websocket', (socket) => {
      const onFrame = ({ payload }: { payload: string | Buffer }) => {
        const text = String(payload);
        // supabase-js sends broadcasts as binary frames; the receipt's payload names last_read_at (the read point's change does too).
        if (!counting || !text.includes('last_read_at') || text.includes('postgres_changes')) return;
        if (marks[kind].length < latencies.length + 1) marks[kind].push(performance.now() - sendStarted);
      };
      if (kind === 'receiptSent') socket.on('framesent', onFrame);
      else socket.on('framereceived', onFrame);
    });
  receiptFrame(beaTab, 'receiptSent');
  receiptFrame(adaTab, 'receiptDelivered');
  for (const tab of [adaTab, beaTab]) {
    await tab.goto(`${shell.url}/app/messages/${conversation.id}`);
    await tab.getByRole('textbox', { name: 'Message' }).waitFor();
  }
  adaTab.on('response', (response) => {
    if (counting && response.request().method() === 'POST' && response.url().includes('/rest/v1/messages')) marks.inserted.push(performance.now() - sendStarted);
  });
  beaTab.on('request', (request) => {
    if (counting && request.url().includes('/rpc/mark_conversation_read')) marks.markRequested.push(performance.now() - sendStarted);
  });
  beaTab.on('response', (response) => {
    if (counting && response.url().includes('/rpc/mark_conversation_read')) marks.markAnswered.push(performance.now() - sendStarted);
  });
  const input = adaTab.getByRole('textbox', { name: 'Message' });
  for (let send = 0; send <= SENDS; send += 1) {
    const text = `Seen check ${send}`;
    // A pause between sends, as in a conversation: the previous send's 500 ms list refreshes are over.
    await adaTab.waitForTimeout(SEND_PAUSE_MS);
    await input.fill(text);
    const started = performance.now();
    sendStarted = started;
    counting = send > 0;
    await input.press('Enter');
    await adaTab.waitForFunction(
      (expected) => {
        const bubbles = document.querySelectorAll('[data-testid="message"]');
        const last = bubbles[bubbles.length - 1];
        return last?.querySelector('[data-testid="message-content"]')?.textContent === expected && last.querySelector('[data-testid="seen"]') !== null;
      },
      text,
      { polling: 'raf', timeout: 10_000 },
    ).catch(async (error: unknown) => {
      const state = async (tab: Page) =>
        tab.evaluate(() => [...document.querySelectorAll('[data-testid="message"]')].slice(-3).map((node) => node.textContent).join(' | '));
      console.error(`send ${send}: Ada sees ${await state(adaTab)}; Bea sees ${await state(beaTab)}`);
      throw error;
    });
    // The first send warms up the channel and the code paths; it is not counted.
    if (send > 0) latencies.push(performance.now() - started);
  }

  // The same breakdown for the slowest sends (where a p95 comes from).
  const slowest = (count: number) =>
    latencies
      .map((ms, index) => ({ ms, index }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, count)
      .map(({ ms, index }) => {
        const at = (list: number[]) => (list[index] === undefined ? '?' : list[index]!.toFixed(0));
        return `${ms.toFixed(0)} ms (${at(marks.inserted)}/${at(marks.messageDelivered)}/${at(marks.markRequested)}/${at(marks.markAnswered)}/${at(marks.receiptSent)}/${at(marks.receiptDelivered)}/${at(marks.readDelivered)})`;
      })
      .join(', ');
  console.log('\nMessages: /app/messages with many conversations (production build, Chromium, fresh cache, localhost)');
  console.log(`  ${CONVERSATIONS} conversations x ${MESSAGES_EACH.toLocaleString('en-US')} messages (${counts[0]!.n.toLocaleString('en-US')} in the database, seeded in ${(seedMs / 1000).toFixed(1)} s)\n`);
  const rows = [
    ['conversation list: list requests', String(listRequests)],
    ['conversation list: REST requests of the page', `${restRequests} (the header's included)`],
    ['conversation list: rows rendered', String(rendered)],
    ['conversation list: navigation to rendered', `${median(renderMs)} ms median of ${RUNS} (${renderMs.join(', ')} ms)`],
    ['conversation list: data layer alone', `${median(dataMs).toFixed(1)} ms median of ${DATA_RUNS}, ${dataRequests} request(s)`],
    ['send to Seen, two browsers', `p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms (${SENDS} sends ${SEND_PAUSE_MS} ms apart; aim p95 <= 150 ms)`],
    [
      'send to Seen: where the time goes (medians)',
      `insert answered ${median(marks.inserted).toFixed(0)} ms, message reaches Bea ${median(marks.messageDelivered).toFixed(0)} ms, she asks to mark read ${median(marks.markRequested).toFixed(0)} ms, answered ${median(marks.markAnswered).toFixed(0)} ms, receipt sent ${median(marks.receiptSent).toFixed(0)} ms, reaches Ada ${median(marks.receiptDelivered).toFixed(0)} ms, read point reaches Ada ${median(marks.readDelivered).toFixed(0)} ms, Seen shown ${median(latencies).toFixed(0)} ms`,
    ],
    ['send to Seen: the slowest sends', slowest(3)],
  ];
  const width = Math.max(...rows.map(([label]) => label!.length));
  for (const [label, value] of rows) console.log(`  ${label!.padEnd(width)}  ${value}`);

  if (listRequests > 2 || dataRequests > 2) {
    console.error('  FAIL: the conversation list took more than 2 requests');
    exitCode = 1;
  }
  if (rendered < CONVERSATIONS) {
    console.error(`  FAIL: only ${rendered} conversations rendered`);
    exitCode = 1;
  }
} finally {
  await browser?.close();
  await Promise.all(sites.map((site) => site.close()));
  await server.stop();
  await rm(tmp, { recursive: true, force: true });
}
process.exit(exitCode);
