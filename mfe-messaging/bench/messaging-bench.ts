// The messaging area's bench rows for `npm run bench`:
//   1. the conversation list with 200 conversations of 1,000 messages each: requests and time to render;
//   2. send-to-seen latency between two browsers, p50/p95 (aim: p95 <= 150 ms on localhost).
//
//   npm run build && npm run bench -w mfe-messaging
//
// It serves the production builds of the shell and this remote against an in-memory local-supabase with the
// seed, in Chromium with an empty cache, and times the data layer alone (listConversations in Node).
import { launchChromium } from '@diva/bench/chromium';
import { loadFresh, restRequests, signInPage, signedInState } from '@diva/bench/page';
import { median, percentile, timeRuns } from '@diva/bench/stats';
import { labelled } from '@diva/bench/table';
import { insertBenchMembers, signInMember, signUpMember } from '@diva/test-utils/backend';
import type { Page } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startIsolatedPlatform } from '../../scripts/lib/platform.ts';
import { listConversations } from '../src/features/conversations/api/list-conversations.ts';

// MESSAGING_BENCH_QUICK=1: 5 conversations of 10 messages (a quick check of the bench itself).
const QUICK = process.env.MESSAGING_BENCH_QUICK === '1';
const CONVERSATIONS = QUICK ? 5 : 200;
const MESSAGES_EACH = QUICK ? 10 : 1000;
const RUNS = 3;
const DATA_RUNS = 10;
const SENDS = 20;
const SEND_PAUSE_MS = 800;

const platform = await startIsolatedPlatform(['messaging']);
const server = platform.backend;
const browser = await launchChromium();
let exitCode = 0;

