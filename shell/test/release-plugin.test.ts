import { CHUNK_CACHE_BUST_GLOBAL, reportPartFailure } from '@diva/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RemoteLoadReport } from '../src/remotes/load-record.ts';

vi.mock('../src/remotes/federation-runtime.ts', () => ({ registerRemotes: vi.fn(), loadRemote: vi.fn() }));

const runtime = await import('../src/remotes/federation-runtime.ts');
const registry = await import('../src/remotes/registry.ts');
const records = await import('../src/remotes/load-record.ts');
const { releasePlugin, withCacheBust } = await import('../src/remotes/release-plugin.ts');
const loadRemote = vi.mocked(runtime.loadRemote);

const FeedApp = () => null;
const feedInfo = { name: 'mfe_feed', entry: 'http://localhost:3001/mf-manifest.json' };

beforeEach(() => {
  registry.resetRegistryForTests();
  records.resetLoadRecordsForTests();
  loadRemote.mockReset();
});

/** Calls a plugin hook by name with loose arguments (the runtime's own types are not needed to drive it). */
const hook = (name: string, args: unknown): unknown => (releasePlugin() as unknown as Record<string, (args: unknown) => unknown>)[name]!(args);

describe('the release runtime plugin', () => {
  it('leaves scripts alone, and loads the entry past the cache while a retry runs', async () => {
    expect(hook('createScript', { url: 'http://localhost:3001/remoteEntry.js', remoteInfo: feedInfo })).toBeUndefined();
    registry.registerAreaRemotes({ remotes: { feed: feedInfo.entry } });
    let script: HTMLScriptElement | undefined;
    loadRemote
      .mockImplementationOnce(() => Promise.reject(new Error('ScriptNetworkError')))
      .mockImplementationOnce(() => {
        script = hook('createScript', { url: 'http://localhost:3001/remoteEntry.js', attrs: { crossorigin: 'anonymous' }, remoteInfo: feedInfo }) as HTMLScriptElement;
        return Promise.resolve({ default: FeedApp, area: 'feed' });
      });
    await registry.loadAreaModule('feed');
    expect(script?.src).toMatch(/^http:\/\/localhost:3001\/remoteEntry\.js\?diva-retry=1-[0-9a-z]+$/);
    expect(script?.getAttribute('crossorigin')).toBe('anonymous');
    // Another remote's scripts are untouched meanwhile, and nothing is busted once the load is over.
    expect(hook('createScript', { url: 'http://localhost:3001/remoteEntry.js', remoteInfo: feedInfo })).toBeUndefined();
    expect(withCacheBust('http://x/a.js?v=1', 'diva-retry=2')).toBe('http://x/a.js?v=1&diva-retry=2');
  });

  it('notes the phases a load reached, so a failure says how far it got', async () => {
    const reports: RemoteLoadReport[] = [];
    records.setLoadReporter((report) => reports.push(report));
    registry.registerAreaRemotes({ remotes: { feed: feedInfo.entry } });
    loadRemote.mockImplementation(async () => {
      await hook('afterLoadManifest', { moduleInfo: feedInfo, manifestJson: {} });
      await hook('afterLoadEntry', { remoteInfo: feedInfo });
      await hook('afterInitRemote', { remoteInfo: feedInfo });
      await hook('afterGetExpose', { moduleInfo: feedInfo, error: new Error('chunk gone') });
      throw new Error('[ Federation Runtime ]: RUNTIME-008 chunk gone');
    });
    await expect(registry.loadAreaModule('feed')).rejects.toThrow();
    expect(reports).toMatchObject([{ area: 'feed', phase: 'init', ok: false, errorCode: 'RUNTIME-008', retries: 3, release: 'unreleased', cohort: 'stable' }]);
  });

  it('reports a rendered load once, as reaching render', async () => {
    const reports: RemoteLoadReport[] = [];
    records.setLoadReporter((report) => reports.push(report));
    registry.registerAreaRemotes({ remotes: { feed: feedInfo.entry }, releases: { feed: '1.2.0-abc' } });
    loadRemote.mockResolvedValue({ default: FeedApp, area: 'feed' });
    await registry.loadAreaModule('feed');
    records.noteRendered('feed');
    records.noteRendered('feed');
    expect(reports).toEqual([{ area: 'feed', release: '1.2.0-abc', cohort: 'stable', phase: 'render', ok: true, durationMs: expect.any(Number), retries: 0 }]);
    // A later render error of the same release is a failed render of its own.
    records.noteRenderError('feed', 'ChunkLoadError');
    expect(reports[1]).toMatchObject({ phase: 'render', ok: false, errorCode: 'ChunkLoadError' });
  });

  it("gives a remote's chunk loader the retry's query while the area's load retries, and none otherwise", async () => {
    releasePlugin();
    const ask = () => (globalThis as Record<string, unknown>)[CHUNK_CACHE_BUST_GLOBAL] as (container: string) => string | undefined;
    registry.registerAreaRemotes({ remotes: { feed: feedInfo.entry } });
    const seen: (string | undefined)[] = [];
    loadRemote.mockImplementation(() => {
      // What the feed's runtime asks as it requests the ./App chunk, and what another remote's would.
      seen.push(ask()('mfe_feed'), ask()('mfe_who'));
      return seen.length < 4 ? Promise.reject(new Error('ChunkLoadError')) : Promise.resolve({ default: FeedApp, area: 'feed' });
    });
    await registry.loadAreaModule('feed');
    expect(seen[0]).toBeUndefined();
    expect(seen[1]).toBeUndefined();
    expect(seen[2]).toMatch(/^diva-retry=1-[0-9a-z]+$/);
    expect(seen[3]).toBeUndefined();
    expect(ask()('mfe_feed')).toBeUndefined();
  });

  it("reports a lazy part's failure after the area rendered as a failed render naming the part", async () => {
    const reports: RemoteLoadReport[] = [];
    records.setLoadReporter((report) => reports.push(report));
    registry.registerAreaRemotes({ remotes: { feed: feedInfo.entry }, releases: { feed: '1.2.0-abc' } });
    loadRemote.mockResolvedValue({ default: FeedApp, area: 'feed' });
    await registry.loadAreaModule('feed');
    records.noteRendered('feed');
    reportPartFailure({ area: 'feed', part: 'comments', errorCode: 'ChunkLoadError', retries: 2 });
    // An area this page never loaded (or no area at all) has no release to blame: nothing is reported.
    reportPartFailure({ area: 'events', part: 'x', errorCode: 'ChunkLoadError', retries: 2 });
    reportPartFailure({ area: 'nowhere', part: 'x', errorCode: 'ChunkLoadError', retries: 2 });
    expect(reports.slice(1)).toEqual([
      { area: 'feed', release: '1.2.0-abc', cohort: 'stable', phase: 'render', ok: false, durationMs: 0, retries: 2, errorCode: 'comments:ChunkLoadError' },
    ]);
  });
});
