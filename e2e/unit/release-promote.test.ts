// Promotion: the checks before a pointer moves, each refusal in words, and compare-and-swap under the lock.
import { spawnSync } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withLock } from '../../scripts/lib/release/lock.ts';
import { promote, type PromoteOptions } from '../../scripts/lib/release/promote.ts';
import { readHistory, readPointers } from '../../scripts/lib/release/registry.ts';
import { firstRoute } from '../../scripts/lib/release/render-check.ts';
import { releaseUsage } from '../../scripts/lib/release/usage.ts';
import { AREA_NAMES, SHELL_RUNTIME_FILE } from '@diva/contracts';
import { releaseOf, tempSettings } from './release-fixtures.ts';

let settings: Awaited<ReturnType<typeof tempSettings>>;
beforeEach(async () => void (settings = await tempSettings()));
afterEach(() => settings.cleanup());

const promotion = (ref: string, from: string, extra: Partial<PromoteOptions> = {}): PromoteOptions => ({
  area: 'feed',
  ref,
  env: 'production',
  from,
  who: 'ada',
  why: 'ship the comments panel',
  ...extra,
});

describe('checks before a pointer moves', () => {
  it('promotes a sound release and records who, why, from, to and every check', async () => {
    const id = await releaseOf(settings, '1.0.0');
    const entry = await promote(settings, promotion('1.0.0', 'none'));
    expect(await readPointers(settings.root, 'production')).toEqual({ feed: id });
    expect(await readHistory(settings.root)).toEqual([entry]);
    expect(entry).toMatchObject({ who: 'ada', env: 'production', area: 'feed', action: 'promote', from: null, to: id, why: 'ship the comments panel', forced: false });
    expect(entry.checks.map((check) => [check.rule, check.level])).toEqual([
      ['integrity', 'pass'],
      ['shared-singletons', 'pass'],
      ['contract-version', 'pass'],
      ['render', 'warning'],
    ]);
    expect(entry.checks[3]!.message).toBe(`not checked: DIVA_RELEASE_RENDER_CHECK=off (an environment with no backend), so no browser loaded feed@${id}`);
  });

  it('refuses a release with one changed byte or a missing file, even with --force, and moves nothing', async () => {
    const id = await releaseOf(settings, '1.0.0');
    const chunk = path.join(settings.root, 'feed', id, '12.0123456789.js');
    const bytes = await fs.readFile(chunk);
    bytes[0] = bytes[0]! ^ 1;
    await fs.writeFile(chunk, bytes);
    const changed = `Refused (integrity): feed@${id}: 12.0123456789.js does not match its sha384 (--force does not pass this rule).`;
    await expect(promote(settings, promotion('1.0.0', 'none'))).rejects.toThrow(changed);
    await expect(promote(settings, promotion('1.0.0', 'none', { force: true }))).rejects.toThrow(changed);

    await fs.rm(path.join(settings.root, 'feed', id, 'assets', 'logo.0123456789.svg'));
    await expect(promote(settings, promotion('1.0.0', 'none', { force: true }))).rejects.toThrow(
      `Refused (integrity): feed@${id}: 12.0123456789.js does not match its sha384; assets/logo.0123456789.svg is missing (--force does not pass this rule).`,
    );
    expect(await readPointers(settings.root, 'production')).toEqual({});
    expect(await readHistory(settings.root)).toEqual([]);
  });

  it("refuses another major of react or a @diva runtime package than the shell's; --force passes it and says so", async () => {
    const id = await releaseOf(settings, '1.0.0', { react: '18.3.1' });
    await expect(promote(settings, promotion('1.0.0', 'none'))).rejects.toThrow(
      "Refused (shared-singletons): react 18.3.1 is another major than the shell's 19.3.1.",
    );
    await releaseOf(settings, '1.1.0', { shared: { '@diva/core': '1.0.0' } });
    await expect(promote(settings, promotion('1.1.0', 'none'))).rejects.toThrow(
      "Refused (shared-singletons): @diva/core 1.0.0 is another major than the shell's 0.1.0.",
    );
    const forced = await promote(settings, promotion('1.0.0', 'none', { force: true, why: 'React 18 test build, on purpose' }));
    expect(forced).toMatchObject({ to: id, forced: true });
    expect(forced.checks).toContainEqual({ rule: 'shared-singletons', level: 'error', message: "react 18.3.1 is another major than the shell's 19.3.1" });
    expect((await readHistory(settings.root))[0]!.forced).toBe(true);
  });

  it('passes a newer minor, or another major of a package outside the strict list, with a warning', async () => {
    await releaseOf(settings, '1.0.0', { react: '19.4.0', shared: { zustand: '6.0.0' } });
    const entry = await promote(settings, promotion('1.0.0', 'none'));
    expect(entry.checks[1]).toEqual({
      rule: 'shared-singletons',
      level: 'warning',
      message: "react 19.4.0 is a newer minor than the shell's 19.3.1; zustand 6.0.0 is another major than the shell's 5.1.0",
    });
  });

  it('refuses a remote-module contract version the shell does not accept', async () => {
    const id = await releaseOf(settings, '2.0.0', { contractVersion: 2 });
    await expect(promote(settings, promotion('2.0.0', 'none'))).rejects.toThrow(
      `Refused (contract-version): feed@${id} implements remote contract 2; the shell accepts 1.`,
    );
  });

  it("refuses a release whose build needs a shell runtime the environment's shell does not provide, in words", async () => {
    // The build of a remote whose entry reads the federation runtime's helpers from the shell's globals, onto a shell
    // built before it filled them (no shell-runtime.json beside its manifest: the runtime core alone).
    const id = await releaseOf(settings, '1.0.0', { needsShellRuntime: 2 });
    await expect(promote(settings, promotion('1.0.0', 'none'))).rejects.toThrow(
      `Refused (contract-version): feed@${id} needs shell runtime 2 (what its entry takes from the shell's); the shell provides 1. ` +
        'Serve a shell built with shell runtime 2 first, or release a build of the remote made for this shell.',
    );
    expect(await readPointers(settings.root, 'production')).toEqual({});
    // The same release onto a shell whose build provides it.
    await fs.writeFile(path.join(path.dirname(settings.shellManifest), SHELL_RUNTIME_FILE), JSON.stringify({ providesShellRuntime: 2 }));
    const entry = await promote(settings, promotion('1.0.0', 'none'));
    expect(entry.checks[2]).toEqual({ rule: 'contract-version', level: 'pass', message: 'implements remote contract 1; needs shell runtime 2, the shell provides 2' });
    expect(await readPointers(settings.root, 'production')).toEqual({ feed: id });
  });

  it('says when the shell has no manifest to compare with, and still promotes', async () => {
    await releaseOf(settings, '1.0.0');
    const entry = await promote({ ...settings, shellManifest: path.join(settings.dir, 'absent.json') }, promotion('1.0.0', 'none'));
    expect(entry.checks[1]).toMatchObject({ level: 'warning', message: expect.stringContaining('not checked: the shell') as unknown });
  });
});

