// REST writes through supabase-js: insert, bulk insert, upsert, update, delete, PUT, preferences, singular
// writes, and row-level security on writes (anon 401, member 403, hidden rows untouched).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { LocalSupabase } from '../src/index.ts';
import { anon, member, type Member, rest, service, startTestServer } from './rest-helpers.ts';

let server: LocalSupabase;
let svc: SupabaseClient;
let alice: Member;
let bob: Member;

beforeAll(async () => {
  server = await startTestServer();
  svc = service(server);
  alice = await member(server, 'alice');
  bob = await member(server, 'bob');
});

afterAll(async () => {
  await server?.stop();
});

beforeEach(async () => {
  await server.db.exec('truncate public.items restart identity; truncate public.posts restart identity cascade;');
});

describe('insert', () => {
  it('inserts one row: 201, minimal by default, representation with select()', async () => {
    const minimal = await svc.from('items').insert({ name: 'pen' });
    expect(minimal).toMatchObject({ status: 201, data: null, error: null });
    const full = await svc.from('items').insert({ name: 'ink', qty: 3 }).select();
    expect(full.status).toBe(201);
    expect(full.data).toEqual([{ id: 2, name: 'ink', qty: 3, note: 'none', created_at: expect.any(String) }]);
    const picked = await svc.from('items').insert({ name: 'pad' }).select('name, qty');
    expect(picked.data).toEqual([{ name: 'pad', qty: 1 }]);
  });

  it('commits a plain insert at once; a write that can be refused is held for its check before it commits', async () => {
    // Holding a transaction open for a check keeps PGlite's only connection waiting on the server's thread:
    // only writes that a check can refuse (singular, upsert, strict max-affected) are held.
    const held: boolean[] = [];
    const batch = server.db.batch;
    server.db.batch = (statements, options) => {
      if (statements.some((st) => st.sql.includes('"items"'))) held.push(options?.accept !== undefined);
      return batch(statements, options);
    };
    try {
      expect((await svc.from('items').insert({ name: 'plain' })).status).toBe(201);
      expect((await svc.from('items').insert([{ name: 'a' }, { name: 'b' }]).select('name')).data).toHaveLength(2);
      expect((await svc.from('items').insert({ name: 'one' }).select('name').single()).data).toEqual({ name: 'one' });
      const two = await svc.from('items').insert([{ name: 'two' }, { name: 'three' }]).select().single();
      expect(two.error?.code).toBe('PGRST116');
    } finally {
      server.db.batch = batch;
    }
    expect(held).toEqual([false, false, true, true]);
    const { data } = await svc.from('items').select('name').order('id');
    expect(data!.map((r) => r.name)).toEqual(['plain', 'a', 'b', 'one']);
  });

  it('bulk-inserts with ?columns, missing keys null unless Prefer missing=default', async () => {
    const withNull = await svc.from('items').insert([{ name: 'a', note: 'x' }, { name: 'b' }]).select('name, note');
    expect(withNull.data).toEqual([
      { name: 'a', note: 'x' },
      { name: 'b', note: null },
    ]);
    const withDefault = await svc.from('items').insert([{ name: 'c', qty: 7 }, { name: 'd' }], { defaultToNull: false }).select('name, qty, note');
    expect(withDefault.data).toEqual([
      { name: 'c', qty: 7, note: 'none' },
      { name: 'd', qty: 1, note: 'none' },
    ]);
    const raw = await rest(server, '/items?columns=name', {
      method: 'POST',
      headers: { 'content-type': 'application/json', prefer: 'return=representation' },
      body: JSON.stringify([{ name: 'e', qty: 99, ignored: true }]),
      token: undefined,
    });
    expect(raw.status).toBe(201);
    expect(raw.json).toEqual([expect.objectContaining({ name: 'e', qty: 1 })]);
  });

  it('inserts an empty array as nothing, {} as a row of defaults', async () => {
    const none = await svc.from('items').insert([]).select();
    expect(none).toMatchObject({ status: 201, data: [] });
    const headers = { 'content-type': 'application/json', prefer: 'return=representation', authorization: `Bearer ${server.serviceRoleKey}` };
    const defaults = await rest(server, '/posts', { method: 'POST', headers, body: '{}' });
    // Every column takes its default; posts need a user_id, which has none.
    expect(defaults.status).toBe(400);
    expect(defaults.json).toMatchObject({ code: '23502', message: 'null value in column "user_id" of relation "posts" violates not-null constraint' });
    const rows = await rest(server, '/bookings', { method: 'POST', headers, body: '[{}, {}]' });
    expect(rows.json).toMatchObject({ code: '23502', message: 'null value in column "id" of relation "bookings" violates not-null constraint' });
  });

  it('takes a CSV body (NULL for null)', async () => {
    const res = await rest(server, '/items?select=name,qty,note', {
      method: 'POST',
      headers: { 'content-type': 'text/csv', prefer: 'return=representation', authorization: `Bearer ${server.serviceRoleKey}` },
      body: 'name,qty,note\ncsv one,2,NULL\n"csv, two",3,"quoted ""x"""',
    });
    expect(res.status).toBe(201);
    expect(res.json).toEqual([
      { name: 'csv one', qty: 2, note: null },
      { name: 'csv, two', qty: 3, note: 'quoted "x"' },
    ]);
  });

  it('returns a Location for return=headers-only', async () => {
    const res = await rest(server, '/items', {
      method: 'POST',
      headers: { 'content-type': 'application/json', prefer: 'return=headers-only', authorization: `Bearer ${server.serviceRoleKey}` },
      body: JSON.stringify({ name: 'loc' }),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toBe('/items?id=eq.1');
    expect(res.headers.get('preference-applied')).toBe('return=headers-only');
    expect(res.text).toBe('');
    expect(res.headers.get('content-range')).toBe('*/*');
  });

  it('counts written rows with Prefer count=exact', async () => {
    const res = await svc.from('items').insert([{ name: 'x' }, { name: 'y' }], { count: 'exact' });
    expect(res.count).toBe(2);
  });

  it('maps constraint violations: 23505 and 23503 to 409, 23502 and check violations to 400', async () => {
    await svc.from('items').insert({ name: 'dup' });
    const dup = await svc.from('items').insert({ name: 'dup' });
    expect(dup.status).toBe(409);
    expect(dup.error).toEqual({
      code: '23505',
      details: 'Key (name)=(dup) already exists.',
      hint: null,
      message: 'duplicate key value violates unique constraint "items_name_key"',
    });
    const fk = await svc.from('comments').insert({ post_id: 12345, user_id: alice.id, content: 'orphan' });
    expect(fk.status).toBe(409);
    expect(fk.error?.code).toBe('23503');
    const check = await svc.from('posts').insert({ user_id: alice.id, content: '' });
    expect(check.status).toBe(400);
    expect(check.error?.code).toBe('23514');
  });
});

describe('upsert', () => {
  it('merges duplicates on the primary key: 201 when inserting, 200 when only updating', async () => {
    const first = await svc.from('items').upsert({ id: 1, name: 'one' }).select('id, name');
    expect(first).toMatchObject({ status: 201, data: [{ id: 1, name: 'one' }] });
    const again = await svc.from('items').upsert({ id: 1, name: 'uno' }).select('id, name');
    expect(again).toMatchObject({ status: 200, data: [{ id: 1, name: 'uno' }] });
    const mixed = await svc.from('items').upsert([{ id: 1, name: 'eins' }, { id: 2, name: 'zwei' }]).select('id, name');
    expect(mixed.status).toBe(201);
    expect(mixed.data).toEqual([{ id: 1, name: 'eins' }, { id: 2, name: 'zwei' }]);
  });

  it('targets another unique key with on_conflict, and ignores duplicates when asked', async () => {
    await svc.from('items').insert({ name: 'bolt', qty: 1 });
    const merged = await svc.from('items').upsert({ name: 'bolt', qty: 5 }, { onConflict: 'name' }).select('name, qty');
    expect(merged.data).toEqual([{ name: 'bolt', qty: 5 }]);
    const ignored = await svc.from('items').upsert([{ name: 'bolt', qty: 9 }, { name: 'nut', qty: 2 }], { onConflict: 'name', ignoreDuplicates: true }).select('name, qty');
    expect(ignored.status).toBe(201);
    expect(ignored.data).toEqual([{ name: 'nut', qty: 2 }]);
    const { data } = await svc.from('items').select('name, qty').order('name');
    expect(data).toEqual([{ name: 'bolt', qty: 5 }, { name: 'nut', qty: 2 }]);
  });

  it('echoes the preferences it applied', async () => {
    const res = await rest(server, '/items?on_conflict=name', {
      method: 'POST',
      headers: { 'content-type': 'application/json', prefer: 'resolution=merge-duplicates, return=representation, count=exact', authorization: `Bearer ${server.serviceRoleKey}` },
      body: JSON.stringify({ name: 'w' }),
    });
    expect(res.headers.get('preference-applied')).toBe('resolution=merge-duplicates, return=representation, count=exact');
    expect(res.headers.get('content-range')).toBe('*/1');
  });

  it('upserts one row with PUT and the primary key in the URL', async () => {
    const auth = { authorization: `Bearer ${server.serviceRoleKey}`, 'content-type': 'application/json', prefer: 'return=representation' };
    const created = await rest(server, '/items?id=eq.7', { method: 'PUT', headers: auth, body: JSON.stringify({ id: 7, name: 'seven' }) });
    expect(created.status).toBe(201);
    expect(created.json).toEqual([expect.objectContaining({ id: 7, name: 'seven' })]);
    const replaced = await rest(server, '/items?id=eq.7', { method: 'PUT', headers: auth, body: JSON.stringify({ id: 7, name: 'SEVEN', qty: 2 }) });
    expect(replaced.status).toBe(200);
    expect(replaced.json).toEqual([expect.objectContaining({ id: 7, name: 'SEVEN', qty: 2 })]);
    const minimal = await rest(server, '/items?id=eq.7', { method: 'PUT', headers: { ...auth, prefer: 'return=minimal' }, body: JSON.stringify({ id: 7, name: 'seven again' }) });
    expect(minimal.status).toBe(204);
    const mismatch = await rest(server, '/items?id=eq.7', { method: 'PUT', headers: auth, body: JSON.stringify({ id: 8, name: 'eight' }) });
    expect(mismatch.status).toBe(400);
    expect(mismatch.json).toEqual({ code: 'PGRST115', details: null, hint: null, message: 'Payload values do not match URL in primary key column(s)' });
    const badFilter = await rest(server, '/items?name=eq.x', { method: 'PUT', headers: auth, body: JSON.stringify({ id: 1, name: 'x' }) });
    expect(badFilter.status).toBe(405);
    expect(badFilter.json).toMatchObject({ code: 'PGRST105', message: "Filters must include all and only primary key columns with 'eq' operators" });
    const limited = await rest(server, '/items?id=eq.7&limit=1', { method: 'PUT', headers: auth, body: JSON.stringify({ id: 7, name: 'x' }) });
    expect(limited.status).toBe(400);
    expect(limited.json).toMatchObject({ code: 'PGRST114' });
  });
});

describe('update and delete', () => {
  beforeEach(async () => {
    await svc.from('items').insert([{ name: 'a', qty: 1 }, { name: 'b', qty: 2 }, { name: 'c', qty: 3 }]);
  });

  it('updates the filtered rows: 204 minimal, 200 with representation', async () => {
    const minimal = await svc.from('items').update({ qty: 10 }).eq('name', 'a');
    expect(minimal).toMatchObject({ status: 204, data: null, error: null });
    const full = await svc.from('items').update({ note: 'big' }).gte('qty', 3).select('name, qty, note').order('name');
    expect(full.status).toBe(200);
    expect(full.data).toEqual([
      { name: 'a', qty: 10, note: 'big' },
      { name: 'c', qty: 3, note: 'big' },
    ]);
    const counted = await rest(server, '/items?qty=lt.100', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', prefer: 'count=exact', authorization: `Bearer ${server.serviceRoleKey}` },
      body: JSON.stringify({ note: 'all' }),
    });
    expect(counted.status).toBe(204);
    expect(counted.headers.get('content-range')).toBe('0-2/3');
  });

  it('updates every row without a filter (as PostgREST does) and nothing with an empty body', async () => {
    const all = await svc.from('items').update({ note: 'everyone' }).select('note');
    expect(all.data).toHaveLength(3);
    const empty = await rest(server, '/items', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', prefer: 'return=representation', authorization: `Bearer ${server.serviceRoleKey}` },
      body: '{}',
    });
    expect(empty.status).toBe(200);
    expect(empty.json).toEqual([]);
  });

  it('deletes the filtered rows, and orders the returned representation', async () => {
    const gone = await svc.from('items').delete().in('name', ['a', 'c']).select('name').order('name', { ascending: false });
    expect(gone).toMatchObject({ status: 200, data: [{ name: 'c' }, { name: 'a' }] });
    const minimal = await svc.from('items').delete().eq('name', 'b');
    expect(minimal.status).toBe(204);
    expect((await svc.from('items').select('*')).data).toEqual([]);
  });

  it('rolls a singular write back when it does not touch exactly one row', async () => {
    const many = await svc.from('items').update({ qty: 0 }).gt('qty', 0).select().single();
    expect(many.status).toBe(406);
    expect(many.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 3 rows' });
    const { data } = await svc.from('items').select('qty').order('name');
    expect(data).toEqual([{ qty: 1 }, { qty: 2 }, { qty: 3 }]);
    const one = await svc.from('items').delete().eq('name', 'b').select().single();
    expect(one).toMatchObject({ status: 200, data: expect.objectContaining({ name: 'b' }) });
  });

  it('enforces max-affected with handling=strict', async () => {
    // supabase-js's maxAffected() sends these two preferences.
    const res = await rest(server, '/items?qty=gt.0', {
      method: 'DELETE',
      headers: { prefer: 'handling=strict, max-affected=2', authorization: `Bearer ${server.serviceRoleKey}` },
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ code: 'PGRST124', details: 'The query affects 3 rows', hint: null, message: 'Query result exceeds max-affected preference constraint' });
    expect((await svc.from('items').select('*', { count: 'exact', head: true })).count).toBe(3);
    const within = await rest(server, '/items?qty=gt.2', {
      method: 'DELETE',
      headers: { prefer: 'handling=strict, max-affected=2', authorization: `Bearer ${server.serviceRoleKey}` },
    });
    expect(within.status).toBe(204);
    expect(within.headers.get('preference-applied')).toBe('handling=strict, max-affected=2');
  });

  it('rejects unknown preferences only with handling=strict', async () => {
    const lenient = await rest(server, '/items?select=name', { headers: { prefer: 'nonsense=1' } });
    expect(lenient.status).toBe(200);
    const strict = await rest(server, '/items?select=name', { headers: { prefer: 'handling=strict, nonsense=1' } });
    expect(strict.status).toBe(400);
    expect(strict.json).toEqual({ code: 'PGRST122', details: 'Invalid preferences: nonsense=1', hint: null, message: 'Invalid preferences given with handling=strict' });
  });
});

describe('row-level security on writes', () => {
  it('anon writes are refused with 401 and 42501', async () => {
    const { error, status } = await anon(server).from('posts').insert({ user_id: alice.id, content: 'spam' });
    expect(status).toBe(401);
    expect(error).toEqual({ code: '42501', details: null, hint: null, message: 'new row violates row-level security policy for table "posts"' });
  });

  it('a member writing in another member’s name gets 403 and 42501', async () => {
    const { error, status } = await alice.client.from('posts').insert({ user_id: bob.id, content: 'as bob' });
    expect(status).toBe(403);
    expect(error?.code).toBe('42501');
  });

  it('a member cannot update or delete another member’s rows, even without a filter', async () => {
    await alice.client.from('posts').insert({ user_id: alice.id, content: 'mine' });
    await bob.client.from('posts').insert({ user_id: bob.id, content: 'bobs', published: false });
    const upd = await alice.client.from('posts').update({ content: 'hacked' }).select('content');
    expect(upd.data).toEqual([{ content: 'hacked' }]);
    const del = await alice.client.from('posts').delete().eq('content', 'bobs').select();
    expect(del.data).toEqual([]);
    const { data } = await svc.from('posts').select('content, user_id').order('id');
    expect(data).toEqual([
      { content: 'hacked', user_id: alice.id },
      { content: 'bobs', user_id: bob.id },
    ]);
  });

  it('a member cannot read back another member’s hidden row through return=representation', async () => {
    const { data: post } = await bob.client.from('posts').insert({ user_id: bob.id, content: 'secret', published: false }).select('id').single();
    const peek = await alice.client.from('posts').update({ likes_count: 1 }).eq('id', post!.id).select();
    expect(peek.data).toEqual([]);
  });

  it('the service role bypasses row-level security', async () => {
    const { status } = await svc.from('posts').insert({ user_id: bob.id, content: 'by service' });
    expect(status).toBe(201);
  });

  it('embeds in a write’s representation', async () => {
    const { data, error } = await alice.client.from('posts').insert({ user_id: alice.id, content: 'with author' }).select('content, profiles(display_name)');
    expect(error).toBeNull();
    expect(data).toEqual([{ content: 'with author', profiles: { display_name: 'alice' } }]);
    const computed = await alice.client.from('posts').update({ content: 'edited text' }).eq('content', 'with author').select('excerpt');
    expect(computed.data).toEqual([{ excerpt: 'edite' }]);
  });
});
