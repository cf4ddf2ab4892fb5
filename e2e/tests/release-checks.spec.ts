// The checks before a pointer moves, on copies of the real feed build, with the render check on: a headless
// Chromium loads each candidate inside the shell's real build against the e2e run's local-supabase.
import { expect, test } from '@playwright/test';
import { execFile } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { appDist, REPO_ROOT } from '../../scripts/lib/platform.ts';
import { collectDataContract } from '../../scripts/lib/release/data-contract.ts';
import { promote } from '../../scripts/lib/release/promote.ts';
import { prune } from '../../scripts/lib/release/prune.ts';
import { readHistory, readPointers } from '../../scripts/lib/release/registry.ts';
import type { FederationManifest } from '../../scripts/lib/release/release-record.ts';
import { type ReleaseSettings, releaseSettings } from '../../scripts/lib/release/settings.ts';
import { defaultConfigFile, writeShellConfig } from '../../scripts/lib/release/shell-config.ts';
import { storeRelease } from '../../scripts/lib/release/store.ts';
import { e2eEnv } from '../support/env.ts';

let dir: string;
let settings: ReleaseSettings;

/** Settings as `npm run release` reads them, over a releases root of this test's own, render check on. */
test.beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'diva-release-checks-'));
  const env = { DIVA_RELEASES_DIR: path.join(dir, 'releases'), DIVA_RELEASE_RENDER_CHECK: 'on' };
  settings = releaseSettings(env);
  // The environment's config.json names the backend once, as `release config --supabase-url --anon-key` does.
  await writeShellConfig(settings, 'production', defaultConfigFile(settings, 'production'), { supabaseUrl: e2eEnv.supabaseUrl(), supabaseAnonKey: e2eEnv.anonKey() });
});
test.afterEach(() => fs.rm(dir, { recursive: true, force: true }));

let copies = 0;

/** A copy of the feed's real build, changed by `edit`, stored as a release of `version`. */
async function feedRelease(
  version: string,
  edit: (copy: string) => Promise<void> = () => Promise.resolve(),
  contractVersion?: number,
  dataContract?: Awaited<ReturnType<typeof collectDataContract>>,
): Promise<string> {
  const copy = path.join(dir, `feed-build-${(copies += 1)}`);
  await fs.cp(appDist('feed'), copy, { recursive: true });
  await edit(copy);
  const record = await storeRelease({ root: settings.root, area: 'feed', version, dist: copy, source: { commit: 'e2e', dirty: false }, contractVersion, dataContract });
  return record.id;
}

const promotion = (ref: string, from: string, force = false) => ({ area: 'feed' as const, ref, env: 'production', from, force, who: 'e2e', why: 'release checks' });

async function editManifest(copy: string, change: (manifest: FederationManifest) => void) {
  const file = path.join(copy, 'mf-manifest.json');
  const manifest = JSON.parse(await fs.readFile(file, 'utf8')) as FederationManifest;
  change(manifest);
  await fs.writeFile(file, JSON.stringify(manifest));
}

test('a real feed release renders its first route in the shell against the backend, and the move records it', async () => {
  test.setTimeout(120_000);
  const id = await feedRelease('1.0.0');
  const started = performance.now();
  const entry = await promote(settings, promotion('1.0.0', 'none'));
  const ms = Math.round(performance.now() - started);
  test.info().annotations.push({ type: 'promotion with checks', description: `${ms} ms` });
  expect(entry.checks.map((check) => [check.rule, check.level])).toEqual([
    ['integrity', 'pass'],
    ['shared-singletons', 'pass'],
    ['contract-version', 'pass'],
    ['render', 'pass'],
  ]);
  expect(entry.checks[3]!.message).toMatch(new RegExp(`^/app/timeline rendered feed@${id} in the production shell as \\S+@\\S+, no errors \\(\\d+ ms\\)$`));
  expect(await readPointers(settings.root, 'production')).toEqual({ feed: id });
});

test('a release that throws in the browser is refused by the render rule with what was seen; --force passes it and says so', async () => {
  test.setTimeout(120_000);
  await feedRelease('1.0.0', async (copy) => {
    await fs.appendFile(path.join(copy, 'remoteEntry.js'), '\nthrow new Error("injected release failure");\n');
  });
  const refusal = await promote(settings, promotion('1.0.0', 'none')).catch((error: Error) => error);
  expect(refusal).toBeInstanceOf(Error);
  expect((refusal as Error).message).toMatch(/^Refused \(render\): feed@1\.0\.0-[0-9a-f]{10} did not render \/app\/timeline in the production shell: /);
  expect((refusal as Error).message).toContain('injected release failure');
  expect(await readPointers(settings.root, 'production')).toEqual({});
  expect(await readHistory(settings.root)).toEqual([]);

  const forced = await promote(settings, promotion('1.0.0', 'none', true));
  expect(forced.forced).toBe(true);
  expect(forced.checks[3]).toMatchObject({ rule: 'render', level: 'error', message: expect.stringContaining('injected release failure') as unknown });
  expect((await readHistory(settings.root)).at(-1)).toEqual(forced);
});

