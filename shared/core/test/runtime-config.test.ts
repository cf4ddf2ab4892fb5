import { describe, expect, it, vi } from 'vitest';
import { RuntimeConfigError, fetchRuntimeConfig, parseRuntimeConfig } from '../src/index.ts';

const good = {
  supabaseUrl: 'http://127.0.0.1:54321',
  supabaseAnonKey: 'x'.repeat(40),
  remotes: { feed: 'http://localhost:3001/mf-manifest.json' },
};

describe('runtime config', () => {
  it('accepts a valid config', () => {
    expect(parseRuntimeConfig(good).remotes.feed).toBe('http://localhost:3001/mf-manifest.json');
  });
  it('rejects unknown remotes, non-manifest URLs and missing keys with a readable message', () => {
    expect(() => parseRuntimeConfig({ ...good, remotes: { nope: 'http://x/mf-manifest.json' } })).toThrow(RuntimeConfigError);
    expect(() => parseRuntimeConfig({ ...good, remotes: { feed: 'http://x/remoteEntry.js' } })).toThrow(/remotes.feed/);
    expect(() => parseRuntimeConfig({ remotes: {} })).toThrow(/supabaseUrl/);
  });
  it('accepts the release fields (environment, releases, canary, overrides) and rejects a canary share over 100', () => {
    const released = {
      ...good,
      environment: 'production',
      releases: { feed: '0.2.0-abc123' },
      canary: { feed: { release: '0.3.0-def456', manifest: 'http://localhost:3001/r/feed/0.3.0-def456/mf-manifest.json', percent: 10 } },
      overrides: { enabled: true, origins: ['http://localhost:4001'] },
    };
    expect(parseRuntimeConfig(released).canary?.feed?.percent).toBe(10);
    expect(() => parseRuntimeConfig({ ...released, canary: { feed: { ...released.canary.feed, percent: 150 } } })).toThrow(/canary.feed.percent/);
  });
  it('fetches past the cache and reports HTTP failures', async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify(good), { status: 200 }));
    await fetchRuntimeConfig('/config.json', fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });
    const missing = vi.fn(async () => new Response('nope', { status: 404 }));
    await expect(fetchRuntimeConfig('/config.json', missing)).rejects.toThrow('HTTP 404');
  });
});
