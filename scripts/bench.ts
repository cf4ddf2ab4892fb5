// `npm run bench`: what a signed-in member downloads and waits for before /app/timeline shows the feed
// remote's content, from the production build on this machine; then the backend benchmarks.
import { AREAS, type AreaName } from '@diva/contracts';
import { chromium } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { spawnSync } from 'node:child_process';
import WebSocket from 'ws';
import { type LoadedScript, type ShareScopeEntry, duplicatedSharedPackages } from './lib/bundle-analysis.ts';
import { CHROMIUM_ARGS, CHROMIUM_INSTALL_HINT, CHROMIUM_PATH, chromiumAvailable } from './lib/chromium.ts';
import { REPO_ROOT, startPlatform } from './lib/platform.ts';

const BUDGET_GZIP_KIB = 300;
const RUNS = 3;
/** RemoteArea renders this marker right after the remote's first render. */
const READY = '[data-remote-ready="feed"]';
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1' };

if (!chromiumAvailable()) {
  console.error(CHROMIUM_INSTALL_HINT);
  process.exit(1);
}
const build = spawnSync('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], { cwd: REPO_ROOT, stdio: 'inherit', env });
if (build.status !== 0) process.exit(build.status ?? 1);

const remotePort = (area: AreaName) => AREAS[area].port + 200;
const platform = await startPlatform({ db: 'memory', backendPort: 54341, shellPort: 3200, remotePort });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
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

  const signIn = await browser.newContext();
  const page = await signIn.newPage();
  await page.goto(`${platform.shellUrl}/auth`);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(/\/app\/who$/);
  const storageState = await signIn.storageState();
  await signIn.close();

  const runs: { ms: number; scripts: LoadedScript[]; requests: number; share: ShareScopeEntry[] }[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    // A fresh context each run: empty HTTP cache, the stored session only.
    const context = await browser.newContext({ storageState });
    const tab = await context.newPage();
    const scripts: LoadedScript[] = [];
    let requests = 0;
    let done = false;
    tab.on('request', () => {
      if (!done) requests += 1;
    });
    const pending: Promise<void>[] = [];
    tab.on('response', (response) => {
      if (done || response.request().resourceType() !== 'script') return;
      pending.push(
        response.body().then(
          (body) => {
            const encoded = Number(response.headers()['content-length'] ?? body.length);
            scripts.push({ url: response.url(), encoded, decoded: body.length });
          },
          () => undefined,
        ),
      );
    });
    const started = Date.now();
    await tab.goto(`${platform.shellUrl}/app/timeline`);
    await tab.locator(READY).waitFor({ state: 'attached' });
    const ms = Date.now() - started;
    done = true;
    await Promise.all(pending);
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
    runs.push({ ms, scripts, requests, share });
    await context.close();
  }

  const first = runs[0]!;
  const raw = first.scripts.reduce((sum, script) => sum + script.decoded, 0);
  const gzip = first.scripts.reduce((sum, script) => sum + script.encoded, 0);
  const times = runs.map((run) => run.ms).sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;

  const duplicates = duplicatedSharedPackages(first.share);
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  const withinBudget = gzip / 1024 <= BUDGET_GZIP_KIB;

  console.log('\nSigned-in /app/timeline, production build, fresh cache (localhost):');
  console.log(`  JS before the feed remote renders   ${kib(raw)} raw, ${kib(gzip)} gzip  (budget ${BUDGET_GZIP_KIB} KiB gzip: ${withinBudget ? 'within' : 'OVER'})`);
  console.log(`  JS files                            ${first.scripts.length}`);
  console.log(`  Requests (all kinds)                ${first.requests}`);
  console.log(`  Time to the remote's content        ${median} ms median of ${RUNS} (${times.join(', ')} ms)`);
  console.log(`  Shared packages loaded twice        ${duplicates.size === 0 ? 'none' : [...duplicates].map(([name, copies]) => `${name} (${copies.join(', ')})`).join('; ')}`);
  console.log(`  Shared packages loaded once         ${first.share.filter((entry) => entry.loaded).map((entry) => `${entry.name} from ${entry.from}`).join(', ')}`);
  console.log('\n  Scripts loaded (gzip / raw):');
  for (const script of [...first.scripts].sort((a, b) => b.encoded - a.encoded)) {
    console.log(`    ${kib(script.encoded).padStart(10)} ${kib(script.decoded).padStart(10)}  ${script.url}`);
  }
  if (!withinBudget || duplicates.size > 0) exitCode = 1;
} finally {
  await browser.close();
  await platform.stop();
}

// Each area's own figures (requests and time until its content renders), from its bench script.
console.log('\nNetwork Feed (npm run bench -w mfe-feed):');
const feed = spawnSync('npm', ['run', 'bench', '-w', 'mfe-feed'], { cwd: REPO_ROOT, stdio: 'inherit', env });
if (feed.status !== 0) exitCode = 1;

if (!process.argv.includes('--frontend-only')) {
  console.log('\nBackend benchmarks (npm run bench:backend):');
  const backend = spawnSync('npm', ['run', 'bench:backend'], { cwd: REPO_ROOT, stdio: 'inherit', env });
  if (backend.status !== 0) exitCode = 1;
}
process.exit(exitCode);