try {
  const ada = await signUpMember(server, 'Ada Bench');
  const bea = await signUpMember(server, 'Bea Bench');

  // 200 members, each with a conversation with Ada of 1,000 messages (both directions, a tenth unread),
  // written in one transaction with triggers off (no notifications or realtime capture).
  const seedStarted = Date.now();
  await insertBenchMembers(server.db, CONVERSATIONS, 'bench-other');
  await server.db.transaction(async (tx) => {
    await tx.query("set local session_replication_role = 'replica'");
    // has_messages is set by a trigger on the messages, which are written with triggers off here.
    await tx.query(
      `insert into public.conversations (participant_1, participant_2, last_message_at, updated_at, has_messages)
       select $1, p.user_id, now() - row_number() over (order by p.user_id) * interval '1 minute', now(), true
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
  const storageState = await signedInState(browser, platform.shellUrl, ada);
  const renderMs: number[] = [];
  let listRequests = 0;
  let pageRestRequests = 0;
  let rendered = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const load = await loadFresh(browser, storageState, `${platform.shellUrl}/app/messages`, {
      ready: (tab) =>
        tab.waitForFunction((count) => document.querySelectorAll('[data-testid="conversation-row"]').length >= count, CONVERSATIONS, { timeout: 60_000 }),
      inspect: (tab) => tab.getByTestId('conversation-row').count(),
    });
    renderMs.push(load.ms);
    listRequests = load.requests.filter(({ url }) => url.pathname === '/rest/v1/rpc/list_conversations').length;
    pageRestRequests = restRequests(load.requests);
    rendered = load.seen;
  }
  // Each run from a client of its own, signed in afresh (nothing cached in the client between runs).
  const dataMs: number[] = [];
  let dataRequests = 0;
  for (let run = 0; run < DATA_RUNS; run += 1) {
    const reader = await signInMember(server, ada.email, ada.password);
    let list: unknown[] = [];
    const timed = await timeRuns(1, async () => (list = await listConversations({}, reader.client as never)), { requestCount: reader.restRequests });
    dataMs.push(...timed.ms);
    dataRequests = timed.requests;
    if (list.length < CONVERSATIONS) throw new Error(`listConversations gave ${list.length} rows`);
  }

  // Row 2: send-to-seen between two browsers, both with the thread open.
  const { data: conversation, error } = await ada.client.rpc('get_or_create_conversation', { other_user_id: bea.id });
  if (error || !conversation) throw error ?? new Error('no conversation');
  // Bea opens it too (a conversation without messages is seen only by those who opened it).
  const { error: opened } = await bea.client.rpc('get_or_create_conversation', { other_user_id: ada.id });
  if (opened) throw opened;
  const latencies: number[] = [];
  // Where the time goes: when Ada's insert is answered, when the message reaches Bea's browser, when she asks to
  // mark read, when that is answered, when her read point reaches Ada's browser; all from the Enter key.
  const marks: Record<'insertSent' | 'inserted' | 'messageDelivered' | 'markRequested' | 'markAnswered' | 'receiptSent' | 'receiptDelivered' | 'readDelivered', number[]> = {
    insertSent: [],
    inserted: [],
    receiptSent: [],
    receiptDelivered: [],
    messageDelivered: [],
    markRequested: [],
    markAnswered: [],
    readDelivered: [],
  };
  const insertServerMs: number[] = [];
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
  const adaTab = await signInPage(browser, platform.shellUrl, ada);
  const beaTab = await signInPage(browser, platform.shellUrl, bea);
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
  // The same points in the pages' own clock (epoch ms from performance.timeOrigin): without Playwright's
  // round trips to report them, and with what ran on the page's main thread in between.
  // (As source: tsx's transform names functions with a helper the page does not have.)
  for (const tab of [adaTab, beaTab]) await tab.addInitScript({ content: `var __name = (f) => f; (${pageTimeline.toString()})();` });
  for (const tab of [adaTab, beaTab]) {
    await tab.goto(`${platform.shellUrl}/app/messages/${conversation.id}`);
    await tab.getByRole('textbox', { name: 'Message' }).waitFor();
  }
  adaTab.on('request', (request) => {
    if (counting && request.method() === 'POST' && request.url().includes('/rest/v1/messages')) marks.insertSent.push(performance.now() - sendStarted);
  });
  adaTab.on('response', (response) => {
    if (counting && response.request().method() === 'POST' && response.url().includes('/rest/v1/messages')) {
      marks.inserted.push(performance.now() - sendStarted);
      const timing = response.request().timing(); // the server's part: from the request's start to the answer's first byte
      insertServerMs.push(timing.responseStart - timing.requestStart);
    }
  });
  beaTab.on('request', (request) => {
    if (counting && request.url().includes('/rpc/mark_conversation_read')) marks.markRequested.push(performance.now() - sendStarted);
  });
  beaTab.on('response', (response) => {
    if (counting && response.url().includes('/rpc/mark_conversation_read')) marks.markAnswered.push(performance.now() - sendStarted);
  });
  // MESSAGING_BENCH_PROFILE=<dir>: CPU profiles of both pages over the counted sends (.cpuprofile, DevTools).
  const profileDir = process.env.MESSAGING_BENCH_PROFILE;
  const profilers = profileDir ? await Promise.all([adaTab, beaTab].map((tab) => tab.context().newCDPSession(tab))) : [];
  for (const cdp of profilers) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  }
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
    if (send === 0) for (const tab of [adaTab, beaTab]) await tab.evaluate(() => (window as unknown as { __timeline: PageTimeline }).__timeline.reset());
    if (send === 0) for (const cdp of profilers) await cdp.send('Profiler.start');
    // MESSAGING_BENCH_TRACE=<file>: a Chromium timeline trace of Ada's page over the counted sends (tasks, style, layout, paint).
    if (send === 0 && process.env.MESSAGING_BENCH_TRACE) await browser.startTracing(adaTab, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'] });
  }
  if (process.env.MESSAGING_BENCH_TRACE) writeFileSync(process.env.MESSAGING_BENCH_TRACE, await browser.stopTracing());
  for (const [i, cdp] of profilers.entries()) {
    const { profile } = await cdp.send('Profiler.stop');
    mkdirSync(profileDir!, { recursive: true });
    writeFileSync(path.join(profileDir!, `${i === 0 ? 'ada' : 'bea'}.cpuprofile`), JSON.stringify(profile));
  }
  const inPage = inPageBreakdown(
    await adaTab.evaluate(() => (window as unknown as { __timeline: PageTimeline }).__timeline.take()),
    await beaTab.evaluate(() => (window as unknown as { __timeline: PageTimeline }).__timeline.take()),
  );

  // The same breakdown for the slowest sends (where a p95 comes from).
  const slowest = (count: number) =>
    latencies
      .map((ms, index) => ({ ms, index }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, count)
      .map(({ ms, index }) => {
        const at = (list: number[]) => (list[index] === undefined ? '?' : list[index]!.toFixed(0));
        return `${ms.toFixed(0)} ms (${at(marks.insertSent)}/${at(marks.inserted)}/${at(marks.messageDelivered)}/${at(marks.markRequested)}/${at(marks.markAnswered)}/${at(marks.receiptSent)}/${at(marks.receiptDelivered)}/${at(marks.readDelivered)})`;
      })
      .join(', ');
  console.log('\nMessages: /app/messages with many conversations (production build, Chromium, fresh cache, localhost)');
  console.log(`  ${CONVERSATIONS} conversations x ${MESSAGES_EACH.toLocaleString('en-US')} messages (${counts[0]!.n.toLocaleString('en-US')} in the database, seeded in ${(seedMs / 1000).toFixed(1)} s)\n`);
  const rows: [string, string][] = [
    ['conversation list: list requests', String(listRequests)],
    ['conversation list: REST requests of the page', `${pageRestRequests} (the header's included)`],
    ['conversation list: rows rendered', String(rendered)],
    ['conversation list: navigation to rendered', `${median(renderMs)} ms median of ${RUNS} (${renderMs.join(', ')} ms)`],
    ['conversation list: data layer alone', `${median(dataMs).toFixed(1)} ms median of ${DATA_RUNS}, ${dataRequests} request(s)`],
    ['send to Seen, two browsers', `p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms (${SENDS} sends ${SEND_PAUSE_MS} ms apart; aim p95 <= 150 ms)`],
    [
      'send to Seen: where the time goes (medians)',
      `insert sent ${median(marks.insertSent).toFixed(0)} ms, answered ${median(marks.inserted).toFixed(0)} ms (${median(insertServerMs).toFixed(0)} ms of it in the server), message reaches Bea ${median(marks.messageDelivered).toFixed(0)} ms, she asks to mark read ${median(marks.markRequested).toFixed(0)} ms, answered ${median(marks.markAnswered).toFixed(0)} ms, receipt sent ${median(marks.receiptSent).toFixed(0)} ms, reaches Ada ${median(marks.receiptDelivered).toFixed(0)} ms, read point reaches Ada ${median(marks.readDelivered).toFixed(0)} ms, Seen shown ${median(latencies).toFixed(0)} ms`,
    ],
    ['send to Seen: the slowest sends', slowest(3)],
    ['send to Seen: in the pages (medians)', inPage],
  ];
  for (const line of labelled(rows)) console.log(line);

  if (listRequests > 2 || dataRequests > 2) {
    console.error('  FAIL: the conversation list took more than 2 requests');
    exitCode = 1;
  }
  if (rendered < CONVERSATIONS) {
    console.error(`  FAIL: only ${rendered} conversations rendered`);
    exitCode = 1;
  }
} finally {
  await browser.close();
  await platform.stop();
}
process.exit(exitCode);

interface PageTimeline {
  /** Enter pressed (the keydown's own time stamp) and how long its handlers ran. */
  keys: { at: number; ran: number }[];
  /** fetch() called for the REST API: method and path. */
  fetches: { at: number; what: string }[];
  /** Resource timings of the REST requests: started and answered (cross-origin: no first byte without Timing-Allow-Origin). */
  resources: { what: string; start: number; end: number }[];
  /** Realtime frames received: postgres_changes naming a table, or a binary (broadcast) frame. */
  frames: { at: number; what: string }[];
  /** 'Seen' added to the page. */
  seen: number[];
  /** Long tasks (over 50 ms) of the page's main thread. */
  longTasks: { at: number; ms: number }[];
  reset(): void;
  take(): Omit<PageTimeline, 'reset' | 'take'>;
}

/** Runs in each page before its scripts (addInitScript): records the send-to-Seen points in the page's clock. */
function pageTimeline() {
  const now = () => performance.timeOrigin + performance.now();
  const fresh = () => ({ keys: [], fetches: [], frames: [], seen: [], longTasks: [], resources: [] });
  let t: Omit<PageTimeline, 'reset' | 'take'> = fresh();
  performance.setResourceTimingBufferSize(100_000);
  const rest = (url: string) => url.replace(/^.*\/rest\/v1/, '').split('?')[0]!;
  const timeline = {
    reset: () => {
      t = fresh();
      performance.clearResourceTimings();
    },
    take: () => ({
      ...t,
      resources: performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/rest/v1/'))
        .map((e) => {
          const r = e as PerformanceResourceTiming;
          return { what: rest(r.name), start: performance.timeOrigin + r.startTime, end: performance.timeOrigin + r.responseEnd };
        }),
    }),
  };
  Object.assign(window, { __timeline: timeline });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.name === 'keydown' && (e as PerformanceEventTiming).processingStart) {
        const ev = e as PerformanceEventTiming;
        t.keys.push({ at: performance.timeOrigin + ev.startTime, ran: ev.processingEnd - ev.processingStart });
      }
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) t.longTasks.push({ at: performance.timeOrigin + e.startTime, ms: e.duration });
  }).observe({ type: 'longtask' });
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Enter') t.keys.push({ at: performance.timeOrigin + e.timeStamp, ran: -1 });
  }, true);
  const realFetch = window.fetch;
  window.fetch = function (this: Window, input: RequestInfo | URL, init?: RequestInit) {
    const url = input instanceof Request ? input.url : String(input);
    if (url.includes('/rest/v1/')) t.fetches.push({ at: now(), what: `${init?.method ?? 'GET'} ${rest(url)}` });
    return realFetch.call(this, input, init);
  } as typeof fetch;
  const RealSocket = window.WebSocket;
  window.WebSocket = class extends RealSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      this.addEventListener('message', (e: MessageEvent) => {
        const at = now();
        if (typeof e.data !== 'string') t.frames.push({ at, what: 'binary' });
        else if (e.data.includes('broadcast') && e.data.includes('last_read_at')) t.frames.push({ at, what: 'receipt' });
        else if (e.data.includes('postgres_changes')) t.frames.push({ at, what: /"table":"(\w+)"/.exec(e.data)?.[1] ?? '?' });
      });
    }
  };
  new MutationObserver((records) => {
    for (const r of records) {
      for (const node of r.addedNodes) {
        if (node instanceof Element && (node.matches('[data-testid="seen"]') || node.querySelector('[data-testid="seen"]'))) {
          t.seen.push(now());
          return;
        }
      }
    }
  }).observe(document, { childList: true, subtree: true });
}

