import { beforeEach, describe, expect, it, vi } from 'vitest';

// Only the federation boundary is mocked: the registry and the preload decision are real.
vi.mock('../src/remotes/federation-runtime.ts', () => ({ registerRemotes: vi.fn(), loadRemote: vi.fn() }));

const runtime = await import('../src/remotes/federation-runtime.ts');
const registry = await import('../src/remotes/registry.ts');
const { preloadVisitedArea } = await import('../src/remotes/preload-visited-area.ts');
const loadRemote = vi.mocked(runtime.loadRemote);

const storageWith = (...keys: string[]) => ({ length: keys.length, key: (index: number) => keys[index] ?? null });

beforeEach(() => {
  registry.resetRegistryForTests();
  loadRemote.mockReset();
  loadRemote.mockResolvedValue({ default: () => null, area: 'feed' });
  registry.registerAreaRemotes({ remotes: { feed: 'http://localhost:3001/mf-manifest.json' } });
});

describe('preloading the visited area at boot', () => {
  it('starts loading the area of the page when a session is stored, and the visit reuses that load', async () => {
    preloadVisitedArea('/app/timeline', storageWith('theme', 'sb-127-auth-token'));
    expect(loadRemote).toHaveBeenCalledTimes(1);
    await registry.preloadArea('feed');
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it('fetches nothing for a visitor without a session or a page outside the areas', () => {
    preloadVisitedArea('/app/timeline', storageWith('theme'));
    preloadVisitedArea('/auth', storageWith('sb-127-auth-token'));
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('forgets a failed preload, so the visit tries again', async () => {
    loadRemote.mockRejectedValueOnce(new Error('offline'));
    preloadVisitedArea('/app/timeline', storageWith('sb-127-auth-token'));
    await vi.waitFor(() => expect(loadRemote).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(registry.preloadArea('feed')).resolves.toMatchObject({ area: 'feed' });
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });
});
