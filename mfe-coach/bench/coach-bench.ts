// The coach's bench row for `npm run bench`: from sending a practice message to the coach's first words
// visible in the browser (streamed, offline engine), p50/p95 on localhost.
//
//   npm run build && npm run bench -w mfe-coach
//
// It serves the production builds of the shell and this remote against an in-memory local-supabase with the
// seed (no AI_BASE_URL: the built-in engine answers), signs in as a demo member, opens a preset session and
// sends SAMPLES messages, timing each in the page from the Send click to the first streamed text rendered.
// SAMPLES + 1 stays under the functions' 30-calls-a-minute limit per member.
import { launchChromium } from '@diva/bench/chromium';
import { signInPage } from '@diva/bench/page';
import { percentile } from '@diva/bench/stats';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@diva/test-utils/backend';
import { startIsolatedPlatform } from '../../scripts/lib/platform.ts';

const SAMPLES = 20;
const MEMBER = { email: DEMO_ACCOUNTS.member, password: DEMO_PASSWORD };
const LINES = [
  "Hi, I'm Maya, I run a marketing studio. What brings you here today?",
  'You mentioned growth, how are you finding new clients at the moment?',
  'I could introduce you to a partner of mine. Could we grab a coffee next Tuesday?',
  'What would make this year a success for you?',
];

delete process.env.AI_BASE_URL; // the offline engine, whatever the caller's environment
const platform = await startIsolatedPlatform(['coach']);
const browser = await launchChromium();
let exitCode = 0;

try {
  const page = await signInPage(browser, platform.shellUrl, MEMBER);
  await page.goto(`${platform.shellUrl}/app/pre-game`);
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
  await browser.close();
  await platform.stop();
}
process.exit(exitCode);
