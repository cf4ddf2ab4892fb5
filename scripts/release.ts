// `npm run release -- <command>`: immutable remote releases and the environments registry (README, "Releases").
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type AreaName, BACKEND_PORT } from '@diva/contracts';
import { finishCanary } from './lib/release/canary.ts';
import { fetchHealth, type HealthBackend, healthBackend, type HealthRow, startWatcher, watchOnce, watchSettings } from './lib/release/health.ts';
import { readJson } from './lib/release/files.ts';
import { setOverrides } from './lib/release/overrides.ts';
import { promote } from './lib/release/promote.ts';
import { prune } from './lib/release/prune.ts';
import { ReleaseRefused } from './lib/release/refusal.ts';
import { effectiveCanaries, effectivePointers, knownEnvironments, PRODUCTION, readHistory, readPointers } from './lib/release/registry.ts';
import { rollback } from './lib/release/rollback.ts';
import { releaseSettings, REPO_ROOT } from './lib/release/settings.ts';
import { defaultConfigFile, writeShellConfig } from './lib/release/shell-config.ts';
import { assertArea, listReleases, storeRelease } from './lib/release/store.ts';
import { releaseUsage } from './lib/release/usage.ts';

const USAGE = releaseUsage();

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    env: { type: 'string', default: PRODUCTION },
    version: { type: 'string' },
    dist: { type: 'string' },
    from: { type: 'string' },
    why: { type: 'string' },
    force: { type: 'boolean', default: false },
    out: { type: 'string' },
    'supabase-url': { type: 'string' },
    'anon-key': { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
    canary: { type: 'string' },
    finish: { type: 'boolean', default: false },
    allow: { type: 'string', multiple: true },
    once: { type: 'boolean', default: false },
    hours: { type: 'string', default: '24' },
    off: { type: 'boolean', default: false },
  },
});
const settings = releaseSettings();
const who = process.env.DIVA_RELEASE_WHO ?? os.userInfo().username;
const [command, target] = positionals;

