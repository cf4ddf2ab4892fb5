// The coach's bench row for `npm run bench`: from sending a practice message to the coach's first words
// visible in the browser (streamed, offline engine), p50/p95 on localhost.
//
//   npm run build && npm run bench -w mfe-coach
//
// It serves the production builds of the shell and this remote against an in-memory local-supabase with the
// seed (no AI_BASE_URL: the built-in engine answers), signs in as a demo member, opens a preset session and
// sends SAMPLES messages, timing each in the page from the Send click to the first streamed text rendered.
// SAMPLES + 1 stays under the functions' 30-calls-a-minute limit per member.
import { chromium, type Browser } from '@playwright/test';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_INSTALL_HINT, CHROMIUM_PATH, chromiumAvailable } from '@diva/bench/chromium';
import { appDist } from '../../scripts/lib/platform.ts';
import { serveStatic, type RunningSite } from '../../scripts/lib/static-server.ts';

const SAMPLES = 20;
const MEMBER = { email: 'maya@example.com', password: 'DivaDemo2024!' };
const LINES = [
  "Hi, I'm Maya, I run a marketing studio. What brings you here today?",
  'You mentioned growth, how are you finding new clients at the moment?',
  'I could introduce you to a partner of mine. Could we grab a coffee next Tuesday?',
  'What would make this year a success for you?',
];
// Through a variable, so type-checking this file does not type-check local-supabase's sources too.
const LOCAL_SUPABASE = 'local-supabase';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

if (!chromiumAvailable()) {
  console.error(CHROMIUM_INSTALL_HINT);
  process.exit(1);
}
for (const app of ['shell', 'coach'] as const) {
  if (!existsSync(path.join(appDist(app), app === 'shell' ? 'index.html' : 'mf-manifest.json'))) {
    console.error(`The ${app} is not built: run \`npm run build\` first.`);
    process.exit(1);
  }
}

delete process.env.AI_BASE_URL; // the offline engine, whatever the caller's environment
const { startLocalSupabase } = (await import(LOCAL_SUPABASE)) as {
  startLocalSupabase(o: object): Promise<{ url: string; anonKey: string; stop(): Promise<void> }>;
};
const server = await startLocalSupabase({ port: 0, db: 'memory', seed: true, log: false });
const sites: RunningSite[] = [];
const tmp = await mkdtemp(path.join(os.tmpdir(), 'coach-bench-'));
let browser: Browser | undefined;
let exitCode = 0;

try {
  const coach = await serveStatic({ dir: appDist('coach'), port: 0, cors: true });
  sites.push(coach);
  const configFile = path.join(tmp, 'config.json');
  await writeFile(configFile, JSON.stringify({ supabaseUrl: server.url, supabaseAnonKey: server.anonKey, remotes: { coach: `${coach.url}/mf-manifest.json` } }));
  const shell = await serveStatic({ dir: appDist('shell'), port: 0, spa: true, configFile });
  sites.push(shell);

  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${shell.url}/auth`);
  await page.getByLabel(/^Email/).fill(MEMBER.email);
  await page.getByLabel(/^Password/).fill(MEMBER.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(/\/app\/who$/);
  await page.goto(`${shell.url}/app/pre-game`);
  await page.getByRole('button', { name: 'Practice First-time Networking Event' }).click();
  const dialog = page.getByTestId('session-dialog');
  await dialog.getByRole('textbox', { name: 'Your message' }).waitFor();

  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    const before = await dialog.getByTestId('coach-line').count();
    await dialog.getByRole('textbox', { name: 'Your message' }).fill(LINES[i % LINES.length]!);
    // Timed inside the page: the click, then the first frame where the new coach line shows streamed text.
    // A string, not a function: tsx's name helpers do not exist in the page.
    const ms = (await page.evaluate(`new Promise((resolve) => {
      const root = document.querySelector('[data-testid="session-dialog"]');
      const send = [...root.querySelectorAll('button')].find((b) => b.textContent === 'Send');
      const started = performance.now();
      const check = () => {
        const lines = root.querySelectorAll('[data-testid="coach-line"]');
        const text = lines.length > ${before} ? (lines[${before}].querySelectorAll('p')[1]?.textContent ?? '') : '';
        if (text && text !== '…') resolve(performance.now() - started);
        else requestAnimationFrame(check);
      };
      send.click();
      requestAnimationFrame(check);
    })`)) as number;
    times.push(ms);
    await dialog.getByRole('button', { name: 'Send' }).waitFor({ state: 'visible' });
    await page.waitForFunction(() => {
      const send = [...document.querySelectorAll('[data-testid="session-dialog"] button')].find((b) => b.textContent === 'Send');
      return send && !(send as HTMLButtonElement).disabled;
    });
  }
  console.log(
    `  send → first coach words visible (offline engine, streamed, ${SAMPLES} messages): p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms (aim p95 ≤ 300 ms)`,
  );
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await browser?.close();
  for (const site of sites) await site.close();
  await server.stop();
  await rm(tmp, { recursive: true, force: true });
}
process.exit(exitCode);
