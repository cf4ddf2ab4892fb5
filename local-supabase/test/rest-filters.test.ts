// REST horizontal filtering through supabase-js: every operator, negation, logic trees, JSON paths, quoting.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { LocalSupabase } from '../src/index.ts';
import { member, rest, service, startTestServer } from './rest-helpers.ts';

let server: LocalSupabase;
let db: SupabaseClient;

const articles = [
  { id: 1, title: 'Growing a business', body: 'Cats and dogs at work', rating: 4.5, published_at: '2024-01-01T00:00:00Z' },
  { id: 2, title: 'Funding rounds', body: 'Investors, term sheets', rating: 3, published_at: '2024-02-01T00:00:00Z' },
  { id: 3, title: 'Networking 101', body: null, rating: null, published_at: null },
  { id: 4, title: 'Growth, metrics, "quotes"', body: 'The fat cat sat', rating: 5, published_at: '2024-03-01T00:00:00Z' },
];

const ids = (rows: { id: number }[] | null) => (rows ?? []).map((r) => r.id);

beforeAll(async () => {
  server = await startTestServer();
  db = service(server);
  expect((await db.from('articles').insert(articles)).error).toBeNull();
});

afterAll(async () => {
  await server?.stop();
});

describe('comparison operators', () => {
  it('eq, neq, gt, gte, lt, lte', async () => {
    expect(ids((await db.from('articles').select('id').eq('id', 2)).data)).toEqual([2]);
    expect(ids((await db.from('articles').select('id').neq('id', 2).order('id')).data)).toEqual([1, 3, 4]);
    expect(ids((await db.from('articles').select('id').gt('rating', 3).order('id')).data)).toEqual([1, 4]);
    expect(ids((await db.from('articles').select('id').gte('rating', 3).order('id')).data)).toEqual([1, 2, 4]);
    expect(ids((await db.from('articles').select('id').lt('rating', 4.5)).data)).toEqual([2]);
    expect(ids((await db.from('articles').select('id').lte('published_at', '2024-02-01T00:00:00Z').order('id')).data)).toEqual([1, 2]);
  });

  it('like and ilike with * as the wildcard', async () => {
    expect(ids((await db.from('articles').select('id').like('title', 'Grow*').order('id')).data)).toEqual([1, 4]);
    expect(ids((await db.from('articles').select('id').ilike('body', '%CAT%').order('id')).data)).toEqual([1, 4]);
    expect(ids((await db.from('articles').select('id').likeAnyOf('title', ['Fund*', 'Net*']).order('id')).data)).toEqual([2, 3]);
    expect(ids((await db.from('articles').select('id').likeAllOf('title', ['*row*', '*metrics*'])).data)).toEqual([4]);
  });

  it('match and imatch (regular expressions)', async () => {
    expect(ids((await db.from('articles').select('id').regexMatch('title', '^G.*s$')).data)).toEqual([1]);
    expect(ids((await db.from('articles').select('id').regexIMatch('title', '^funding')).data)).toEqual([2]);
  });

  it('is null / not null / true / false, and isdistinct', async () => {
    expect(ids((await db.from('articles').select('id').is('body', null)).data)).toEqual([3]);
    expect(ids((await db.from('articles').select('id').not('body', 'is', null).order('id')).data)).toEqual([1, 2, 4]);
    const raw = await rest(server, '/articles?select=id&rating=isdistinct.5&order=id');
    expect(ids(raw.json as { id: number }[])).toEqual([1, 2, 3]);
    const bools = await rest(server, '/posts?select=id&published=is.true');
    expect(bools.status).toBe(200);
  });

  it('in, with values that need quoting, and an empty list', async () => {
    expect(ids((await db.from('articles').select('id').in('id', [1, 3]).order('id')).data)).toEqual([1, 3]);
    expect(ids((await db.from('articles').select('id').in('title', ['Funding rounds', 'a,b', 'Networking 101']).order('id')).data)).toEqual([2, 3]);
    // Double quotes inside a quoted value are escaped with a backslash.
    const quoted = await rest(server, `/articles?select=id&title=in.("Growth, metrics, \\"quotes\\"",x)`);
    expect(ids(quoted.json as { id: number }[])).toEqual([4]);
    expect(ids((await db.from('articles').select('id').in('id', [])).data)).toEqual([]);
    expect(ids((await db.from('articles').select('id').not('id', 'in', '(1,2)').order('id')).data)).toEqual([3, 4]);
  });

  it('quantified operators: eq(any) and gt(all)', async () => {
    const any = await rest(server, '/articles?select=id&id=eq(any).{1,4}&order=id');
    expect(ids(any.json as { id: number }[])).toEqual([1, 4]);
    const all = await rest(server, '/articles?select=id&rating=gt(all).{3,4}&order=id');
    expect(ids(all.json as { id: number }[])).toEqual([1, 4]);
  });
});

