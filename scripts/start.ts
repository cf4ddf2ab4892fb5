// `npm start`: build everything, then serve the composed product with local-supabase and the demo data.
import { AREAS, AREA_NAMES } from '@diva/contracts';
import { spawnSync } from 'node:child_process';
import { readDemoAccounts } from './lib/demo-accounts.ts';
import { REPO_ROOT, startPlatform } from './lib/platform.ts';
import { effectivePointers, PRODUCTION } from './lib/release/registry.ts';
import { releaseSettings } from './lib/release/settings.ts';

if (!process.argv.includes('--no-build')) {
  console.log('Building the shell and every remote (turbo caches unchanged apps)...');
  const build = spawnSync('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// With releases stored and promoted (`npm run release`), the shell gets the environment's config.json and the
// releases root is served; with none, every remote is served from its dist/ as before. DIVA_RELEASES_ENV names
// the environment (default production).
const releasesEnv = process.env.DIVA_RELEASES_ENV ?? PRODUCTION;
const servesReleases = Object.keys(await effectivePointers(releaseSettings().root, releasesEnv)).length > 0;
const platform = await startPlatform({ log: process.argv.includes('--log'), ...(servesReleases ? { releases: { env: releasesEnv } } : {}) });
const { accounts, password } = await readDemoAccounts();

console.log('\nDiva Network is running.\n');
console.log(`  Open:      ${platform.shellUrl}`);
console.log(`  Backend:   ${platform.backend.url} (local-supabase, data in .data/local-supabase)`);
for (const area of AREA_NAMES) {
  const release = platform.config.releases?.[area];
  const canary = platform.config.canary?.[area];
  const from = release ? `release ${release}${canary ? `, canary ${canary.release} for ${canary.percent} %` : ''}` : platform.remotes.get(area)!.url;
  console.log(`  Remote:    ${AREAS[area].title.padEnd(12)} ${from}`);
}
if (platform.releases) {
  const { env, url, watch } = platform.releases;
  console.log(`  Releases:  ${url} (environment ${env}; canary watcher: over ${watch.minLoads} loads, above ${watch.maxErrorRate * 100} % errors)`);
}
if (accounts.length) {
  console.log(`\nDemo accounts (password: ${password ?? 'see supabase/seed.sql'}; roles in supabase/README.md):`);
  for (const account of accounts) console.log(`  ${account.email.padEnd(24)} ${account.name}`);
}
console.log('\nPress Ctrl+C to stop.');

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void platform.stop().then(() => process.exit(0));
  });
}
