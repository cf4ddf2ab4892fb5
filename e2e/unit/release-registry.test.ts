// Environments: previews fall back to production, config.json comes from the pointers, rollback walks history,
// prune keeps what a tab may still load, and two promoting processes cannot both win.
import type { RuntimeConfig } from '@diva/contracts';
import { execFile } from 'node:child_process';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { promote } from '../../scripts/lib/release/promote.ts';
import { prune } from '../../scripts/lib/release/prune.ts';
import { effectivePointers, movePointer, readHistory, readPointers } from '../../scripts/lib/release/registry.ts';
import { rollback } from '../../scripts/lib/release/rollback.ts';
import { defaultConfigFile, remoteUrls, writeShellConfig } from '../../scripts/lib/release/shell-config.ts';
import { fakeDist, releaseOf, tempSettings } from './release-fixtures.ts';

let settings: Awaited<ReturnType<typeof tempSettings>>;
beforeEach(async () => void (settings = await tempSettings()));
afterEach(() => settings.cleanup());

const ship = (ref: string, from: string, env = 'production', area: 'feed' | 'who' = 'feed') =>
  promote(settings, { area, ref, env, from, who: 'ada', why: 'test' });

describe('environments', () => {
  it('lets a preview set some areas and fall back to production for the rest, in config.json too', async () => {
    const one = await releaseOf(settings, '1.0.0');
    const two = await releaseOf(settings, '2.0.0');
    await ship('1.0.0', 'none');
    await movePointer(settings.root, 'production', 'who', () => Promise.resolve({ to: '4.0.0-aaaaaaaaaa', action: 'promote', who: 'bea', why: 'who', forced: false, checks: [] }));
    await expect(ship('2.0.0', '1.0.0', 'pr-7')).rejects.toThrow(
      "Refused (compare-and-swap): pr-7 points feed at no release of its own (it falls back to production's), not 1.0.0: it moved since you looked. Check `release status --env pr-7`, then promote again with --from none.",
    );
    await ship('2.0.0', 'none', 'pr-7');

    expect(await readPointers(settings.root, 'pr-7')).toEqual({ feed: two });
    expect(await effectivePointers(settings.root, 'pr-7')).toEqual({ feed: two, who: '4.0.0-aaaaaaaaaa' });
    expect(await effectivePointers(settings.root, 'production')).toEqual({ feed: one, who: '4.0.0-aaaaaaaaaa' });
    expect(await remoteUrls(settings, 'pr-7')).toEqual({
      feed: `https://cdn.example/releases/feed/${two}/mf-manifest.json`,
      who: 'https://cdn.example/releases/who/4.0.0-aaaaaaaaaa/mf-manifest.json',
    });
  });

  it('writes the shell config from the pointers, keeping the backend fields, and refuses without a backend', async () => {
    const one = await releaseOf(settings, '1.0.0');
    await ship('1.0.0', 'none');
    const out = path.join(settings.dir, 'site', 'config.json');
    await expect(writeShellConfig(settings, 'production', out)).rejects.toThrow(
      `Refused (config): ${out} does not name the backend yet; pass --supabase-url and --anon-key once.`,
    );
    await writeShellConfig(settings, 'production', out, { supabaseUrl: 'http://localhost:54321', supabaseAnonKey: 'anon' });
    const two = await releaseOf(settings, '2.0.0');
    await ship('2.0.0', one);
    await writeShellConfig(settings, 'production', out);
    expect(JSON.parse(await fs.readFile(out, 'utf8'))).toEqual({
      supabaseUrl: 'http://localhost:54321',
      supabaseAnonKey: 'anon',
      remotes: { feed: `https://cdn.example/releases/feed/${two}/mf-manifest.json` },
      environment: 'production',
      releases: { feed: two },
      overrides: { enabled: false, origins: [] },
    });
    expect((await fs.readdir(path.dirname(out))).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('rewrites, at every move, the configs written once: its own, and for production the previews too', async () => {
    await releaseOf(settings, '1.0.0');
    const two = await releaseOf(settings, '2.0.0');
    const three = await releaseOf(settings, '3.0.0');
    await ship('1.0.0', 'none');
    const backend = { supabaseUrl: 'http://localhost:54321', supabaseAnonKey: 'anon' };
    const production = defaultConfigFile(settings, 'production');
    const preview = defaultConfigFile(settings, 'pr-7');
    await writeShellConfig(settings, 'production', production, backend);
    await writeShellConfig(settings, 'pr-7', preview, backend);
    const feedOf = async (file: string) => (JSON.parse(await fs.readFile(file, 'utf8')) as RuntimeConfig).remotes.feed;

    await ship('2.0.0', '1.0.0');
    expect(await feedOf(production)).toContain(`/feed/${two}/`);
    expect(await feedOf(preview)).toContain(`/feed/${two}/`);
    await ship('3.0.0', 'none', 'pr-7');
    expect(await feedOf(preview)).toContain(`/feed/${three}/`);
    expect(await feedOf(production)).toContain(`/feed/${two}/`);
    await rollback(settings, { area: 'feed', env: 'production', who: 'cleo' });
    expect(await feedOf(production)).not.toContain(`/feed/${two}/`);
    expect(await feedOf(preview)).toContain(`/feed/${three}/`);
  });

  it('refuses an environment name that is not one', async () => {
    await expect(readPointers(settings.root, '../etc')).rejects.toThrow('Refused (environment): "../etc" is not an environment name');
  });
});

describe('rollback', () => {
  it('walks back through what each promotion replaced, without a rebuild, well under a second', async () => {
    const one = await releaseOf(settings, '1.0.0');
    const two = await releaseOf(settings, '2.0.0');
    const three = await releaseOf(settings, '3.0.0');
    await ship('1.0.0', 'none');
    await ship('2.0.0', '1.0.0');
    await ship('3.0.0', '2.0.0');

    const first = await rollback(settings, { area: 'feed', env: 'production', who: 'cleo' });
    expect(first.entry).toMatchObject({ action: 'rollback', from: three, to: two, who: 'cleo', why: `rollback of ${three}` });
    expect(first.ms).toBeLessThan(1000);
    expect((await rollback(settings, { area: 'feed', env: 'production', who: 'cleo' })).entry.to).toBe(one);
    await expect(rollback(settings, { area: 'feed', env: 'production', who: 'cleo' })).rejects.toThrow(
      `Refused (rollback): history has no release of feed in production before ${one}.`,
    );
    expect((await readPointers(settings.root, 'production')).feed).toBe(one);
    expect((await readHistory(settings.root)).map((line) => line.action)).toEqual(['promote', 'promote', 'promote', 'rollback', 'rollback']);
  });

  it('refuses a preview that sets nothing, and a previous release whose files are gone', async () => {
    const one = await releaseOf(settings, '1.0.0');
    await releaseOf(settings, '2.0.0');
    await ship('1.0.0', 'none');
    await ship('2.0.0', '1.0.0');
    await expect(rollback(settings, { area: 'feed', env: 'pr-7', who: 'cleo' })).rejects.toThrow(
      "Refused (rollback): pr-7 sets no release of feed (it falls back to production's; roll back there).",
    );
    await fs.rm(path.join(settings.root, 'feed', one, 'remoteEntry.js'));
    await expect(rollback(settings, { area: 'feed', env: 'production', who: 'cleo' })).rejects.toThrow(
      `Refused (integrity): feed@${one}: remoteEntry.js is missing; cannot roll back to it.`,
    );
  });
});

describe('prune', () => {
  it('keeps the newest N, what an environment points at and what it pointed at within the window; removes the rest', async () => {
    const day = 86_400_000;
    const now = new Date('2026-06-10T12:00:00Z');
    const at = (ms: number) => new Date(now.getTime() - ms);
    const [r1, r2, r3, r4, r5] = [
      await releaseOf(settings, '1.0.0', { now: at(5 * day) }),
      await releaseOf(settings, '2.0.0', { now: at(4 * day) }),
      await releaseOf(settings, '3.0.0', { now: at(3 * day) }),
      await releaseOf(settings, '4.0.0', { now: at(2 * day) }),
      await releaseOf(settings, '5.0.0', { now: at(1 * day) }),
    ];
    const move = (to: string, when: Date) =>
      movePointer(settings.root, 'production', 'feed', () => Promise.resolve({ to, action: 'promote' as const, who: 'ada', why: '', forced: false, checks: [] }), { now: () => when });
    await move(r3!, at(3 * day)); // r3 served until two days ago: outside the window
    await move(r1!, at(2 * day));
    await move(r2!, at(3_600_000)); // r2 served for half an hour today: a tab may still be on it
    await move(r1!, at(1_800_000));

    const dry = await prune(settings, { now, dryRun: true });
    expect(dry).toMatchObject({ removed: [{ area: 'feed', id: r3 }], abandoned: [] });
    expect(await fs.readdir(path.join(settings.root, 'feed'))).toContain(r3);

    const result = await prune(settings, { now });
    expect(result.removed).toEqual([{ area: 'feed', id: r3 }]);
    expect(result.kept).toEqual([
      { area: 'feed', id: r5, why: 'one of the newest 2' },
      { area: 'feed', id: r4, why: 'one of the newest 2' },
      { area: 'feed', id: r2, why: 'pointed at within 24 h' },
      { area: 'feed', id: r1, why: 'an environment points at it' },
    ]);
    expect((await fs.readdir(path.join(settings.root, 'feed'))).sort()).toEqual([r1, r2, r4, r5].sort());
  });

  it('removes a staging folder a build abandoned an hour ago, and leaves one a build is filling now', async () => {
    const feed = path.join(settings.root, 'feed');
    await fs.mkdir(path.join(feed, '.staging-1-dead'), { recursive: true });
    await fs.mkdir(path.join(feed, '.staging-2-live'), { recursive: true });
    const twoHoursAgo = new Date(Date.now() - 7_200_000);
    await fs.utimes(path.join(feed, '.staging-1-dead'), twoHoursAgo, twoHoursAgo);
    expect((await prune(settings)).abandoned).toEqual([path.join(feed, '.staging-1-dead')]);
    expect(await fs.readdir(feed)).toEqual(['.staging-2-live']);
  });
});

describe('the release command', () => {
  const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
  const run = (args: string[]) =>
    promisify(execFile)(path.join(repo, 'node_modules', '.bin', 'tsx'), [path.join(repo, 'scripts', 'release.ts'), ...args], {
      cwd: repo,
      env: { ...process.env, DIVA_RELEASES_DIR: settings.root, DIVA_SHELL_MANIFEST: settings.shellManifest, DIVA_RELEASE_WHO: 'ci', DIVA_RELEASE_RENDER_CHECK: 'off' },
    }).then(
      ({ stdout }) => ({ ok: true, out: stdout }),
      (error: { stdout: string; stderr: string }) => ({ ok: false, out: error.stderr }),
    );
  const readdirIds = () => fs.readdir(path.join(settings.root, 'feed'));

  it('builds from a dist, lets exactly one of two promoting processes win, says why the other lost, and rolls back', async () => {
    const dist = await fakeDist(path.join(settings.dir, 'cli-dist'));
    const built = await run(['build', 'feed', '--dist', dist, '--version', '1.0.0']);
    expect(built.out).toMatch(/^Stored feed@1\.0\.0-[0-9a-f]{10} \(contract 1, 4 shared packages\)/);
    const one = (await readdirIds()).find((id) => id.startsWith('1.0.0-'))!;
    await releaseOf(settings, '2.0.0');
    await releaseOf(settings, '3.0.0');
    await ship('1.0.0', 'none');

    const results = await Promise.all([run(['promote', 'feed@2.0.0', '--from', '1.0.0']), run(['promote', 'feed@3.0.0', '--from', one])]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.find((result) => !result.ok)!.out).toMatch(/^Refused \(compare-and-swap\): production points feed at .+, not 1\.0\.0/);
    expect((await readHistory(settings.root)).map((line) => line.who)).toEqual(['ada', 'ci']);

    const back = await run(['rollback', 'feed']);
    expect(back.out).toMatch(new RegExp(`^production: feed rolled back .+ -> ${one} in \\d+ ms`));
    const history = (await run(['history', 'feed'])).out.trim().split('\n');
    expect(history).toHaveLength(3);
    expect(history[2]).toMatch(new RegExp(`feed rollback .+ -> ${one}  by ci: rollback of `));
  }, 45_000);
});