describe('arrays, ranges and JSON', () => {
  beforeAll(async () => {
    const owner = (await member(server, 'filters')).id;
    const posts = [
      { user_id: owner, content: 'a', tags: ['news', 'growth'], metadata: { lang: 'en', n: 1, flags: ['x'] } },
      { user_id: owner, content: 'b', tags: ['growth'], metadata: { lang: 'fr', n: 2 } },
      { user_id: owner, content: 'c', tags: [], metadata: null },
    ];
    expect((await db.from('posts').insert(posts, { defaultToNull: false })).error).toBeNull();
  });

  const contents = (rows: { content: string }[] | null) => (rows ?? []).map((r) => r.content).sort();

  it('cs, cd and ov on arrays', async () => {
    expect(contents((await db.from('posts').select('content').contains('tags', ['growth'])).data)).toEqual(['a', 'b']);
    expect(contents((await db.from('posts').select('content').containedBy('tags', ['growth'])).data)).toEqual(['b', 'c']);
    expect(contents((await db.from('posts').select('content').overlaps('tags', ['news', 'other'])).data)).toEqual(['a']);
  });

  it('cs on jsonb and JSON-path filters', async () => {
    expect(contents((await db.from('posts').select('content').contains('metadata', { lang: 'en' })).data)).toEqual(['a']);
    expect(contents((await db.from('posts').select('content').eq('metadata->>lang', 'fr')).data)).toEqual(['b']);
    expect(contents((await db.from('posts').select('content').gt('metadata->n', 1)).data)).toEqual(['b']);
    expect(contents((await db.from('posts').select('content').eq('metadata->flags->>0', 'x')).data)).toEqual(['a']);
  });

  it('range operators: sl, sr, nxl, nxr, adj, ov', async () => {
    const bookings = [
      { id: 1, during: '[1,5)' },
      { id: 2, during: '[5,10)' },
      { id: 3, during: '[20,30)' },
    ];
    expect((await db.from('bookings').insert(bookings)).error).toBeNull();
    expect(ids((await db.from('bookings').select('id').rangeLt('during', '[10,20)')).data)).toEqual([1, 2]);
    expect(ids((await db.from('bookings').select('id').rangeGt('during', '[10,20)')).data)).toEqual([3]);
    expect(ids((await db.from('bookings').select('id').rangeGte('during', '[5,6)').order('id')).data)).toEqual([2, 3]);
    expect(ids((await db.from('bookings').select('id').rangeLte('during', '[4,6)')).data)).toEqual([1]);
    expect(ids((await db.from('bookings').select('id').rangeAdjacent('during', '[10,20)').order('id')).data)).toEqual([2, 3]);
    expect(ids((await db.from('bookings').select('id').overlaps('during', '[4,6)').order('id')).data)).toEqual([1, 2]);
    // On an integer, << is a bit shift to Postgres: not a condition.
    const bad = await rest(server, '/articles?select=id&id=sl.2');
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ code: '42804', message: 'argument of WHERE must be type boolean, not type integer' });
  });
});

