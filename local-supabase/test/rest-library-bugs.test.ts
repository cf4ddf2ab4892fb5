// Bugs a real Supabase project hits, on the library fixture through supabase-js: defaults of
// identity and generated columns, max-affected on functions, one embed name used twice, tx=rollback, and
// sequences after an in-memory start from the cached dump.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { LocalSupabase } from '../src/index.ts';
import { service } from './rest-helpers.ts';
import { maxAffected, setPgrstSetting, startLibraryServer } from './library-helpers.ts';

let server: LocalSupabase;
let svc: SupabaseClient;

beforeAll(async () => {
  server = await startLibraryServer();
  svc = service(server);
});

afterAll(async () => {
  await server?.stop();
});

describe('sequences after a start from the cached dump', () => {
  it('gives the same first ids on every start (identity of a fresh table, and after rows a migration made)', async () => {
    // The first server of this file may have built the database; this one certainly loads the dump.
    const again = await startLibraryServer();
    try {
      for (const s of [server, again]) {
        const client = service(s);
        const author = await client.from('authors').insert({ name: 'First author' }).select('id').single();
        expect(author.error).toBeNull();
        expect(author.data).toEqual({ id: 1 });
        const archived = await client.schema('archive').from('books').insert({ title: 'Third' }).select('id').single();
        expect(archived.error).toBeNull();
        expect(archived.data).toEqual({ id: 3 });
        const ticket = await s.db.query<{ n: string }>("select nextval('public.library_ticket')::text as n");
        expect(ticket.rows[0].n).toBe('1');
      }
    } finally {
      await again.stop();
    }
    await svc.from('authors').delete().eq('name', 'First author');
  });
});

describe('Prefer: missing=default (defaultToNull: false)', () => {
  it('gives identity, generated and defaulted columns their defaults in a bulk insert', async () => {
    const { data, error } = await svc
      .from('authors')
      .insert([{ name: 'Ursula' }, { id: 500, name: 'Octavia', born: 1947 }], { defaultToNull: false })
      .select('id, name, born');
    expect(error).toBeNull();
    expect(data![0].id).toBeTypeOf('number');
    expect(data![0].id).not.toBe(500);
    expect(data![1]).toEqual({ id: 500, name: 'Octavia', born: 1947 });

    const ursula = data![0].id;
    const books = await svc
      .from('books')
      .insert([{ author_id: ursula, title: 'The Dispossessed' }, { author_id: ursula, title: 'Lathe Of Heaven', pages: 184 }], { defaultToNull: false })
      .select('id, title, pages, slug, shelf_no, added_on');
    expect(books.error).toBeNull();
    expect(books.data![0]).toMatchObject({ pages: 100, slug: 'the-dispossessed' });
    expect(books.data![1]).toMatchObject({ pages: 184, slug: 'lathe-of-heaven' });
    expect(books.data![0].id).toBeTypeOf('number');
    expect(books.data![1].shelf_no).toBe(books.data![0].shelf_no + 1);
    expect(books.data![0].added_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('gives identity columns their defaults in a bulk upsert', async () => {
    const { data, error } = await svc
      .from('authors')
      .upsert([{ name: 'Stanislaw' }, { id: 500, name: 'Octavia', born: 1946 }], { defaultToNull: false })
      .select('id, name, born')
      .order('id');
    expect(error).toBeNull();
    expect(data!.find((a) => a.name === 'Stanislaw')!.id).toBeTypeOf('number');
    expect(data!.find((a) => a.id === 500)).toEqual({ id: 500, name: 'Octavia', born: 1946 });
  });

  it('still refuses a value for a generated column', async () => {
    const { error, status } = await svc.from('books').insert([{ title: 'X', slug: 'y' }, { title: 'Z' }], { defaultToNull: false });
    expect(status).toBe(400);
    expect(error?.code).toBe('428C9');
  });
});

describe('max-affected on functions', () => {
  beforeAll(async () => {
    const book = await svc.from('books').insert({ title: 'Kindred' }).select('id').single();
    const loans = ['ann', 'ann', 'ann', 'ben'].map((reader) => ({ book_id: book.data!.id, reader }));
    expect((await svc.from('loans').insert(loans)).error).toBeNull();
  });

  it('answers PGRST124 and rolls back when a function returns more rows than allowed', async () => {
    const { error, status } = await maxAffected(svc.rpc('return_all', { who: 'ann' }), 1);
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: 'PGRST124', message: 'Query result exceeds max-affected preference constraint', details: 'The query affects 3 rows' });
    const open = await svc.from('loans').select('id', { count: 'exact', head: true }).eq('reader', 'ann').eq('returned', false);
    expect(open.count).toBe(3);
  });

  it('commits within the limit', async () => {
    const { data, error } = await maxAffected<unknown[]>(svc.rpc('return_all', { who: 'ben' }), 1);
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    const open = await svc.from('loans').select('id', { count: 'exact', head: true }).eq('reader', 'ben').eq('returned', false);
    expect(open.count).toBe(0);
  });

  it('answers PGRST128 for a function that does not return a set', async () => {
    const { error, status } = await maxAffected(svc.rpc('return_all_count', { who: 'ann' }), 1);
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: 'PGRST128',
      message: 'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
    });
  });
});