test('a real build declaring another React major, and one implementing a contract the shell does not accept, are refused with the rule named', async () => {
  test.setTimeout(120_000);
  await feedRelease('1.0.0', (copy) =>
    editManifest(copy, (manifest) => {
      for (const shared of manifest.shared ?? []) if (/^react(-dom)?(\/|$)/.test(shared.name)) shared.version = '18.3.1';
    }),
  );
  await feedRelease('2.0.0', undefined, 2);

  const react = ((await promote(settings, promotion('1.0.0', 'none')).catch((error: Error) => error)) as Error).message;
  expect(react).toMatch(/^Refused \(shared-singletons\): /);
  expect(react).toMatch(/(: |; )react 18\.3\.1 is another major than the shell's 19\.\d+\.\d+(;|\.$)/);
  expect(react).toMatch(/(: |; )react\/jsx-runtime 18\.3\.1 is another major than the shell's 19\.\d+\.\d+(;|\.$)/);
  await expect(promote(settings, promotion('2.0.0', 'none'))).rejects.toThrow(/^Refused \(contract-version\): feed@2\.0\.0-[0-9a-f]{10} implements remote contract 2; the shell accepts 1\.$/);
  expect(await readPointers(settings.root, 'production')).toEqual({});
});

test('of two promoting processes, each rendering its release first, exactly one wins and the other is refused in words', async () => {
  test.setTimeout(180_000);
  const one = await feedRelease('1.0.0');
  await feedRelease('2.0.0', (copy) => fs.appendFile(path.join(copy, 'remoteEntry.js'), '\n// 2.0.0\n'));
  await feedRelease('3.0.0', (copy) => fs.appendFile(path.join(copy, 'remoteEntry.js'), '\n// 3.0.0\n'));
  await promote(settings, { ...promotion('1.0.0', 'none'), force: false });

  const run = (ref: string) =>
    promisify(execFile)(path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx'), [path.join(REPO_ROOT, 'scripts', 'release.ts'), 'promote', ref, '--from', '1.0.0'], {
      cwd: REPO_ROOT,
      env: { ...process.env, DIVA_RELEASES_DIR: settings.root, DIVA_RELEASE_RENDER_CHECK: 'on', DIVA_RELEASE_WHO: 'ci' },
    }).then(
      ({ stdout }) => ({ ok: true, out: stdout }),
      (error: { stderr: string }) => ({ ok: false, out: error.stderr }),
    );
  const results = await Promise.all([run('feed@2.0.0'), run('feed@3.0.0')]);
  expect(results.filter((result) => result.ok)).toHaveLength(1);
  const winner = results.find((result) => result.ok)!.out;
  expect(winner).toMatch(/pass {4}render: \/app\/timeline rendered feed@[23]\.0\.0-/);
  expect(results.find((result) => !result.ok)!.out).toMatch(new RegExp(`^Refused \\(compare-and-swap\\): production points feed at [23]\\.0\\.0-[0-9a-f]{10}, not 1\\.0\\.0`));
  const pointer = (await readPointers(settings.root, 'production')).feed!;
  expect(pointer).not.toBe(one);
  expect((await readHistory(settings.root)).map((line) => [line.who, line.to])).toEqual([
    ['e2e', one],
    ['ci', pointer],
  ]);
});

test('the migration guard refuses renaming posts.content while a feed release that reads it is served, and passes once it is retired', async () => {
  test.setTimeout(180_000);
  const v1 = await feedRelease('1.0.0');
  const record = JSON.parse(await fs.readFile(path.join(settings.root, 'feed', v1, 'release.json'), 'utf8')) as { dataContract: { tables: Record<string, string[]> } };
  // Collected from the feed's real api/ files when the release was stored.
  expect(record.dataContract.tables.posts).toContain('content');
  await promote(settings, promotion('1.0.0', 'none'));

  const migration = path.join(dir, '20270101000000_posts_content_to_body.sql');
  await fs.writeFile(migration, 'alter table public.posts rename column content to body;\n');
  const check = () =>
    promisify(execFile)(path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx'), [path.join(REPO_ROOT, 'scripts', 'check-migrations.ts'), migration], {
      cwd: REPO_ROOT,
      env: { ...process.env, DIVA_RELEASES_DIR: settings.root },
    }).then(
      ({ stdout }) => ({ code: 0, out: stdout }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, out: error.stdout + error.stderr }),
    );
  const refused = await check();
  expect(refused.code).toBe(1);
  expect(refused.out).toContain(
    `20270101000000_posts_content_to_body.sql:1: \`alter table public.posts rename column content to body\` renames posts.content, which a live release uses: feed@${v1} (production points at it).`,
  );

  // Expand/contract: the next feed release reads posts.body (its contract as the code that reads body records it).
  const current = await collectDataContract(path.join(REPO_ROOT, 'mfe-feed'));
  const readsBody = { ...current, tables: { ...current.tables, posts: current.tables.posts!.map((column) => (column === 'content' ? 'body' : column)) } };
  await feedRelease('2.0.0', (copy) => fs.appendFile(path.join(copy, 'remoteEntry.js'), '\n// 2.0.0\n'), undefined, readsBody);
  await promote(settings, promotion('2.0.0', '1.0.0'));
  // Moved, but still live for the retention window: members' open tabs may be on 1.0.0.
  expect((await check()).out).toMatch(new RegExp(`feed@${v1} \\(production served it until .+ or later \\(within 24 h\\)\\)`));

  // Retired: the window passes and prune removes it; the rename passes.
  const pruned = await prune({ ...settings, keep: 1 }, { now: new Date(Date.now() + 25 * 3_600_000) });
  expect(pruned.removed.map(({ id }) => id)).toEqual([v1]);
  const passed = await check();
  expect(passed).toEqual({ code: 0, out: expect.stringContaining('No change breaks a live release.') as unknown });
});
