// `npm run bench`: for every area's first route, how long a signed-in member waits until its content shows (the
// area's content mark: the feed's first post, not its skeleton), the JS and the requests before it, from the
// production build on this machine; then the releases, each area's own figures and the backend benchmarks.
// `--first-paint-only` stops after the first-paint table, `--no-build` measures the dist/ folders as they are
// (both for a quick loop on the loading path).
import { launchChromium } from '@diva/bench/chromium';
import { signedInState } from '@diva/bench/page';
import { waitForQuietCpu } from '@diva/bench/quiet-cpu';
import { median } from '@diva/bench/stats';
import { AREAS, AREA_NAMES, type AreaName, areaList } from '@diva/contracts';
import type { Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import WebSocket from 'ws';
import { type ShareScopeEntry, duplicatedSharedPackages } from './lib/bundle-analysis.ts';
import {
  AREA_CONTENT_BUDGET_MS,
  type ContentLoad,
  FEED_CONTENT_BUDGET_MS,
  FIRST_PAINT_AIM_KIB,
  FIRST_PAINT_BUDGET_KIB,
  type FirstPaint,
  attributeScripts,
  describeFirstPaint,
  describeWaterfall,
  fetchManifests,
  kib,
  measureFirstPaint,
  measureTimeToContent,
} from './lib/first-paint.ts';
import { REPO_ROOT, startPlatform } from './lib/platform.ts';
import { benchReleases } from './lib/release/bench.ts';

/** Fresh loads timed per area (the median is the figure, the slowest one's waterfall is printed). */
const LOADS = 5;
const firstPaintOnly = process.argv.includes('--first-paint-only');
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1' };

const browser = await launchChromium();
if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], { cwd: REPO_ROOT, stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const remotePort = (area: AreaName) => AREAS[area].port + 200;
const platform = await startPlatform({ db: 'memory', backendPort: 54341, shellPort: 3200, remotePort });
let exitCode = 0;
/** Timed loads that started on a machine still busy after waitForQuietCpu's 5 s: said in the table's header. */
let busyStarts = 0;

/** What the federation runtime actually loaded: every shared package, version and the app it came from. */
const shareScope = (tab: Page) =>
  tab.evaluate(() => {
    type Entry = { from?: string; loaded?: boolean; lib?: unknown };
    const scopes = (globalThis as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, Entry>>>> } })
      .__FEDERATION__?.__SHARE__ ?? {};
    const entries: ShareScopeEntry[] = [];
    for (const scope of Object.values(scopes)) {
      for (const packages of Object.values(scope)) {
        for (const [name, versions] of Object.entries(packages)) {
          for (const [version, entry] of Object.entries(versions)) {
            entries.push({ name, version, from: entry.from ?? '?', loaded: Boolean(entry.loaded || entry.lib) });
          }
        }
      }
    }
    return entries;
  });

interface AreaRow {
  area: AreaName;
  route: string;
  firstPaint?: FirstPaint;
  loads: ContentLoad[];
  failure?: string;
}

