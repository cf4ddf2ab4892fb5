// More than one exposed schema (config.toml's [api] schemas) and computed relationships, on the library
// fixture through supabase-js.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { LocalSupabase } from '../src/index.ts';
import { rest, service } from './rest-helpers.ts';
import { setPgrstSetting, startLibraryServer } from './library-helpers.ts';

let server: LocalSupabase;
let svc: SupabaseClient;
let ids: { le_guin: number; butler: number; lem: number };

beforeAll(async () => {
  server = await startLibraryServer();
  svc = service(server);
  const authors = await svc.from('authors').insert([{ name: 'Le Guin', born: 1929 }, { name: 'Butler', born: 1947 }, { name: 'Lem', born: 1921 }]).select('id, name');
  const byName = new Map(authors.data!.map((a) => [a.name, a.id as number]));
  ids = { le_guin: byName.get('Le Guin')!, butler: byName.get('Butler')!, lem: byName.get('Lem')! };
  const books = [
    { author_id: ids.le_guin, title: 'A Wizard of Earthsea', pages: 183 },
    { author_id: ids.le_guin, title: 'The Left Hand of Darkness', pages: 304 },
    { author_id: ids.butler, co_author_id: ids.le_guin, title: 'Kindred', pages: 264 },
  ];
  expect((await svc.from('books').insert(books)).error).toBeNull();
});

afterAll(async () => {
  await server?.stop();
});

describe('exposed schemas', () => {
  it('reads, writes and calls in the schema a profile names', async () => {
    const archive = svc.schema('archive');
    const read = await archive.from('books').select('title').order('id');
    expect(read.error).toBeNull();
    expect(read.data!.slice(0, 2)).toEqual([{ title: 'Old atlas' }, { title: 'Phone book 1999' }]);

    const written = await archive.from('notes').insert({ book_id: 1, body: 'spine torn' }).select('body, books(title)').single();
    expect(written.error).toBeNull();
    expect(written.data).toEqual({ body: 'spine torn', books: { title: 'Old atlas' } });

    const count = await archive.rpc('withdrawn_count');
    expect(count.error).toBeNull();
    expect(count.data).toBeGreaterThanOrEqual(2);

    const raw = await rest(server, '/books?select=title&limit=1', { headers: { 'accept-profile': 'archive' } });
    expect(raw.headers.get('content-profile')).toBe('archive');

    const openApi = await rest(server, '/', { headers: { 'accept-profile': 'archive' } });
    expect(openApi.headers.get('content-profile')).toBe('archive');
    const paths = Object.keys((openApi.json as { paths: Record<string, unknown> }).paths);
    expect(paths).toContain('/notes');
    expect(paths).not.toContain('/authors');
  });

  it('uses the first schema without a profile, and each schema has its own tables', async () => {
    const publicBooks = await svc.from('books').select('title').eq('title', 'Kindred');
    expect(publicBooks.data).toEqual([{ title: 'Kindred' }]);
    const missing = await svc.schema('archive').from('authors').select();
    expect(missing.status).toBe(404);
    expect(missing.error).toMatchObject({ code: 'PGRST205', message: "Could not find the table 'archive.authors' in the schema cache" });
  });

  it("puts the profile's schema first on the search path", async () => {
    const { data, error } = await svc.schema('archive').rpc('first_title');
    expect(error).toBeNull();
    expect(data).toBe('Old atlas');
  });

  it('answers PGRST106 for a schema that is not exposed', async () => {
    const { error, status } = await svc.schema('internal').from('secrets').select();
    expect(status).toBe(406);
    expect(error).toEqual({ code: 'PGRST106', details: null, hint: 'Only the following schemas are exposed: public, archive', message: 'Invalid schema: internal' });
    const write = await svc.schema('internal').from('secrets').insert({ id: 1, value: 'x' });
    expect(write.error?.code).toBe('PGRST106');
  });

  it('takes the list from pgrst.db_schemas when the database sets it', async () => {
    await setPgrstSetting(server, 'pgrst.db_schemas', 'archive');
    try {
      // supabase-js always names a profile; without one the first exposed schema answers.
      const raw = await rest(server, '/books?select=title&order=id&limit=1');
      expect(raw.json).toEqual([{ title: 'Old atlas' }]);
      expect((await svc.schema('public').from('books').select()).error?.hint).toBe('Only the following schemas are exposed: archive');
    } finally {
      await setPgrstSetting(server, 'pgrst.db_schemas', null);
    }
  });
});