describe('one embed name used twice', () => {
  it('answers 42712 as Postgres does for PostgREST', async () => {
    const { error, status } = await svc.from('loans').select('id, books(title), books(pages)');
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '42712', message: 'table name "loans_books_1" specified more than once' });
    const aliased = await svc.from('books').select('id, a:authors!author_id(name), a:authors!co_author_id(name)');
    expect(aliased.error).toMatchObject({ code: '42712', message: 'table name "books_a_1" specified more than once' });
  });
});

describe('Prefer: tx=rollback', () => {
  it('is refused with handling=strict while the project does not allow overrides', async () => {
    const res = await svc.from('authors').insert({ name: 'Ghost' }).rollback();
    expect(res.error).toBeNull(); // lenient: ignored, as PostgREST ignores it
    await svc.from('authors').delete().eq('name', 'Ghost');
    const strict = await fetch(`${server.url}/rest/v1/authors`, {
      method: 'POST',
      headers: { apikey: server.serviceRoleKey, authorization: `Bearer ${server.serviceRoleKey}`, 'content-type': 'application/json', prefer: 'tx=rollback, handling=strict' },
      body: JSON.stringify({ name: 'Ghost 2' }),
    });
    expect(strict.status).toBe(400);
    expect(await strict.json()).toMatchObject({ code: 'PGRST122', details: 'Invalid preferences: tx=rollback' });
    expect((await svc.from('authors').select('id').eq('name', 'Ghost 2')).data).toEqual([]);
  });

  it('rolls the write back when pgrst.db_tx_end allows overrides, and still answers with its result', async () => {
    await setPgrstSetting(server, 'pgrst.db_tx_end', 'commit-allow-override');
    try {
      const { data, error, status } = await svc.from('authors').insert({ name: 'Dry run' }).select('name').rollback();
      expect(error).toBeNull();
      expect(status).toBe(201);
      expect(data).toEqual([{ name: 'Dry run' }]);
      expect((await svc.from('authors').select('id').eq('name', 'Dry run')).data).toEqual([]);
      const fn = await svc.rpc('return_all', { who: 'ann' }).rollback();
      expect(fn.data).toHaveLength(3);
      expect((await svc.from('loans').select('id').eq('reader', 'ann').eq('returned', false)).data).toHaveLength(3);
    } finally {
      await setPgrstSetting(server, 'pgrst.db_tx_end', null);
    }
  });

  it('rolls every write back with pgrst.db_tx_end = rollback, unless tx=commit is allowed (rollback-allow-override) and sent', async () => {
    await setPgrstSetting(server, 'pgrst.db_tx_end', 'rollback');
    try {
      expect((await svc.from('authors').insert({ name: 'Never' })).status).toBe(201);
      expect((await svc.from('authors').select('id').eq('name', 'Never')).data).toEqual([]);
    } finally {
      await setPgrstSetting(server, 'pgrst.db_tx_end', null);
    }
    await setPgrstSetting(server, 'pgrst.db_tx_end', 'rollback-allow-override');
    try {
      const kept = await fetch(`${server.url}/rest/v1/authors`, {
        method: 'POST',
        headers: { apikey: server.serviceRoleKey, authorization: `Bearer ${server.serviceRoleKey}`, 'content-type': 'application/json', prefer: 'tx=commit' },
        body: JSON.stringify({ name: 'Kept' }),
      });
      expect(kept.status).toBe(201);
      expect(kept.headers.get('preference-applied')).toBe('tx=commit');
      expect((await svc.from('authors').select('name').eq('name', 'Kept')).data).toEqual([{ name: 'Kept' }]);
      expect((await svc.from('authors').insert({ name: 'Dropped' })).status).toBe(201);
      expect((await svc.from('authors').select('id').eq('name', 'Dropped')).data).toEqual([]);
    } finally {
      await setPgrstSetting(server, 'pgrst.db_tx_end', null);
    }
  });
});