try {
  // A member signs up through the real API; the browser then signs in as a person would.
  const email = `bench-${Date.now().toString(36)}@example.com`;
  const password = 'Bench-pass-123';
  const client = createClient(platform.backend.url, platform.backend.anonKey, {
    auth: { persistSession: false },
    realtime: { transport: WebSocket as never },
  });
  const signUp = await client.auth.signUp({ email, password, options: { data: { display_name: 'Bench Member' } } });
  if (signUp.error) throw new Error(`sign-up failed: ${signUp.error.message}`);

  const storageState = await signedInState(browser, platform.shellUrl, { email, password });
  const load = [...loadavg()];

  const rows: AreaRow[] = [];
  let feedShare: ShareScopeEntry[] = [];
  let feedByPackage = new Map<string, number>();
  for (const area of areaList()) {
    const route = area.prefixes[0]!;
    const url = `${platform.shellUrl}${route}`;
    const row: AreaRow = { area: area.name, route, loads: [] };
    rows.push(row);
    try {
      // Bytes, from one load that reads every script's body (a fresh context: empty HTTP cache, the session only).
      const context = await browser.newContext({ storageState });
      const tab = await context.newPage();
      row.firstPaint = await measureFirstPaint(tab, url, area.name);
      if (area.name === 'feed') {
        feedShare = await shareScope(tab);
        const manifests = await fetchManifests(tab, [platform.shellUrl, ...Object.values(platform.config.remotes).filter((remote) => remote !== undefined)]);
        feedByPackage = attributeScripts(row.firstPaint.scripts, manifests);
      }
      await context.close();
      // The time, from loads of their own: nothing reads the scripts' bodies while they are timed.
      // Each starts once the machine is quiet: not beside the last context's teardown or this one's set-up.
      for (let run = 0; run < LOADS; run += 1) {
        const timed = await browser.newContext({ storageState });
        const tabTimed = await timed.newPage();
        if (!(await waitForQuietCpu())) busyStarts += 1;
        row.loads.push(await measureTimeToContent(tabTimed, url, area.name));
        await timed.close();
      }
    } catch (error) {
      row.failure = error instanceof Error ? error.message.split('\n')[0] : String(error);
    }
  }

  const budgetMs = (area: AreaName) => (area === 'feed' ? FEED_CONTENT_BUDGET_MS : AREA_CONTENT_BUDGET_MS);
  // Issue 34's budgets: every area's JS and fonts within FIRST_PAINT_BUDGET_KIB (the byte budget test's); the
  // feed's JS alone within FIRST_PAINT_AIM_KIB as well.
  const withinBytes = (row: AreaRow, firstPaint: FirstPaint) =>
    firstPaint.total / 1024 <= FIRST_PAINT_BUDGET_KIB && (row.area !== 'feed' || firstPaint.gzip / 1024 <= FIRST_PAINT_AIM_KIB);
  const range = (values: number[]) => `${Math.min(...values)}–${Math.max(...values)}`;
  /** The median of the loads' on-screen times that the browser reported, '-' when none did. */
  const onScreen = (loads: ContentLoad[]) => {
    const reported = loads.map((one) => one.onScreenMs).filter(Number.isFinite);
    return reported.length === 0 ? '-' : String(median(reported));
  };
  console.log(
    `\nSigned in, each area's first route, production build, ${LOADS} fresh loads each (localhost; load average ${load.map((value) => value.toFixed(2)).join(' ')});` +
      '\ntimed until the content is painted (the painted mark, a frame after the content mark: the main thread has painted the first route\'s real data;' +
      '\nthe pixels reach the screen after raster: "on screen" is the browser\'s first largest-contentful-paint from the content mark on, "-" when a larger' +
      '\nelement painted before it stays the largest), with the content mark itself (the commit that put it in the page) beside it;' +
      '\nbytes and requests counted until the content mark.' +
      '\nBudgets: the feed 800 ms and 250 KiB of JS (gzip), every other area 1,000 ms; JS and fonts 300 KiB everywhere.' +
      `\nEach timed load starts once the machine is quiet (80 % idle over 500 ms): ${busyStarts === 0 ? 'all did' : `${busyStarts} of ${rows.length * LOADS} started busy after 5 s`}.`,
  );
  console.log(`  ${'area'.padEnd(10)} ${'route'.padEnd(20)} ${'painted ms (range)'.padEnd(20)} ${'on screen'.padEnd(10)} ${'in page'.padEnd(8)} ${'remote ms'.padEnd(10)} ${'JS gzip'.padEnd(12)} ${'fonts'.padEnd(10)} ${'scripts'.padEnd(8)} ${'requests'.padEnd(9)} verdict`);
  const over: AreaRow[] = [];
  for (const row of rows) {
    if (row.failure || !row.firstPaint) {
      console.log(`  ${row.area.padEnd(10)} ${row.route.padEnd(20)} no content mark: ${row.failure ?? 'not measured'}`);
      exitCode = 1;
      continue;
    }
    const times = row.loads.map((one) => one.ms);
    const ms = median(times);
    const ok = ms <= budgetMs(row.area) && withinBytes(row, row.firstPaint);
    if (!ok) over.push(row);
    console.log(
      `  ${row.area.padEnd(10)} ${row.route.padEnd(20)} ${`${ms} (${range(times)})`.padEnd(20)} ${onScreen(row.loads).padEnd(10)} ${String(median(row.loads.map((one) => one.committedMs))).padEnd(8)} ${String(median(row.loads.map((one) => one.remoteMs))).padEnd(10)} ` +
        `${kib(row.firstPaint.gzip).padEnd(12)} ${kib(row.firstPaint.fontBytes).padEnd(10)} ${String(row.firstPaint.scripts.length).padEnd(8)} ${String(median(row.loads.map((one) => one.requests))).padEnd(9)} ${ok ? 'within' : 'OVER'}`,
    );
  }
  if (over.length > 0) exitCode = 1;

  const feed = rows.find((row) => row.area === 'feed');
  const slowest = (row: AreaRow) => row.loads.reduce((worst, one) => (one.ms > worst.ms ? one : worst));
  // Every area's slowest load, so a regression shows where it waits (the feed first).
  for (const row of [...new Set([feed, ...rows])]) {
    if (!row || row.loads.length === 0) continue;
    const worst = slowest(row);
    console.log(`\n  ${row.route}: the slowest of ${LOADS} loads (${worst.ms} ms), every request before its content (start, end, ms from navigation):`);
    for (const line of describeWaterfall(worst)) console.log(line);
  }

  if (feed?.firstPaint) {
    const duplicates = duplicatedSharedPackages(feedShare);
    console.log('\n  /app/timeline in detail:');
    for (const line of describeFirstPaint(feed.firstPaint, feedByPackage)) console.log(line);
    console.log(`  Shared packages loaded twice   ${duplicates.size === 0 ? 'none' : [...duplicates].map(([name, copies]) => `${name} (${copies.join(', ')})`).join('; ')}`);
    console.log('\n  Scripts loaded before the first post (gzip / raw):');
    for (const script of feed.firstPaint.scripts) console.log(`    ${kib(script.gzip).padStart(10)} ${kib(script.raw).padStart(10)}  ${script.url}`);
    console.log('  Fonts loaded before the first post (woff2 bytes as sent):');
    for (const font of feed.firstPaint.fonts) console.log(`    ${kib(font.bytes).padStart(10)}  ${font.url}`);
    if (duplicates.size > 0) exitCode = 1;
  }
  if (firstPaintOnly) {
    await browser.close();
    await platform.stop();
    process.exit(exitCode);
  }

  console.log(`\nReleases (npm run release; one area, stored copies of the feed build, render check on):`);
  const releases = await benchReleases({ browser, platform, signedIn: (shellUrl) => signedInState(browser, shellUrl, { email, password }) });
  for (const line of releases.lines) console.log(line);
  if (releases.addsRequests) exitCode = 1;
} finally {
  await browser.close();
  await platform.stop();
}

