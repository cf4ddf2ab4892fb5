// `npm test`: type-check and lint every workspace, run every workspace's tests, build the product, then run
// the Playwright suites against the production build in Debian's Chromium. Ends with a summary; exits non-zero
// on any failure.
import { spawnSync } from 'node:child_process';
import { CHROMIUM_INSTALL_HINT, chromiumAvailable } from './lib/chromium.ts';
import { REPO_ROOT } from './lib/platform.ts';

interface Step {
  name: string;
  command: string[];
  /** A reason to fail without running. */
  precondition?: () => string | null;
}

const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', TURBO_NO_UPDATE_NOTIFIER: '1', FORCE_COLOR: process.env.FORCE_COLOR ?? '0' };
// --continue: one failing workspace does not hide the results of the others.
const turbo = (...args: string[]) => ['npx', 'turbo', 'run', ...args, '--concurrency=2', '--continue'];

const steps: Step[] = [
  { name: 'type-check and lint (every workspace)', command: turbo('typecheck', 'lint', '--output-logs=errors-only') },
  { name: 'unit and integration tests (every workspace)', command: turbo('test', '--output-logs=full') },
  { name: 'production build (shell and eight remotes)', command: turbo('build', '--output-logs=errors-only') },
  {
    name: 'end-to-end suites (Playwright, Debian Chromium)',
    command: ['npm', 'run', 'e2e', '-w', 'e2e'],
    precondition: () => (chromiumAvailable() ? null : CHROMIUM_INSTALL_HINT),
  },
];

const results: { name: string; ok: boolean; seconds: number; note?: string }[] = [];
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const blocked = step.precondition?.();
  if (blocked) {
    console.error(blocked);
    results.push({ name: step.name, ok: false, seconds: 0, note: blocked });
    continue;
  }
  const started = Date.now();
  const run = spawnSync(step.command[0]!, step.command.slice(1), { cwd: REPO_ROOT, stdio: 'inherit', env });
  results.push({ name: step.name, ok: run.status === 0, seconds: (Date.now() - started) / 1000 });
}

const passed = results.filter((result) => result.ok).length;
const failed = results.length - passed;
console.log('\n=== npm test summary ===');
for (const result of results) {
  console.log(`  ${result.ok ? 'PASS' : 'FAIL'}  ${result.name.padEnd(50)} ${result.seconds.toFixed(1).padStart(7)} s${result.note ? `  (${result.note})` : ''}`);
}
console.log(`steps: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
