// Releases are immutable folders named by version and content hash, with the integrity of every file.
import { REMOTE_CONTRACT_VERSION } from '@diva/contracts';
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ReleaseRecord } from '../../scripts/lib/release/release-record.ts';
import { releaseSettings } from '../../scripts/lib/release/settings.ts';
import { assertArea, listReleases, resolveRelease, storeRelease } from '../../scripts/lib/release/store.ts';
import { fakeDist, releaseOf, tempSettings } from './release-fixtures.ts';

let settings: Awaited<ReturnType<typeof tempSettings>>;
beforeEach(async () => void (settings = await tempSettings()));
afterEach(() => settings.cleanup());

const readJson = async <T>(file: string) => JSON.parse(await fs.readFile(file, 'utf8')) as T;

describe('storing a release', () => {
  it('copies the build into <area>/<version>-<contenthash>/ with the build version, integrity and record', async () => {
    const dist = await fakeDist(path.join(settings.dir, 'dist'));
    const record = await storeRelease({ root: settings.root, area: 'feed', version: '1.2.0', dist, source: { commit: 'abc123', dirty: false }, now: new Date('2026-01-02T03:04:05Z') });
    expect(record.id).toMatch(/^1\.2\.0-[0-9a-f]{10}$/);
    const dir = path.join(settings.root, 'feed', record.id);
    expect((await fs.readdir(dir)).sort()).toEqual(['12.0123456789.js', 'assets', 'integrity.json', 'mf-manifest.json', 'release.json', 'remoteEntry.js']);
    expect((await readJson<{ metaData: { buildInfo: { buildVersion: string } } }>(path.join(dir, 'mf-manifest.json'))).metaData.buildInfo.buildVersion).toBe('1.2.0');

    const integrity = await readJson<Record<string, string>>(path.join(dir, 'integrity.json'));
    expect(Object.keys(integrity)).toEqual(['12.0123456789.js', 'assets/logo.0123456789.svg', 'mf-manifest.json', 'remoteEntry.js']);
    const chunk = await fs.readFile(path.join(dir, '12.0123456789.js'));
    expect(integrity['12.0123456789.js']).toBe(`sha384-${createHash('sha384').update(chunk).digest('base64')}`);

    expect(await readJson<ReleaseRecord>(path.join(dir, 'release.json'))).toEqual({
      area: 'feed',
      id: record.id,
      version: '1.2.0',
      contentHash: record.id.slice(-10),
      commit: 'abc123',
      dirty: false,
      time: '2026-01-02T03:04:05.000Z',
      shared: expect.arrayContaining([{ name: 'react', version: '19.3.1', requiredVersion: '^19.3.1' }]) as unknown,
      exposes: ['./App'],
      contractVersion: REMOTE_CONTRACT_VERSION,
      // A build with no shell-runtime.json (from before the file) needs the federation runtime's core alone.
      shellRuntime: 1,
      // Collected from mfe-feed/src/**/api/*.ts (release-data-contract.test.ts reads it in detail).
      dataContract: expect.objectContaining({ tables: expect.objectContaining({ posts: expect.arrayContaining(['content']) as unknown }) as unknown }) as unknown,
    });
  });

  it('records the commit at HEAD, and whether the tree had changes, when no source is given', async () => {
    const record = await storeRelease({ root: settings.root, area: 'feed', version: '1.0.0', dist: await fakeDist(path.join(settings.dir, 'dist')) });
    expect(record.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(typeof record.dirty).toBe('boolean');
  });

  it('never overwrites a release, and leaves nothing half-stored behind', async () => {
    const dist = await fakeDist(path.join(settings.dir, 'dist'));
    const first = await storeRelease({ root: settings.root, area: 'feed', version: '1.0.0', dist, source: { commit: 'a', dirty: false } });
    const before = await fs.readFile(path.join(settings.root, 'feed', first.id, 'release.json'), 'utf8');
    await expect(storeRelease({ root: settings.root, area: 'feed', version: '1.0.0', dist, source: { commit: 'b', dirty: false } })).rejects.toThrow(
      `Refused (immutable): release feed@${first.id} already exists; a release is never changed or overwritten (raise the version to release new code).`,
    );
    expect(await fs.readFile(path.join(settings.root, 'feed', first.id, 'release.json'), 'utf8')).toBe(before);
    expect(await fs.readdir(path.join(settings.root, 'feed'))).toEqual([first.id]);
  });

  it('gives changed code of the same version another folder, and asks for the full id when a version names two', async () => {
    const one = await releaseOf(settings, '1.0.0', { now: new Date('2026-01-01T00:00:00Z') });
    const two = await releaseOf(settings, '1.0.0', { code: 'changed', now: new Date('2026-01-02T00:00:00Z') });
    expect(one).not.toBe(two);
    expect((await listReleases(settings.root, 'feed')).map((record) => record.id)).toEqual([one, two]);
    expect((await resolveRelease(settings.root, 'feed', two)).id).toBe(two);
    await expect(resolveRelease(settings.root, 'feed', '1.0.0')).rejects.toThrow(
      `Refused (ambiguous-release): feed@1.0.0 names 2 releases (${one}, ${two}); give the full id.`,
    );
    await expect(resolveRelease(settings.root, 'feed', '9.9.9')).rejects.toThrow(`Refused (unknown-release): there is no release feed@9.9.9 in ${settings.root}.`);
  });

  it('stores a stored release again under another version, with records of its own', async () => {
    const first = await releaseOf(settings, '1.0.0');
    const again = await storeRelease({ root: settings.root, area: 'feed', version: '1.0.1', dist: path.join(settings.root, 'feed', first), source: { commit: 'b', dirty: false } });
    const integrity = await readJson<Record<string, string>>(path.join(settings.root, 'feed', again.id, 'integrity.json'));
    expect(Object.keys(integrity)).not.toContain('release.json');
    expect(Object.keys(integrity)).not.toContain('integrity.json');
    expect((await readJson<ReleaseRecord>(path.join(settings.root, 'feed', again.id, 'release.json'))).version).toBe('1.0.1');
  });

  it('refuses a bad version, a folder that is not a build, and an unknown area, in words', async () => {
    const dist = await fakeDist(path.join(settings.dir, 'dist'));
    await expect(storeRelease({ root: settings.root, area: 'feed', version: 'next', dist, source: { commit: 'a', dirty: false } })).rejects.toThrow(
      'Refused (version): "next" is not a version such as 1.4.0 or 1.4.0-beta.1.',
    );
    await expect(storeRelease({ root: settings.root, area: 'feed', version: '1.0.0', dist: settings.dir, source: { commit: 'a', dirty: false } })).rejects.toThrow(
      `Refused (build): ${settings.dir} has no mf-manifest.json; build the remote first.`,
    );
    await expect(storeRelease({ root: settings.root, area: 'who', version: '1.0.0', dist, source: { commit: 'a', dirty: false } })).rejects.toThrow(
      `Refused (build): ${dist} is the build of mfe_feed, not of who (mfe_who).`,
    );
    expect(() => assertArea('blog')).toThrow('Refused (unknown-area): "blog" is not an area; the areas are feed,');
  });
});

describe('settings', () => {
  it('default to .releases at the repository root and refuse a retention that would remove what tabs load', () => {
    const defaults = releaseSettings({});
    expect(defaults).toMatchObject({ keep: 5, retainHours: 24, acceptedContracts: [REMOTE_CONTRACT_VERSION] });
    expect(defaults.root.endsWith(`${path.sep}.releases`)).toBe(true);
    expect(releaseSettings({ DIVA_RELEASES_DIR: '/srv/releases', DIVA_RELEASES_URL: 'https://cdn.example/r/' })).toMatchObject({
      root: '/srv/releases',
      baseUrl: 'https://cdn.example/r',
    });
    expect(() => releaseSettings({ DIVA_RELEASES_KEEP: '0' })).toThrow('Refused (settings): DIVA_RELEASES_KEEP must be a whole number of at least 1, not "0".');
  });
});
