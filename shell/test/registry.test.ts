import { beforeEach, describe, expect, it, vi } from 'vitest';

// Only the federation boundary is mocked: everything above it (registry, contract checks) is real.
vi.mock('../src/remotes/federation-runtime.ts', () => ({ registerRemotes: vi.fn(), loadRemote: vi.fn() }));

const runtime = await import('../src/remotes/federation-runtime.ts');
const registry = await import('../src/remotes/registry.ts');
const registerRemotes = vi.mocked(runtime.registerRemotes);
const loadRemote = vi.mocked(runtime.loadRemote);

const FeedApp = () => null;

beforeEach(() => {
  registry.resetRegistryForTests();
  registerRemotes.mockReset();
  loadRemote.mockReset();
});

describe('remote registry', () => {
  it('registers every remote in the runtime config under its container name', () => {
    const areas = registry.registerAreaRemotes({
      feed: 'http://localhost:3001/mf-manifest.json',
      admin: 'http://localhost:3007/mf-manifest.json',
    });
    expect(areas).toEqual(['feed', 'admin']);
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'mfe_feed', entry: 'http://localhost:3001/mf-manifest.json' },
      { name: 'mfe_admin', entry: 'http://localhost:3007/mf-manifest.json' },
    ]);
  });

  it('loads ./App of a registered area and checks the contract', async () => {
    registry.registerAreaRemotes({ feed: 'http://localhost:3001/mf-manifest.json' });
    loadRemote.mockResolvedValue({ default: FeedApp, area: 'feed' });
    const module = await registry.loadAreaModule('feed');
    expect(loadRemote).toHaveBeenCalledWith('mfe_feed/App');
    expect(module.default).toBe(FeedApp);
  });

  it('refuses an area missing from the config, a broken module and a module of another area', async () => {
    await expect(registry.loadAreaModule('who')).rejects.toThrow('Who could not be loaded: it is not listed in /config.json');
    registry.registerAreaRemotes({ feed: 'http://localhost:3001/mf-manifest.json' });
    loadRemote.mockResolvedValueOnce({ nothing: true });
    await expect(registry.loadAreaModule('feed')).rejects.toThrow(/does not keep the remote contract/);
    loadRemote.mockResolvedValueOnce({ default: FeedApp, area: 'profile' });
    await expect(registry.loadAreaModule('feed')).rejects.toThrow(/says it is the "profile" area/);
  });

  it('wraps a failed load in RemoteUnavailableError naming the area', async () => {
    registry.registerAreaRemotes({ feed: 'http://localhost:3001/mf-manifest.json' });
    loadRemote.mockRejectedValue(new Error('[ Federation Runtime ]: RUNTIME-003 failed to fetch manifest'));
    const error = await registry.loadAreaModule('feed').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(registry.RemoteUnavailableError);
    expect((error as InstanceType<typeof registry.RemoteUnavailableError>).area).toBe('feed');
  });

  it('re-registers with force on reset so a retry fetches the remote anew', () => {
    registry.registerAreaRemotes({ feed: 'http://localhost:3001/mf-manifest.json' });
    registry.resetArea('feed');
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mfe_feed', entry: 'http://localhost:3001/mf-manifest.json' }], { force: true });
  });

  it('preloads once, and forgets a failed preload', async () => {
    registry.registerAreaRemotes({ feed: 'http://localhost:3001/mf-manifest.json' });
    loadRemote.mockRejectedValueOnce(new Error('offline'));
    await expect(registry.preloadArea('feed')).rejects.toThrow();
    loadRemote.mockResolvedValue({ default: FeedApp, area: 'feed' });
    const first = registry.preloadArea('feed');
    expect(registry.preloadArea('feed')).toBe(first);
    await first;
    expect(loadRemote).toHaveBeenCalledTimes(2);
    expect(registry.preloadArea('who')).toBeUndefined();
  });
});