describe('compare-and-swap', () => {
  it('refuses a stale --from in words, and accepts the version or the full id of the current release', async () => {
    const one = await releaseOf(settings, '1.0.0');
    const two = await releaseOf(settings, '2.0.0');
    const three = await releaseOf(settings, '3.0.0');
    await promote(settings, promotion('1.0.0', 'none'));
    await expect(promote(settings, promotion('2.0.0', 'none'))).rejects.toThrow(
      `Refused (compare-and-swap): production points feed at ${one}, not none: it moved since you looked. Check \`release status --env production\`, then promote again with --from ${one}.`,
    );
    await promote(settings, promotion('2.0.0', '1.0.0'));
    await expect(promote(settings, promotion('3.0.0', '1.0.0'))).rejects.toThrow(`Refused (compare-and-swap): production points feed at ${two}, not 1.0.0`);
    await promote(settings, promotion('3.0.0', two));
    await expect(promote(settings, promotion('3.0.0', three))).rejects.toThrow(`Refused (unchanged): production already points feed at ${three}.`);
    expect((await readHistory(settings.root)).map((line) => [line.from, line.to])).toEqual([
      [null, one],
      [one, two],
      [two, three],
    ]);
  });

  it('lets exactly one of two concurrent promotions from the same release win', async () => {
    await releaseOf(settings, '1.0.0');
    const two = await releaseOf(settings, '2.0.0');
    const three = await releaseOf(settings, '3.0.0');
    await promote(settings, promotion('1.0.0', 'none'));
    const results = await Promise.allSettled([promote(settings, promotion('2.0.0', '1.0.0')), promote(settings, promotion('3.0.0', '1.0.0'))]);
    const won = results.filter((result) => result.status === 'fulfilled');
    const lost = results.filter((result) => result.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(String(lost[0]!.reason)).toMatch(/Refused \(compare-and-swap\): production points feed at .*, not 1\.0\.0: it moved since you looked/);
    const pointer = (await readPointers(settings.root, 'production')).feed;
    expect([two, three]).toContain(pointer);
    expect(await readHistory(settings.root)).toHaveLength(2);
  });

  it('refuses a writer that cannot get the lock, naming the lock file, and takes over a lock whose process is gone', async () => {
    const registry = path.join(settings.root, 'registry');
    const lockFile = path.join(registry, '.lock');
    await fs.mkdir(registry, { recursive: true });
    await fs.writeFile(lockFile, '4242 build-server-2 2026-01-01T00:00:00.000Z\n');
    await expect(withLock(registry, () => Promise.resolve('never'), 50)).rejects.toThrow(
      `Refused (registry-locked): another writer holds ${lockFile} (pid, host and time: 4242 build-server-2 2026-01-01T00:00:00.000Z); if that process is gone, remove the file.`,
    );

    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    await fs.writeFile(lockFile, `${gone} ${os.hostname()} 2026-01-01T00:00:00.000Z\n`);
    expect(await withLock(registry, () => Promise.resolve('taken over'), 50)).toBe('taken over');
    await expect(fs.access(lockFile)).rejects.toThrow();
  });
});

describe("the release command's usage", () => {
  const usage = releaseUsage();
  it('lists every render-check setting the check reads, with its default, and the route it renders per area', async () => {
    const source = await fs.readFile(path.join(import.meta.dirname, '..', '..', 'scripts', 'lib', 'release', 'render-check.ts'), 'utf8');
    const read = new Set([...source.matchAll(/env\.([A-Z_]+)/g)].map((match) => match[1]!));
    expect([...read].sort()).toEqual(['CHROMIUM_PATH', 'DIVA_RELEASE_RENDER_CHECK', 'DIVA_RELEASE_RENDER_EMAIL', 'DIVA_RELEASE_RENDER_PASSWORD', 'DIVA_RELEASE_RENDER_TIMEOUT_MS', 'DIVA_SHELL_DIST']);
    for (const name of read) expect(usage).toContain(name);
    expect(usage).toContain('default 30000, at least 1000');
    for (const area of AREA_NAMES) expect(usage).toContain(`${area} ${firstRoute(area)}`);
  });

  it('says what --force passes, what it never passes, and how to skip the render check', () => {
    expect(usage).toMatch(/--force moves the pointer past a failed shared-singleton, contract or render check/);
    expect(usage).toMatch(/never passes a failed integrity check, a stale --from \(compare-and-swap\)/);
    expect(usage).toContain('To skip the render check itself, set DIVA_RELEASE_RENDER_CHECK=off.');
  });
});