describe('full-text search', () => {
  it('fts, plfts, phfts and wfts on a tsvector column, with a configuration', async () => {
    expect(ids((await db.from('articles').select('id').textSearch('search', 'cat & sat')).data)).toEqual([4]);
    expect(ids((await db.from('articles').select('id').textSearch('search', 'cats dogs', { type: 'plain', config: 'english' })).data)).toEqual([1]);
    expect(ids((await db.from('articles').select('id').textSearch('search', 'fat cat', { type: 'phrase' })).data)).toEqual([4]);
    expect(ids((await db.from('articles').select('id').textSearch('search', '"term sheets" or networking', { type: 'websearch' }).order('id')).data)).toEqual([2, 3]);
  });

  it('wraps a text column in to_tsvector', async () => {
    expect(ids((await db.from('articles').select('id').textSearch('title', 'funding', { config: 'english' })).data)).toEqual([2]);
  });
});

describe('negation and logic trees', () => {
  it('not. before any operator', async () => {
    expect(ids((await db.from('articles').select('id').not('title', 'ilike', 'grow*').order('id')).data)).toEqual([2, 3]);
    expect(ids((await db.from('articles').select('id').not('rating', 'gte', 4).order('id')).data)).toEqual([2]);
  });

  it('or, and nested and, and not.or', async () => {
    const or = await db.from('articles').select('id').or('id.eq.1,rating.is.null').order('id');
    expect(ids(or.data)).toEqual([1, 3]);
    const nested = await db.from('articles').select('id').or('and(rating.gte.4,body.ilike.*cat*),title.eq.Funding rounds').order('id');
    expect(ids(nested.data)).toEqual([1, 2, 4]);
    const notOr = await rest(server, '/articles?select=id&not.or=(id.eq.1,id.eq.2)&order=id');
    expect(ids(notOr.json as { id: number }[])).toEqual([3, 4]);
    const and = await rest(server, '/articles?select=id&and=(rating.gt.3,or(id.eq.4,id.eq.2))');
    expect(ids(and.json as { id: number }[])).toEqual([4]);
  });

  it('quotes reserved characters in logic-tree values, and takes {…} arrays', async () => {
    const q = await rest(server, `/articles?select=id&or=(title.eq."Growth, metrics, \\"quotes\\"",id.eq.2)&order=id`);
    expect(ids(q.json as { id: number }[])).toEqual([2, 4]);
    const arr = await rest(server, '/posts?select=content&or=(tags.cs.{news,growth},content.eq.c)&order=content');
    expect(arr.json).toEqual([{ content: 'a' }, { content: 'c' }]);
  });

  it('combines several filters on the same column with AND', async () => {
    const { data } = await db.from('articles').select('id').gte('id', 2).lte('id', 3).order('id');
    expect(ids(data)).toEqual([2, 3]);
  });

  it('match() is eq on each key', async () => {
    const { data } = await db.from('articles').select('id').match({ id: 2, title: 'Funding rounds' });
    expect(ids(data)).toEqual([2]);
  });
});

describe('bad values', () => {
  it('reports a value of the wrong type as Postgres does (400 22P02)', async () => {
    const { error, status } = await db.from('articles').select('id').eq('id', 'abc');
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '22P02', message: 'invalid input syntax for type integer: "abc"' });
  });

  it('reports a bad boolean the same on PGlite and PostgreSQL (22P02)', async () => {
    const res = await rest(server, '/posts?published=eq.maybe');
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ code: '22P02', details: null, hint: null, message: 'invalid input syntax for type boolean: "maybe"' });
    expect((await rest(server, '/posts?published=eq.yes')).status).toBe(200);
  });

  it('reports a filter on an unknown column with 42703', async () => {
    const { error, status } = await db.from('articles').select('id').eq('nope', 1);
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '42703', message: 'column articles.nope does not exist' });
  });
});