// Each area's own figures (requests and time until its content renders), from its workspace's bench script, for
// every area of the contracts (a new area shows here at once, saying when it has no bench yet); then the header
// search and the AI functions' engine and streaming figures.
const BENCH_SUBJECT: Partial<Record<AreaName, string>> = { who: 'match ranking', coach: 'send to first streamed words' };
const workspaceBenches = [
  ...AREA_NAMES.map((area) => ({ title: `${AREAS[area].title}${BENCH_SUBJECT[area] ? ` (${BENCH_SUBJECT[area]})` : ''}`, workspace: `mfe-${area}`, dir: `mfe-${area}` })),
  { title: 'Header search (search_network)', workspace: 'shell', dir: 'shell' },
  { title: 'AI functions', workspace: '@diva/supabase', dir: 'supabase' },
];
for (const { title, workspace, dir } of workspaceBenches) {
  const manifest = JSON.parse(readFileSync(path.join(REPO_ROOT, dir, 'package.json'), 'utf8')) as { scripts?: Record<string, string> };
  if (!manifest.scripts?.bench) {
    console.log(`\n${title}: no bench yet (add bench/ and a "bench" script to ${dir}/package.json)`);
    continue;
  }
  console.log(`\n${title} (npm run bench -w ${workspace}):`);
  const run = spawnSync('npm', ['run', 'bench', '-w', workspace], { cwd: REPO_ROOT, stdio: 'inherit', env });
  if (run.status !== 0) exitCode = 1;
}

if (!process.argv.includes('--frontend-only')) {
  console.log('\nBackend benchmarks (npm run bench:backend):');
  const backend = spawnSync('npm', ['run', 'bench:backend'], { cwd: REPO_ROOT, stdio: 'inherit', env });
  if (backend.status !== 0) exitCode = 1;
}
process.exit(exitCode);
