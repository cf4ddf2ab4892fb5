// `npm run bench`: what a signed-in member downloads and waits for before /app/timeline shows the feed
// remote's content, from the production build on this machine; then the backend benchmarks.
import { launchChromium } from '@diva/bench/chromium';
import { signedInState } from '@diva/bench/page';
import { median } from '@diva/bench/stats';
import { AREAS, AREA_NAMES, type AreaName, remoteReadyMark } from '@diva/contracts';
import { createClient } from '@supabase/supabase-js';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import WebSocket from 'ws';
import { type ShareScopeEntry, duplicatedSharedPackages } from './lib/bundle-analysis.ts';
import { FIRST_PAINT_BUDGET_KIB, type FirstPaint, attributeScripts, describeFirstPaint, fetchManifests, kib, measureFirstPaint, measureTimeToContent } from './lib/first-paint.ts';
import { REPO_ROOT, startPlatform } from './lib/platform.ts';
import { benchReleases } from './lib/release/bench.ts';

/** Fresh loads measured for bytes, then as many timed on their own (the median of 3 is the figure). */
const RUNS = 3;
const TIMED_RUNS = 3;
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1' };

const browser = await launchChromium();
const build = spawnSync('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], { cwd: REPO_ROOT, stdio: 'inherit', env });
if (build.status !== 0) process.exit(build.status ?? 1);

const remotePort = (area: AreaName) => AREAS[area].port + 200;
const platform = await startPlatform({ db: 'memory', backendPort: 54341, shellPort: 3200, remotePort });
let exitCode = 0;

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

  const runs: { firstPaint: FirstPaint; requests: number; share: ShareScopeEntry[] }[] = [];
  let byPackage = new Map<string, number>();
  for (let run = 0; run < RUNS; run += 1) {
    // A fresh context each run: empty HTTP cache, the stored session only.
    const context = await browser.newContext({ storageState });
    const tab = await context.newPage();
    const firstPaint = await measureFirstPaint(tab, `${platform.shellUrl}/app/timeline`, 'feed');
    // The document, and every resource requested before the remote rendered.
    const requestsBeforeContent = await tab.evaluate(
      (mark) => performance.getEntriesByType('resource').filter((entry) => entry.startTime < performance.getEntriesByName(mark, 'mark')[0]!.startTime).length + 1,
      remoteReadyMark('feed'),
    );
    // What the federation runtime actually loaded: every shared package, version and the app it came from.
    const share = await tab.evaluate(() => {
      type Entry = { from?: string; loaded?: boolean; lib?: unknown };
      const scopes = (globalThis as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, Entry>>>> } })
        .__FEDERATION__?.__SHARE__ ?? {};
      const entries: { name: string; version: string; from: string; loaded: boolean }[] = [];
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
    if (run === 0) {
      const manifests = await fetchManifests(tab, [platform.shellUrl, ...Object.values(platform.config.remotes).filter((url) => url !== undefined)]);
      byPackage = attributeScripts(firstPaint.scripts, manifests);
    }
    runs.push({ firstPaint, requests: requestsBeforeContent, share });
    await context.close();
  }

  // The time, from loads of their own: nothing reads the scripts' bodies while they are timed.
  const times: number[] = [];
  for (let run = 0; run < TIMED_RUNS; run += 1) {
    const context = await browser.newContext({ storageState });
    times.push(await measureTimeToContent(await context.newPage(), `${platform.shellUrl}/app/timeline`, 'feed'));
    await context.close();
  }
  const first = runs[0]!;
  const duplicates = duplicatedSharedPackages(first.share);
  const withinBudget = first.firstPaint.gzip / 1024 <= FIRST_PAINT_BUDGET_KIB;

  console.log('\nSigned-in /app/timeline, production build, fresh cache (localhost); counted until the feed remote first renders:');
  for (const line of describeFirstPaint(first.firstPaint, byPackage)) console.log(line);
  console.log(`  Requests (all kinds)           ${first.requests}`);
  console.log(`  Time to the remote's content   ${median(times)} ms median of ${TIMED_RUNS} (${[...times].sort((a, b) => a - b).join(', ')} ms; navigation start to the remote's first render; aim 600 ms)`);
  console.log(`  Shared packages loaded twice   ${duplicates.size === 0 ? 'none' : [...duplicates].map(([name, copies]) => `${name} (${copies.join(', ')})`).join('; ')}`);
  console.log('\n  Scripts loaded (gzip / raw):');
  for (const script of first.firstPaint.scripts) {
    console.log(`    ${kib(script.gzip).padStart(10)} ${kib(script.raw).padStart(10)}  ${script.url}`);
  }
  if (!withinBudget || duplicates.size > 0) exitCode = 1;

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
