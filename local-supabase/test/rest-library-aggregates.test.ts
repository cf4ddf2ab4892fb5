// Aggregates (pgrst.db_aggregates_enabled): off by default as on hosted Supabase (PGRST123), then on: count(),
// sum(), avg(), min(), max() with grouping, casts, in embeds and over computed relationships.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { LocalSupabase } from '../src/index.ts';
import { rest, service } from './rest-helpers.ts';
import { setPgrstSetting, startLibraryServer } from './library-helpers.ts';

let server: LocalSupabase;
let svc: SupabaseClient;
let ids: Record<'leGuin' | 'butler' | 'lem', number>;

beforeAll(async () => {
  server = await startLibraryServer();
  svc = service(server);
  const authors = await svc
    .from('authors')
    .insert([{ name: 'Le Guin', born: 1929 }, { name: 'Butler', born: 1947 }, { name: 'Lem', born: 1921 }])
    .select('id, name');
  const id = (name: string) => authors.data!.find((a) => a.name === name)!.id as number;
  ids = { leGuin: id('Le Guin'), butler: id('Butler'), lem: id('Lem') };
  const books = [
    { author_id: ids.leGuin, title: 'A Wizard of Earthsea', pages: 183, price: 9.5, genre: 'fantasy' },
    { author_id: ids.leGuin, title: 'The Left Hand of Darkness', pages: 304, price: 12, genre: 'sf' },
    { author_id: ids.butler, title: 'Kindred', pages: 264, price: 10.25, genre: 'sf' },
  ];
  expect((await svc.from('books').insert(books)).error).toBeNull();
});

afterAll(async () => {
  await server?.stop();
});

describe('aggregates while pgrst.db_aggregates_enabled is off', () => {
  it('answers PGRST123, at the root and in embeds', async () => {
    const root = await svc.from('books').select('pages.sum()');
    expect(root.status).toBe(400);
    expect(root.error).toEqual({ code: 'PGRST123', details: null, hint: null, message: 'Use of aggregate functions is not allowed' });
    expect((await svc.from('authors').select('name, books_by(pages.sum())')).error?.code).toBe('PGRST123');
    expect((await svc.from('books').select('count()')).error?.code).toBe('PGRST123');
  });

  it('checks relationships first, as PostgREST plans them', async () => {
    expect((await svc.from('books').select('pages.sum(), nope(*)')).error?.code).toBe('PGRST200');
  });
});

describe('aggregates with pgrst.db_aggregates_enabled', () => {
  beforeAll(async () => {
    await setPgrstSetting(server, 'pgrst.db_aggregates_enabled', 'true');
  });
  afterAll(async () => {
    await setPgrstSetting(server, 'pgrst.db_aggregates_enabled', null);
  });

  it('aggregates all rows into one', async () => {
    const { data, error } = await svc.from('books').select('pages.sum(), pages.max(), pages.min(), count(), books:title.count()');
    expect(error).toBeNull();
    expect(data).toEqual([{ sum: 751, max: 304, min: 183, count: 3, books: 3 }]);
    const avg = await svc.from('books').select('pages.avg()::int');
    expect(avg.data).toEqual([{ avg: 250 }]);
  });

  it('groups by the selected columns that are not aggregated, with filters and order', async () => {
    const { data, error } = await svc.from('books').select('genre, total:pages.sum(), count()').order('genre');
    expect(error).toBeNull();
    expect(data).toEqual([
      { genre: 'fantasy', total: 183, count: 1 },
      { genre: 'sf', total: 568, count: 2 },
    ]);
    const filtered = await svc.from('books').select('genre, price.sum()::text').gt('pages', 200).order('genre');
    expect(filtered.data).toEqual([{ genre: 'sf', sum: '22.25' }]);
  });

  it('casts the column before and the result after the aggregate', async () => {
    const { data, error } = await svc.from('books').select('s:pages::bigint.sum()::text');
    expect(error).toBeNull();
    expect(data).toEqual([{ s: '751' }]);
  });

  it('groups by an embedded resource and aggregates inside embeds', async () => {
    const byAuthor = await svc.from('books').select('pages.sum(), authors!author_id(name)');
    expect(byAuthor.error).toBeNull();
    expect(byAuthor.data).toHaveLength(2);
    expect(byAuthor.data).toEqual(
      expect.arrayContaining([
        { sum: 487, authors: { name: 'Le Guin' } },
        { sum: 264, authors: { name: 'Butler' } },
      ]),
    );
    // Ordering by a column that is neither grouped nor aggregated is Postgres's error, as with PostgREST.
    expect((await svc.from('books').select('pages.sum(), genre').order('title')).error?.code).toBe('42803');
    const inside = await svc.from('authors').select('name, books_by(pages.sum(), count())').order('name');
    expect(inside.error).toBeNull();
    expect(inside.data).toEqual([
      { name: 'Butler', books_by: [{ sum: 264, count: 1 }] },
      { name: 'Le Guin', books_by: [{ sum: 487, count: 2 }] },
      { name: 'Lem', books_by: [{ sum: null, count: 0 }] },
    ]);
  });

  it('hoists the aggregates of a to-one spread into the parent, grouped with its other values', async () => {
    const { data, error } = await svc.from('books').select('genre, ...authors!author_id(oldest:born.min(), youngest:born.max())').order('genre');
    expect(error).toBeNull();
    expect(data).toEqual([
      { genre: 'fantasy', oldest: 1929, youngest: 1929 },
      { genre: 'sf', oldest: 1929, youngest: 1947 },
    ]);
    // Ordered by a value of the spread (`order=rel(col)`, which supabase-js does not write).
    const bySpread = await rest(server, '/books?select=pages.sum(),...authors!author_id(name)&order=authors(name).desc', { token: server.serviceRoleKey });
    expect(bySpread.status).toBe(200);
    expect(bySpread.json).toEqual([
      { sum: 487, name: 'Le Guin' },
      { sum: 264, name: 'Butler' },
    ]);
  });

  it('answers PGRST127 for aggregates in a to-many spread, and the column error for an unknown column', async () => {
    const spread = await svc.from('authors').select('name, ...books_by(pages.sum())');
    expect(spread.status).toBe(400);
    expect(spread.error).toEqual({
      code: 'PGRST127',
      details: 'Aggregates are not implemented for one-to-many or many-to-many spreads.',
      hint: null,
      message: 'Feature not implemented',
    });
    const unknown = await svc.from('books').select('nope.sum()');
    expect(unknown.error).toMatchObject({ code: '42703', message: 'column books.nope does not exist' });
  });

  it('writes CSV rows with a header of the keys', async () => {
    const csv = await rest(server, '/books?select=genre,pages.sum()&order=genre', { headers: { accept: 'text/csv' } });
    expect(csv.status).toBe(200);
    expect(csv.text).toBe('genre,sum\nfantasy,183\nsf,568');
  });
});
