import { createDivaClient } from '@diva/core';
import { chaptersKey, chaptersRead, feedPostsKey, feedPostsRead, sessionStorageKey } from '@diva/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runFirstRouteRead } from '../src/prefetch/api/run-first-route-read.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

const SUPABASE_URL = 'http://127.0.0.1:54321';
const ANON_KEY = 'anon-key';
const MEMBER = '00000000-0000-4000-8000-000000000001';
const NOW = Date.UTC(2026, 10, 28, 12);
const config = Promise.resolve({ supabaseUrl: SUPABASE_URL, supabaseAnonKey: ANON_KEY });
const storageWith = (session: object | undefined) => ({
  getItem: (key: string) => (key === sessionStorageKey(SUPABASE_URL) && session ? JSON.stringify(session) : null),
});
const session = (expiresInSeconds: number, id = MEMBER) => ({ access_token: 'member-token', expires_at: NOW / 1000 + expiresInSeconds, user: { id } });
const rowsResponse = () => new Response(JSON.stringify([{ id: 'p1', tags: null, post_likes: [], user_achievements: [] }]));

describe("the first route's reads started by the entry, before the shell's code", () => {
  it('asks the REST API exactly what supabase-js asks for the same read, with her own token', async () => {
    const calls: { url: string; headers: Headers }[] = [];
    vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => (calls.push({ url: String(url), headers: new Headers(init?.headers) }), rowsResponse())));
    const { startFirstRouteReads, takeEarlyRead } = await import('../src/app/early-first-route.ts');
    await startFirstRouteReads(config, '/app/timeline', storageWith(session(3600)), () => NOW);
    expect(await takeEarlyRead(feedPostsKey(MEMBER), MEMBER)).toHaveLength(1);
    // The same read through supabase-js, as the area's own api/ file sends it.
    const client = createDivaClient({ url: SUPABASE_URL, anonKey: ANON_KEY }, { persistSession: false, fetch: async (url, init) => (calls.push({ url: String(url), headers: new Headers(init?.headers) }), rowsResponse()) });
    await runFirstRouteRead(client, feedPostsRead(MEMBER));
    const [early, library] = calls;
    expect(early!.url).toBe(library!.url);
    expect(early!.headers.get('Authorization')).toBe('Bearer member-token');
    expect(early!.headers.get('apikey')).toBe(ANON_KEY);
    // A read of every row (the chapters: no limit) is the same request both ways too.
    calls.length = 0;
    await startFirstRouteReads(config, '/app/local-chapters', storageWith(session(3600)), () => NOW);
    expect(await takeEarlyRead(chaptersKey(MEMBER), MEMBER)).toHaveLength(1);
    await runFirstRouteRead(client, chaptersRead());
    expect(calls).toHaveLength(2);
    expect(calls[0]!.url).toBe(calls[1]!.url);
    expect(calls[0]!.url).not.toContain('limit=');
  });

  it('reads nothing without a usable session, for a page without described data, or without a backend', async () => {
    const fetchMock = vi.fn(async () => rowsResponse());
    vi.stubGlobal('fetch', fetchMock);
    const { startFirstRouteReads } = await import('../src/app/early-first-route.ts');
    await startFirstRouteReads(config, '/app/timeline', storageWith(undefined), () => NOW);
    // A token about to expire is left to supabase-js, which refreshes it first.
    await startFirstRouteReads(config, '/app/timeline', storageWith(session(10)), () => NOW);
    await startFirstRouteReads(config, '/app/timeline', { getItem: () => '{not json' }, () => NOW);
    await startFirstRouteReads(config, '/app/timeline/post/1', storageWith(session(3600)), () => NOW);
    await startFirstRouteReads(Promise.resolve({}), '/app/timeline', storageWith(session(3600)), () => NOW);
    await startFirstRouteReads(Promise.reject(new TypeError('Failed to fetch')), '/app/timeline', storageWith(session(3600)), () => NOW);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('hands the answer over once, and only for the member the session client names', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => rowsResponse()));
    const { startFirstRouteReads, takeEarlyRead } = await import('../src/app/early-first-route.ts');
    await startFirstRouteReads(config, '/app/timeline', storageWith(session(3600)), () => NOW);
    expect(takeEarlyRead(feedPostsKey(MEMBER), 'someone-else')).toBeUndefined();
    await startFirstRouteReads(config, '/app/timeline', storageWith(session(3600)), () => NOW);
    expect(takeEarlyRead(feedPostsKey(MEMBER), MEMBER)).toBeDefined();
    expect(takeEarlyRead(feedPostsKey(MEMBER), MEMBER)).toBeUndefined();
  });

  it('rejects on a refused read, so that the boot reads through supabase-js instead', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"message":"JWT expired"}', { status: 401 })));
    const { startFirstRouteReads, takeEarlyRead } = await import('../src/app/early-first-route.ts');
    await startFirstRouteReads(config, '/app/timeline', storageWith(session(3600)), () => NOW);
    await expect(takeEarlyRead(feedPostsKey(MEMBER), MEMBER)).rejects.toThrow('401');
  });
});