async function build(area: ReturnType<typeof assertArea>) {
  const appDir = path.join(REPO_ROOT, `mfe-${area}`);
  if (!values.dist) {
    const result = spawnSync('npx', ['turbo', 'run', 'build', `--filter=mfe-${area}`, '--output-logs=errors-only'], {
      cwd: REPO_ROOT,
      stdio: 'inherit',
      env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  const version = values.version ?? (await readJson<{ version: string }>(path.join(appDir, 'package.json'))).version;
  const record = await storeRelease({ root: settings.root, area, version, dist: path.resolve(values.dist ?? path.join(appDir, 'dist')) });
  if (record.dirty) console.warn(`Note: mfe-${area} or shared/ had uncommitted changes; commit ${record.commit.slice(0, 10)} does not fully describe this release.`);
  console.log(`Stored ${area}@${record.id} (contract ${record.contractVersion}, ${record.shared.length} shared packages) in ${path.join(settings.root, area, record.id)}`);
}

/** The backend health is read from: DIVA_SUPABASE_URL and DIVA_SUPABASE_SERVICE_ROLE_KEY, else the local one. */
async function backendForHealth(): Promise<HealthBackend> {
  const named = healthBackend();
  if (named) return named;
  const { DEMO_SERVICE_ROLE_KEY } = await import('local-supabase');
  return { url: `http://localhost:${BACKEND_PORT}`, serviceRoleKey: DEMO_SERVICE_ROLE_KEY };
}

const ms = (value: number | null) => (value === null ? '-' : `${Math.round(value)} ms`);

async function status() {
  // Without --env: every environment the registry knows (production first).
  const envs = process.argv.some((arg) => arg === '--env' || arg.startsWith('--env=')) ? [values.env] : await knownEnvironments(settings.root);
  for (const env of envs.length ? envs : [PRODUCTION]) await statusOf(env);
}

async function statusOf(env: string) {
  const hours = Number(values.hours);
  if (!Number.isFinite(hours) || hours <= 0) throw new ReleaseRefused('usage', `--hours takes a number of hours above 0, not "${values.hours}".`);
  const own = await readPointers(settings.root, env);
  const served = Object.entries(await effectivePointers(settings.root, env)) as [AreaName, string][];
  const canaries = await effectiveCanaries(settings.root, env);
  const backend = await backendForHealth();
  let rows: HealthRow[] | null = null;
  let unreachable = '';
  try {
    rows = (await fetchHealth(backend, new Date(Date.now() - hours * 3_600_000))).filter((row) => row.environment === env);
  } catch (error) {
    unreachable = error instanceof ReleaseRefused ? error.message.replace(/^Refused \(health\): /, '') : String(error);
  }
  console.log(`${env}${rows ? `, loads of the last ${hours} h from ${backend.url}` : ''}`);
  if (!served.length) console.log(`  ${env} serves no release yet`);
  const line = (label: string, id: string, cohort: HealthRow['cohort'], area: AreaName) => {
    const health = rows?.find((row) => row.area === area && row.release === id && row.cohort === cohort);
    const numbers = !rows ? '' : !health ? '  no loads'
      : `  ${health.loads} loads, p50 ${ms(health.p50_ms)}, p95 ${ms(health.p95_ms)}, errors ${(health.error_rate * 100).toFixed(1)} %, ${health.retries} retries`;
    console.log(`  ${area.padEnd(10)} ${label.padEnd(8)} ${id}${numbers}`);
  };
  const note = (text: string) => console.log(`  ${''.padEnd(10)} ${''.padEnd(8)} ${text}`);
  for (const [area, id] of served) {
    line('serves', id, 'stable', area);
    if (!(area in own)) note(`(from ${PRODUCTION})`);
    const canary = canaries[area];
    if (canary) {
      line('canary', canary.release, 'canary', area);
      note(`for ${canary.percent} % of members`);
    }
    const overrides = rows?.filter((row) => row.area === area && row.cohort === 'override').reduce((sum, row) => sum + Number(row.overrides), 0) ?? 0;
    if (overrides) note(`${overrides} loads through a per-browser override`);
  }
  if (!rows) console.log(`  Load health not shown: ${unreachable} Set DIVA_SUPABASE_URL and DIVA_SUPABASE_SERVICE_ROLE_KEY to read it.`);
}

async function watch() {
  const backend = await backendForHealth();
  const rules = watchSettings();
  const report = async () => {
    const results = await watchOnce(settings, values.env, backend, rules);
    if (!results.length) console.log(`  ${values.env} runs no canary`);
    for (const { area, release, verdict, removed } of results) {
      console.log(`  ${area} canary ${release}: ${removed ? `removed, ${verdict.why}` : verdict.why}`);
    }
  };
  if (values.once) return report();
  console.log(`Watching ${values.env}'s canaries every ${rules.intervalMs} ms (Ctrl+C to stop)`);
  const watcher = startWatcher(settings, values.env, backend, rules);
  await new Promise<void>((resolve) => process.once('SIGINT', () => void watcher.stop().then(resolve)));
}

async function main() {
  switch (command) {
    case 'build':
      return build(assertArea(target ?? ''));
    case 'promote': {
      const [area, ref] = (target ?? '').split('@');
      if (values.finish) {
        if (values.canary !== undefined) throw new ReleaseRefused('usage', '--finish gives the running canary to everyone; it takes no --canary.');
        const entry = await finishCanary(settings, { area: assertArea(area ?? ''), env: values.env, who, why: values.why, expect: ref });
        console.log(`${entry.env}: ${entry.area} ${entry.from ?? 'none'} -> ${entry.to} for everyone (canary finished)`);
        return;
      }
      if (!ref || !values.from) throw new ReleaseRefused('usage', 'promote needs <area>@<version> and --from <the version it replaces, or none>.');
      const canary = values.canary === undefined ? undefined : Number(values.canary);
      const entry = await promote(settings, { area: assertArea(area!), ref, env: values.env, from: values.from, force: values.force, who, why: values.why ?? '', canary });
      for (const check of entry.checks) console.log(`  ${check.level.padEnd(7)} ${check.rule}: ${check.message}`);
      const share = canary === undefined ? '' : ` as a canary for ${canary} % of members`;
      console.log(`${entry.env}: ${entry.area} ${entry.from ?? 'none'} -> ${entry.to}${share}${entry.forced ? ' (forced)' : ''}`);
      return;
    }
    case 'rollback': {
      const { entry, ms } = await rollback(settings, { area: assertArea(target ?? ''), env: values.env, who, why: values.why });
      if (entry.action === 'canary-rollback') console.log(`${entry.env}: ${entry.area} canary ${entry.from} removed, everyone gets ${entry.to} (${ms.toFixed(0)} ms)`);
      else console.log(`${entry.env}: ${entry.area} rolled back ${entry.from} -> ${entry.to} in ${ms.toFixed(0)} ms`);
      return;
    }
    case 'overrides': {
      if (values.off === Boolean(values.allow?.length)) throw new ReleaseRefused('usage', 'overrides needs --allow <origin> (one or more) or --off.');
      const entry = await setOverrides(settings, { env: values.env, enabled: !values.off, origins: values.allow ?? [], who, why: values.why });
      console.log(`${entry.env}: overrides ${entry.from} -> ${entry.to}`);
      return;
    }
    case 'config': {
      const out = path.resolve(values.out ?? defaultConfigFile(settings, values.env));
      const config = await writeShellConfig(settings, values.env, out, { supabaseUrl: values['supabase-url'], supabaseAnonKey: values['anon-key'] });
      console.log(`Wrote ${out} (${Object.keys(config.remotes).length} remotes)`);
      return;
    }
    case 'status':
      return status();
    case 'watch':
      return watch();
    case 'list':
      for (const record of await listReleases(settings.root, assertArea(target ?? ''))) console.log(`  ${record.id}  ${record.time}  ${record.commit.slice(0, 10)}`);
      return;
    case 'history': {
      const lines = (await readHistory(settings.root)).filter((line) => line.env === values.env && (!target || line.area === assertArea(target)));
      for (const line of lines.slice(-20)) {
        const warnings = line.checks.filter((check) => check.level !== 'pass').map((check) => `${check.level} ${check.rule}`);
        const notes = [line.forced ? 'forced' : '', ...warnings].filter(Boolean).join(', ');
        console.log(`  ${line.at}  ${line.area ?? '*'} ${line.action} ${line.from ?? 'none'} -> ${line.to}  by ${line.who}${line.why ? `: ${line.why}` : ''}${notes ? ` (${notes})` : ''}`);
      }
      return;
    }
    case 'prune': {
      const result = await prune(settings, { dryRun: values['dry-run'] });
      for (const folder of result.abandoned) console.log(`  ${values['dry-run'] ? 'would remove' : 'removed'} abandoned ${folder}`);
      for (const { area, id } of result.removed) console.log(`  ${values['dry-run'] ? 'would remove' : 'removed'} ${area}@${id}`);
      console.log(`${result.removed.length} removed, ${result.kept.length} kept`);
      return;
    }
    default:
      console.log(USAGE);
      process.exitCode = command ? 1 : 0;
  }
}

try {
  await main();
} catch (error) {
  if (!(error instanceof ReleaseRefused)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
