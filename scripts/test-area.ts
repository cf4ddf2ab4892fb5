// `npm run test:area -- <area>`: what a change to one area needs before it ships. Type-check and lint of the
// area and of every workspace that depends on it, the area's unit, component and integration tests, the
// production build, then the area's end-to-end specs against the composed platform. Prints each step's time.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AREA_NAMES, type AreaName } from '@diva/contracts';
import { REPO_ROOT } from './lib/platform.ts';

/** Spec-file words of areas whose journeys are also named after something else (the profile's account page). */
const MORE_SPEC_WORDS: Partial<Record<string, string[]>> = { profile: ['account'] };

/** The e2e specs of an area: files under e2e/tests named `<area>-…` or `a11y-<area>…`. */
export function areaSpecs(area: string, files = fs.readdirSync(path.join(REPO_ROOT, 'e2e/tests'))): string[] {
  const words = [area, ...(MORE_SPEC_WORDS[area] ?? [])];
  return files
    .filter((file) => file.endsWith('.spec.ts') && words.some((word) => file.startsWith(`${word}-`) || file.startsWith(`a11y-${word}`)))
    .map((file) => `tests/${file}`);
}

function run(command: string[], cwd = REPO_ROOT): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(command[0]!, command.slice(1), { cwd, stdio: 'inherit', env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' } });
    child.on('close', (status) => resolve(status === 0));
    child.on('error', () => resolve(false));
  });
}

async function main(): Promise<number> {
  const area = process.argv[2] as AreaName | undefined;
  if (!area || !AREA_NAMES.includes(area)) {
    console.error(`test:area: name one area: ${AREA_NAMES.join(', ')}`);
    return 2;
  }
  const workspace = `mfe-${area}`;
  const specs = areaSpecs(area);
  const steps: { name: string; command: string[]; cwd?: string }[] = [
    // `...` after the name: the workspace and every workspace that depends on it.
    { name: `type-check and lint of ${workspace} and its dependants`, command: ['npx', 'turbo', 'run', 'typecheck', 'lint', `--filter=${workspace}...`, '--concurrency=2', '--output-logs=errors-only'] },
    { name: `${workspace}'s unit, component and integration tests`, command: ['npx', 'vitest', 'run'], cwd: path.join(REPO_ROOT, workspace) },
    { name: 'production build (the composed platform)', command: ['npx', 'turbo', 'run', 'build', '--concurrency=2', '--output-logs=errors-only'] },
    ...(specs.length ? [{ name: `end-to-end: ${specs.join(', ')}`, command: ['npx', 'playwright', 'test', ...specs], cwd: path.join(REPO_ROOT, 'e2e') }] : []),
  ];

  const results: { name: string; ok: boolean; seconds: number }[] = [];
  for (const step of steps) {
    console.log(`\n=== ${step.name} ===`);
    const started = Date.now();
    const ok = await run(step.command, step.cwd);
    results.push({ name: step.name, ok, seconds: (Date.now() - started) / 1000 });
    if (!ok) break;
  }
  console.log(`\ntest:area ${area}`);
  for (const result of results) console.log(`  ${result.ok ? 'ok  ' : 'FAIL'} ${result.seconds.toFixed(1).padStart(7)} s  ${result.name}`);
  const total = results.reduce((sum, result) => sum + result.seconds, 0);
  console.log(`  total ${total.toFixed(1)} s${specs.length ? '' : ' (no e2e spec is named after this area yet)'}`);
  return results.every((result) => result.ok) && results.length === steps.length ? 0 : 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(await main());
