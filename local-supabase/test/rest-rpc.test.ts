// REST functions (/rpc) through supabase-js: named arguments by POST and GET, scalar, set-returning,
// composite and void results, overloads, raw bodies, read-only GET, errors and response GUCs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  const posts = [
    { user_id: alice.id, content: 'a1', tags: ['news'], likes_count: 3 },
    { user_id: alice.id, content: 'a2', tags: ['news', 'x'], likes_count: 1 },
    { user_id: bob.id, content: 'b1', tags: ['news'], likes_count: 2, published: false },
  ];
  expect((await svc.from('posts').insert(posts, { defaultToNull: false })).error).toBeNull();
});

afterAll(async () => {
  await server?.stop();
});

describe('calling functions', () => {
  it('returns a scalar as a JSON scalar (POST with named arguments, GET with query arguments)', async () => {
    expect(await svc.rpc('add_numbers', { a: 2, b: 3 })).toMatchObject({ data: 5, status: 200, error: null });
    expect(await svc.rpc('add_numbers', { a: 2, b: 3 }, { get: true })).toMatchObject({ data: 5, status: 200 });
    const raw = await rest(server, '/rpc/add_numbers?a=40&b=2');
    expect(raw.text).toBe('42');
    expect(raw.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it('takes form-encoded arguments', async () => {
    const res = await rest(server, '/rpc/add_numbers', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=20&b=22' });
    expect(res.json).toBe(42);
  });

  it('uses defaults for omitted arguments', async () => {
    expect((await svc.rpc('sum_with_default', { a: 1 })).data).toBe(11);
    expect((await svc.rpc('sum_with_default', { a: 1, b: 2 })).data).toBe(3);
  });

  it('picks an overload by its argument names', async () => {
    expect((await svc.rpc('overloaded', { a: 1 })).data).toBe('one');
    expect((await svc.rpc('overloaded', { a: 1, b: 2 })).data).toBe('two');
  });

  it('passes the whole body to a single unnamed json/jsonb parameter, and raw text to an unnamed text one', async () => {
    const body = { any: ['shape', 1, { nested: true }] };
    expect((await svc.rpc('echo_body', body)).data).toEqual(body);
    const text = await rest(server, '/rpc/shout', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hello' });
    expect(text.json).toBe('HELLO');
    expect((await svc.rpc('echo_json', { payload: { a: 1 } })).data).toEqual({ a: 1 });
  });

  it('sees the caller: auth.uid() inside a function', async () => {
    expect((await alice.client.rpc('whoami')).data).toBe(alice.id);
    expect((await anon(server).rpc('whoami')).data).toBeNull();
  });

  it('answers a void function with 204 and no Content-Type', async () => {
    const res = await svc.rpc('touch_nothing');
    expect(res).toMatchObject({ status: 204, data: null, error: null });
    const raw = await rest(server, '/rpc/touch_nothing', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(raw.status).toBe(204);
    expect(raw.headers.get('content-type')).toBeNull();
  });

  it('passes variadic arguments', async () => {
    expect((await svc.rpc('variadic_sum', { nums: [1, 2, 3] })).data).toBe(6);
    const get = await rest(server, '/rpc/variadic_sum?nums=4&nums=5');
    expect(get.json).toBe(9);
  });
});

describe('set-returning and composite results', () => {
  it('returns SETOF rows as an array, with filters, order, limit and select applied', async () => {
    const { data, error } = await alice.client.rpc('posts_by_tag', { tag: 'news' }).select('content, likes_count').gt('likes_count', 0).order('likes_count', { ascending: false });
    expect(error).toBeNull();
    expect(data).toEqual([
      { content: 'a1', likes_count: 3 },
      { content: 'a2', likes_count: 1 },
    ]);
    const limited = await alice.client.rpc('posts_by_tag', { tag: 'news' }).select('content').order('content').limit(1);
    expect(limited.data).toEqual([{ content: 'a1' }]);
  });

  it('applies row-level security inside security-invoker functions', async () => {
    const asBob = await bob.client.rpc('posts_by_tag', { tag: 'news' }).select('content').order('content');
    expect(asBob.data).toEqual([{ content: 'a1' }, { content: 'a2' }, { content: 'b1' }]);
    const asAlice = await alice.client.rpc('posts_by_tag', { tag: 'news' }).select('content').order('content');
    expect(asAlice.data).toEqual([{ content: 'a1' }, { content: 'a2' }]);
  });

  it('embeds from the rows a function returns', async () => {
    const { data, error } = await alice.client.rpc('posts_by_tag', { tag: 'x' }).select('content, profiles(display_name)');
    expect(error).toBeNull();
    expect(data).toEqual([{ content: 'a2', profiles: { display_name: 'alice' } }]);
  });

  it('returns TABLE(...) results as objects, a single composite as one object', async () => {
    const counts = await bob.client.rpc('post_counts').order('n');
    expect(counts.data).toEqual([
      { user_id: bob.id, n: 1 },
      { user_id: alice.id, n: 2 },
    ]);
    const first = await svc.rpc('first_post').select('content');
    expect(first.data).toEqual({ content: 'a1' });
  });

  it('counts and caps set-returning results', async () => {
    const { data, count } = await svc.rpc('many_numbers', {}, { count: 'exact' });
    expect(data).toHaveLength(1000);
    expect(count).toBe(1500);
    const head = await svc.rpc('many_numbers', {}, { head: true, count: 'exact' });
    expect(head).toMatchObject({ data: null, count: 1500 });
  });

  it('returns a single object for a singular Accept, 406 when the result is not one row', async () => {
    const one = await alice.client.rpc('posts_by_tag', { tag: 'x' }).select('content').single();
    expect(one.data).toEqual({ content: 'a2' });
    const many = await alice.client.rpc('posts_by_tag', { tag: 'news' }).select('content').single();
    expect(many.status).toBe(406);
    expect(many.error?.code).toBe('PGRST116');
  });
});

describe('transactions', () => {
  it('runs GET calls read-only: a volatile function that writes fails with 405', async () => {
    const get = await rest(server, '/rpc/add_item?item_name=pen');
    expect(get.status).toBe(405);
    expect(get.json).toMatchObject({ code: '25006', message: 'cannot execute INSERT in a read-only transaction' });
    const post = await svc.rpc('add_item', { item_name: 'pen' }).select('name');
    expect(post).toMatchObject({ status: 200, data: { name: 'pen' } });
  });

  it('runs POST calls read-write only for volatile functions', async () => {
    const tick = await svc.rpc('tick');
    expect(tick.status).toBe(200);
    const stable = await svc.rpc('stable_tick');
    expect(stable.status).toBe(405);
    expect(stable.error).toMatchObject({ code: '25006', message: 'cannot execute nextval() in a read-only transaction' });
  });
});

describe('errors', () => {
  it('reports an unknown function with PGRST202 and a suggestion', async () => {
    const { error, status } = await svc.rpc('add_number', { a: 1, b: 2 });
    expect(status).toBe(404);
    expect(error).toEqual({
      code: 'PGRST202',
      details: 'Searched for the function public.add_number with parameters a, b or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      hint: 'Perhaps you meant to call the function public.add_numbers',
      message: 'Could not find the function public.add_number(a, b) in the schema cache',
    });
  });

  it('reports wrong argument names with the closest signature', async () => {
    const { error } = await svc.rpc('add_numbers', { a: 1, c: 2 });
    expect(error).toMatchObject({
      code: 'PGRST202',
      hint: 'Perhaps you meant to call the function public.add_numbers(a, b)',
      message: 'Could not find the function public.add_numbers(a, c) in the schema cache',
    });
    const none = await rest(server, '/rpc/add_numbers');
    expect(none.json).toMatchObject({
      message: 'Could not find the function public.add_numbers without parameters in the schema cache',
      details: 'Searched for the function public.add_numbers without parameters, but no matches were found in the schema cache.',
    });
  });

  it('turns RAISE into 400 P0001, PTxyz into HTTP xyz, and SQLSTATE PGRST into a full custom error', async () => {
    expect(await svc.rpc('fail_with', { msg: 'nope' })).toMatchObject({ status: 400, error: { code: 'P0001', message: 'nope', details: null, hint: null } });
    const teapot = await svc.rpc('teapot');
    expect(teapot.status).toBe(418);
    expect(teapot.error).toMatchObject({ code: 'PT418', message: 'I am a teapot' });
    const custom = await rest(server, '/rpc/custom_error', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(custom.status).toBe(402);
    expect(custom.headers.get('x-powered-by')).toBe('Nerd Rage');
    expect(custom.json).toEqual({ code: '123', details: 'Quota exceeded', hint: 'Upgrade', message: 'Payment required' });
  });

  it('lets a function set the response status and headers', async () => {
    const res = await rest(server, '/rpc/accepted', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(202);
    expect(res.headers.get('x-custom')).toBe('yes');
    expect(res.json).toBe('queued');
  });

  it('refuses other methods on /rpc', async () => {
    const res = await rest(server, '/rpc/add_numbers', { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(405);
    expect(res.json).toEqual({ code: 'PGRST101', details: null, hint: null, message: 'Cannot use the PATCH method on RPC' });
  });

  it('reports a bad argument value as Postgres does', async () => {
    const { status, error } = await svc.rpc('add_numbers', { a: 'x', b: 1 });
    expect(status).toBe(400);
    expect(error?.code).toBe('22P02');
  });
});
