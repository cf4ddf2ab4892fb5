import { canaryBucket } from '@diva/contracts';
import type { RemoteLoadReport } from '../src/remotes/load-record.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Only the federation boundary is mocked: everything above it (registry, contract checks) is real.
vi.mock('../src/remotes/federation-runtime.ts', () => ({ registerRemotes: vi.fn(), loadRemote: vi.fn() }));

const runtime = await import('../src/remotes/federation-runtime.ts');
const registry = await import('../src/remotes/registry.ts');
const records = await import('../src/remotes/load-record.ts');
const registerRemotes = vi.mocked(runtime.registerRemotes);
const loadRemote = vi.mocked(runtime.loadRemote);

const FeedApp = () => null;
const STABLE = 'http://localhost:3001/mf-manifest.json';
const CANARY = 'http://localhost:3001/releases/feed/2.0.0-bbb/mf-manifest.json';

/** A subject whose canary bucket is below (or not below) the percent. */
function subjectWith(inside: boolean, percent: number): string {
  for (let index = 0; ; index += 1) {
    const subject = `member-${index}`;
    if (canaryBucket(subject) < percent === inside) return subject;
  }
}

beforeEach(() => {
  registry.resetRegistryForTests();
  records.resetLoadRecordsForTests();
  registerRemotes.mockReset();
  loadRemote.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('remote registry', () => {
  it('names the configured areas and registers each under its container name when it is first loaded', async () => {
    const areas = registry.registerAreaRemotes({ remotes: { feed: STABLE, admin: 'http://localhost:3007/mf-manifest.json' } });
    expect(areas).toEqual(['feed', 'admin']);
    expect(registerRemotes).not.toHaveBeenCalled();
    loadRemote.mockResolvedValue({ default: FeedApp, area: 'feed' });
    await registry.loadAreaModule('feed');
    expect(registerRemotes).toHaveBeenCalledExactlyOnceWith([{ name: 'mfe_feed', entry: STABLE }]);
  });

  it('loads ./App of a registered area and checks the contract', async () => {
    registry.registerAreaRemotes({ remotes: { feed: STABLE } });
    loadRemote.mockResolvedValue({ default: FeedApp, area: 'feed' });
    const module = await registry.loadAreaModule('feed');
    expect(loadRemote).toHaveBeenCalledWith('mfe_feed/App');
    expect(module.default).toBe(FeedApp);
  });

  it('refuses an area missing from the config, a broken module and a module of another area', async () => {
    await expect(registry.loadAreaModule('who')).rejects.toThrow('Who could not be loaded: it is not listed in /config.json');
    registry.registerAreaRemotes({ remotes: { feed: STABLE } });
    loadRemote.mockResolvedValueOnce({ nothing: true });
    await expect(registry.loadAreaModule('feed')).rejects.toThrow(/does not keep the remote contract/);
    loadRemote.mockResolvedValueOnce({ default: FeedApp, area: 'profile' });
    await expect(registry.loadAreaModule('feed')).rejects.toThrow(/says it is the "profile" area/);
  });

  it('retries a failed load twice past the cache, then fetches the manifest once more, then gives up naming the area', async () => {
    const reports: RemoteLoadReport[] = [];
    records.setLoadReporter((report) => reports.push(report));
    registry.registerAreaRemotes({ remotes: { feed: STABLE }, releases: { feed: '1.0.0-aaa' } });
    const busts: (string | undefined)[] = [];
    const forced: boolean[] = [];
    loadRemote.mockImplementation(() => {
      busts.push(registry.cacheBustFor('mfe_feed'));
      forced.push(registerRemotes.mock.calls.some((call) => call[1]?.force === true));
      return Promise.reject(new Error('[ Federation Runtime ]: RUNTIME-008 ChunkLoadError: Loading chunk 123 failed'));
    });
    const error = await registry.loadAreaModule('feed').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(registry.RemoteUnavailableError);
    expect((error as InstanceType<typeof registry.RemoteUnavailableError>).area).toBe('feed');
    expect(loadRemote).toHaveBeenCalledTimes(registry.LOAD_RETRIES + 2);
    // The first try as usual; each retry with a query of its own; the manifest dropped only before the last.
    expect(busts[0]).toBeUndefined();
    expect(busts[1]).toMatch(/^diva-retry=1-/);
    expect(busts[2]).toMatch(/^diva-retry=2-/);
    expect(forced).toEqual([false, false, false, true]);
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mfe_feed', entry: STABLE }], { force: true });
    expect(registry.cacheBustFor('mfe_feed')).toBeUndefined();
    expect(reports).toEqual([
      { area: 'feed', release: '1.0.0-aaa', cohort: 'stable', phase: 'config', ok: false, durationMs: expect.any(Number), retries: 3, errorCode: 'RUNTIME-008' },
    ]);
  });

  it('recovers when a retry succeeds, without fetching the manifest again', async () => {
    registry.registerAreaRemotes({ remotes: { feed: STABLE } });
    loadRemote.mockRejectedValueOnce(new Error('ScriptNetworkError: Failed to load script')).mockResolvedValueOnce({ default: FeedApp, area: 'feed' });
    await expect(registry.loadAreaModule('feed')).resolves.toMatchObject({ area: 'feed' });
    expect(loadRemote).toHaveBeenCalledTimes(2);
    expect(registerRemotes.mock.calls.some((call) => call[1]?.force)).toBe(false);
  });

  it('names the federation code of a failure for telemetry, or the kind of error', () => {
    expect(registry.errorCodeOf(new Error('[ Federation Runtime ]: RUNTIME-003 failed to fetch manifest'))).toBe('RUNTIME-003');
    const chunk = new Error('Loading chunk 7 failed');
    chunk.name = 'ChunkLoadError';
    expect(registry.errorCodeOf(chunk)).toBe('ChunkLoadError');
    expect(registry.errorCodeOf('weird')).toBe('load-failed');
  });

  it('re-registers with force on reset so a retry fetches the remote anew', async () => {
    registry.registerAreaRemotes({ remotes: { feed: STABLE } });
    loadRemote.mockResolvedValue({ default: FeedApp, area: 'feed' });
    await registry.loadAreaModule('feed');
    registry.resetArea('feed');
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mfe_feed', entry: STABLE }], { force: true });
  });

  it('preloads once, and forgets a failed preload', async () => {
    registry.registerAreaRemotes({ remotes: { feed: STABLE } });
    loadRemote.mockRejectedValue(new Error('offline'));
    await expect(registry.preloadArea('feed')).rejects.toThrow();
    expect(loadRemote).toHaveBeenCalledTimes(registry.LOAD_RETRIES + 2);
    loadRemote.mockReset();
    loadRemote.mockResolvedValue({ default: FeedApp, area: 'feed' });
    const first = registry.preloadArea('feed');
    expect(registry.preloadArea('feed')).toBe(first);
    await first;
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(registry.preloadArea('who')).toBeUndefined();
  });
});

describe('the release an area loads', () => {
  const config = {
    remotes: { feed: STABLE },
    releases: { feed: '1.0.0-aaa' },
    canary: { feed: { release: '2.0.0-bbb', manifest: CANARY, percent: 10 } },
  };

  it('gives a member inside the canary its manifest, and one outside the environment release', () => {
    registry.registerAreaRemotes(config, { subject: () => subjectWith(true, 10) });
    expect(registry.areaSource('feed')).toEqual({ manifest: CANARY, release: '2.0.0-bbb', cohort: 'canary' });
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_feed', entry: CANARY }]);

    registry.resetRegistryForTests();
    registry.registerAreaRemotes(config, { subject: () => subjectWith(false, 10) });
    expect(registry.areaSource('feed')).toEqual({ manifest: STABLE, release: '1.0.0-aaa', cohort: 'stable' });
  });

  it('chooses once per page: the same member gets the same answer on every load', () => {
    const subject = vi.fn(() => subjectWith(true, 10));
    registry.registerAreaRemotes(config, { subject });
    const first = registry.areaSource('feed');
    expect(registry.areaSource('feed')).toBe(first);
    expect(subject).toHaveBeenCalledTimes(1);
  });

  it('reads no cohort for an area without a canary', () => {
    const subject = vi.fn(() => 'someone');
    registry.registerAreaRemotes({ remotes: { feed: STABLE } }, { subject });
    expect(registry.areaSource('feed')?.cohort).toBe('stable');
    expect(subject).not.toHaveBeenCalled();
  });

  it("puts this tab's override before the canary and the release", () => {
    const override = 'http://localhost:4001/mf-manifest.json';
    registry.registerAreaRemotes(config, { subject: () => subjectWith(true, 10), overrides: { feed: override, who: 'http://localhost:4004/mf-manifest.json' } });
    expect(registry.areaSource('feed')).toEqual({ manifest: override, cohort: 'override' });
    expect(registry.areaSource('who')?.manifest).toBe('http://localhost:4004/mf-manifest.json');
  });
});