/**
 * Per send, from Ada's Enter (keydown time stamp), in the pages' clocks: Ada's fetch() of the insert, its
 * answer, the message's frame at Bea, Bea's fetch() of mark-read, its answer, the read point's
 * frame and the receipt's binary frame at Ada, and 'Seen' in Ada's page. Medians over the sends.
 */
function inPageBreakdown(ada: Omit<PageTimeline, 'reset' | 'take'>, bea: Omit<PageTimeline, 'reset' | 'take'>): string {
  const enters = ada.keys.filter((k) => k.ran < 0).map((k) => k.at);
  const after = <T>(list: T[], at: (x: T) => number, from: number, to: number, pick: (x: T) => boolean = () => true) =>
    list.filter((x) => pick(x) && at(x) >= from && at(x) < to).map(at)[0];
  const steps: Record<string, number[]> = {};
  const add = (k: string, v: number | undefined, from: number) => v !== undefined && (steps[k] ??= []).push(v - from);
  enters.forEach((enter, i) => {
    const next = enters[i + 1] ?? Infinity;
    add('insert fetch()', after(ada.fetches, (f) => f.at, enter, next, (f) => f.what === 'POST /messages'), enter);
    const insert = ada.resources.find((r) => r.what === '/messages' && r.start >= enter && r.start < next);
    add('insert answered', insert?.end, enter);
    add('message frame at Bea', after(bea.frames, (f) => f.at, enter, next, (f) => f.what === 'messages'), enter);
    add('mark-read fetch() at Bea', after(bea.fetches, (f) => f.at, enter, next, (f) => f.what.includes('mark_conversation_read')), enter);
    const mark = bea.resources.find((r) => r.what.includes('mark_conversation_read') && r.start >= enter && r.start < next);
    add('mark-read answered', mark?.end, enter);
    add('receipt frame at Ada', after(ada.frames, (f) => f.at, enter, next, (f) => f.what === 'binary' || f.what === 'receipt'), enter);
    add('read point frame at Ada', after(ada.frames, (f) => f.at, enter, next, (f) => f.what === 'conversation_reads'), enter);
    add('Seen in the page', after(ada.seen, (x) => x, enter, next), enter);
  });
  // Each long task with when it started, from the Enter of its send.
  const since = (at: number) => {
    const enter = enters.filter((e) => e <= at).at(-1);
    return enter === undefined ? '' : ` at +${(at - enter).toFixed(0)}`;
  };
  const long = [...ada.longTasks.map((l) => `Ada ${l.ms.toFixed(0)}${since(l.at)}`), ...bea.longTasks.map((l) => `Bea ${l.ms.toFixed(0)}${since(l.at)}`)];
  const keyRan = ada.keys.filter((k) => k.ran >= 0).map((k) => k.ran);
  return (
    Object.entries(steps)
      .map(([k, v]) => `${k} ${median(v).toFixed(0)}`)
      .join(', ') +
    ` ms; Enter's handlers ran ${keyRan.length ? median(keyRan).toFixed(0) : '<16'} ms; long tasks: ${long.length ? long.join(', ') : 'none'} ms`
  );
}
