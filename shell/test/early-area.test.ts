import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
});

const MANIFEST_URL = 'http://localhost:3001/mf-manifest.json';
const manifest = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ path: './App', assets: { js: { sync: ['__federation_expose_App.abc.js'] } } }],
};
const storageWith = (...keys: string[]) => ({ length: keys.length, key: (index: number) => keys[index] ?? null, getItem: () => null });
const configResponse = () => Promise.resolve(new Response(JSON.stringify({ remotes: { feed: MANIFEST_URL } })));
const preloaded = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map((link) => link.href);

describe('the visited area preloaded before the shell boots', () => {
  it('resolves the remote entry and the exposed module beside the manifest, or under its public path', async () => {
    const { scriptsToPreload } = await import('../src/app/early-area.ts');
    expect(scriptsToPreload(manifest, MANIFEST_URL)).toEqual(['http://localhost:3001/remoteEntry.js', 'http://localhost:3001/__federation_expose_App.abc.js']);
    const hosted = { ...manifest, metaData: { ...manifest.metaData, publicPath: 'https://cdn.example.com/feed/' } };
    expect(scriptsToPreload(hosted, MANIFEST_URL)[0]).toBe('https://cdn.example.com/feed/remoteEntry.js');
  });

  it('fetches the manifest once, preloads its scripts, and hands the response to the runtime once', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(manifest)));
    vi.stubGlobal('fetch', fetchMock);
    const { startAreaPreload, takeEarlyManifest } = await import('../src/app/early-area.ts');
    // Resolved once the scripts are asked for: the entry starts the shell's own chunks only then.
    await startAreaPreload(configResponse(), '/app/timeline', storageWith('sb-127-auth-token'));
    expect(preloaded()).toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const handed = await takeEarlyManifest(MANIFEST_URL, {});
    expect(await handed!.json()).toEqual(manifest);
    // A Retry (or another area) gets no early response: the runtime fetches anew.
    expect(takeEarlyManifest(MANIFEST_URL, {})).toBeUndefined();
  });

  it('does nothing for a visitor, a page outside the areas, or a config without the remote', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(manifest)));
    vi.stubGlobal('fetch', fetchMock);
    const { startAreaPreload } = await import('../src/app/early-area.ts');
    void startAreaPreload(configResponse(), '/app/timeline', storageWith('theme'));
    void startAreaPreload(configResponse(), '/auth', storageWith('sb-127-auth-token'));
    void startAreaPreload(configResponse(), '/app/messages', storageWith('sb-127-auth-token'));
    // A member's visit to the feed, started after them, takes as many steps: once its preloads are in, theirs would be.
    void startAreaPreload(configResponse(), '/app/timeline', storageWith('sb-127-auth-token'));
    await vi.waitFor(() => expect(preloaded()).toHaveLength(2));
    expect(fetchMock.mock.calls).toEqual([[MANIFEST_URL, {}]]);
  });

  it('falls back to a fresh request when the early one failed', async () => {
    const fetchMock = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(new Response(JSON.stringify(manifest)));
    vi.stubGlobal('fetch', fetchMock);
    const { startAreaPreload, takeEarlyManifest } = await import('../src/app/early-area.ts');
    void startAreaPreload(configResponse(), '/app/timeline', storageWith('sb-127-auth-token'));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const handed = await takeEarlyManifest(MANIFEST_URL, {});
    expect(handed!.ok).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
