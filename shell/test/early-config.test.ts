import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('the early /config.json request', () => {
  it('is started once by the entry and handed over to the boot, then fetched anew', async () => {
    const fetchMock = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    const { startConfigFetch, takeEarlyConfig, CONFIG_URL } = await import('../src/app/early-config.ts');
    void startConfigFetch();
    void startConfigFetch();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(CONFIG_URL, { cache: 'no-store' });
    await takeEarlyConfig(CONFIG_URL, { cache: 'no-store' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await takeEarlyConfig(CONFIG_URL, { cache: 'no-store' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('reports a network failure to the boot that awaits it', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const { startConfigFetch, takeEarlyConfig } = await import('../src/app/early-config.ts');
    void startConfigFetch();
    await expect(takeEarlyConfig('/config.json')).rejects.toThrow('Failed to fetch');
  });
});