describe('computed relationships', () => {
  it('embeds a set-returning function of the row as to-many', async () => {
    const { data, error } = await svc.from('authors').select('name, books_by(title)').eq('id', ids.le_guin).single();
    expect(error).toBeNull();
    expect(data).toEqual({ name: 'Le Guin', books_by: [{ title: 'A Wizard of Earthsea' }, { title: 'The Left Hand of Darkness' }] });
  });

  it('embeds `rows 1` and single-row functions as to-one', async () => {
    const latest = await svc.from('authors').select('name, latest_book(title)').eq('id', ids.le_guin).single();
    expect(latest.data).toEqual({ name: 'Le Guin', latest_book: { title: 'The Left Hand of Darkness' } });
    const none = await svc.from('authors').select('name, latest_book(title)').eq('id', ids.lem).single();
    expect(none.data).toEqual({ name: 'Lem', latest_book: null });
    const writer = await svc.from('books').select('title, writer(name)').eq('title', 'Kindred').single();
    expect(writer.data).toEqual({ title: 'Kindred', writer: { name: 'Butler' } });
  });

  it('takes filters, order, limits, aliases, !inner and spreads like a foreign-key embed', async () => {
    const filtered = await svc
      .from('authors')
      .select('name, long:books_by(title)')
      .gte('books_by.pages', 300)
      .order('name');
    expect(filtered.error).toBeNull();
    expect(filtered.data).toContainEqual({ name: 'Le Guin', long: [{ title: 'The Left Hand of Darkness' }] });
    expect(filtered.data).toContainEqual({ name: 'Butler', long: [] });

    const inner = await svc.from('authors').select('name, books_by!inner(title)').order('name');
    expect(inner.data!.map((a) => a.name)).toEqual(['Butler', 'Le Guin']);

    const ordered = await svc.from('authors').select('books_by(title)').eq('id', ids.le_guin).order('title', { referencedTable: 'books_by', ascending: false }).limit(1, { referencedTable: 'books_by' }).single();
    expect(ordered.data).toEqual({ books_by: [{ title: 'The Left Hand of Darkness' }] });

    const spread = await svc.from('books').select('title, ...writer(author:name)').eq('title', 'Kindred').single();
    expect(spread.data).toEqual({ title: 'Kindred', author: 'Butler' });
  });

  it('nests, and works on the rows a write returns', async () => {
    const nested = await svc.from('authors').select('name, books_by(title, writer(name))').eq('id', ids.butler).single();
    expect(nested.data).toEqual({ name: 'Butler', books_by: [{ title: 'Kindred', writer: { name: 'Butler' } }] });
    const written = await svc.from('books').insert({ author_id: ids.lem, title: 'Solaris', pages: 204 }).select('title, writer(name)').single();
    expect(written.error).toBeNull();
    expect(written.data).toEqual({ title: 'Solaris', writer: { name: 'Lem' } });
  });

  it('answers PGRST200 for a function that is not a relationship of the table', async () => {
    const { error, status } = await svc.from('books').select('title, books_by(title)');
    expect(status).toBe(400);
    expect(error?.code).toBe('PGRST200');
  });
});

describe('Prefer: timezone', () => {
  it('sets the time zone of the transaction and says so in Preference-Applied', async () => {
    const res = await rest(server, '/rpc/clock_zone', { headers: { prefer: 'timezone=America/Los_Angeles' } });
    expect(res.json).toBe('America/Los_Angeles');
    expect(res.headers.get('preference-applied')).toBe('timezone=America/Los_Angeles');
    expect((await rest(server, '/rpc/clock_zone')).json).not.toBe('America/Los_Angeles');
  });

  it('answers the database error for an unknown zone, whatever the handling', async () => {
    const res = await rest(server, '/rpc/clock_zone', { headers: { prefer: 'timezone=Jupiter/Red_Spot' } });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: '22023' });
  });
});
