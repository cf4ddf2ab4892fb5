// REST reads through supabase-js: columns, aliases, casts, JSON paths, embedding, ordering, ranges, counts,
// singular responses, the row cap, and row-level security on reads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { LocalSupabase } from '../src/index.ts';
import { jsonObject, Params } from '../src/rest/sql.ts';
import { anon, member, type Member, rest, service, startTestServer } from './rest-helpers.ts';

let server: LocalSupabase;
let svc: SupabaseClient;
let alice: Member;
let bob: Member;
const postIds: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer();
  svc = service(server);
  alice = await member(server, 'alice');
  bob = await member(server, 'bob');
  const posts = [
    { user_id: alice.id, content: 'Alice first', tags: ['news', 'growth'], likes_count: 5, metadata: { lang: 'en', stats: { views: 10 } }, created_at: '2024-01-01T10:00:00Z' },
    { user_id: alice.id, content: 'Alice second', tags: ['growth'], likes_count: 1, metadata: { lang: 'fr', stats: { views: 3 } }, created_at: '2024-01-02T10:00:00Z' },
    { user_id: bob.id, content: 'Bob public', tags: [], likes_count: 9, metadata: null, created_at: '2024-01-03T10:00:00Z' },
    { user_id: bob.id, content: 'Bob draft', tags: ['secret'], likes_count: 0, published: false, metadata: null, created_at: '2024-01-04T10:00:00Z' },
  ];
  const { data, error } = await svc.from('posts').insert(posts, { defaultToNull: false }).select('id, content');
  if (error) throw error;
  for (const p of data!) postIds[p.content] = p.id;
  const comments = [
    { post_id: postIds['Alice first'], user_id: bob.id, content: 'Nice one', created_at: '2024-01-05T00:00:00Z' },
    { post_id: postIds['Alice first'], user_id: alice.id, content: 'Thanks', created_at: '2024-01-06T00:00:00Z' },
    { post_id: postIds['Alice first'], user_id: bob.id, content: 'Again', created_at: '2024-01-07T00:00:00Z' },
    { post_id: postIds['Bob public'], user_id: alice.id, content: 'Hi Bob', created_at: '2024-01-08T00:00:00Z' },
  ];
  expect((await svc.from('comments').insert(comments)).error).toBeNull();
  expect((await svc.from('tags').insert([{ id: 1, name: 'news' }, { id: 2, name: 'growth' }, { id: 3, name: 'unused' }])).error).toBeNull();
  expect(
    (await svc.from('post_tags').insert([
      { post_id: postIds['Alice first'], tag_id: 1 },
      { post_id: postIds['Alice first'], tag_id: 2 },
      { post_id: postIds['Alice second'], tag_id: 2 },
    ])).error,
  ).toBeNull();
  expect(
    (await svc.from('employees').insert([
      { id: 1, name: 'Boss', manager_id: null },
      { id: 2, name: 'Ann', manager_id: 1 },
      { id: 3, name: 'Ben', manager_id: 1 },
    ])).error,
  ).toBeNull();
  const { data: profile } = await svc.from('profiles').select('id').eq('user_id', alice.id).single();
  expect((await svc.from('profile_details').insert({ profile_id: profile!.id, website: 'https://alice.example' })).error).toBeNull();
});

afterAll(async () => {
  await server?.stop();
});

describe('columns', () => {
  it('selects all columns with * and named columns in the requested order', async () => {
    const { data, error } = await svc.from('posts').select('*').eq('content', 'Alice first');
    expect(error).toBeNull();
    expect(Object.keys(data![0])).toEqual(['id', 'user_id', 'content', 'tags', 'likes_count', 'published', 'metadata', 'created_at']);
    expect(data![0]).toMatchObject({ content: 'Alice first', tags: ['news', 'growth'], likes_count: 5, published: true });
    expect(data![0].created_at).toBe('2024-01-01T10:00:00+00:00');

    const r = await svc.from('posts').select('likes_count, content').eq('content', 'Alice first');
    expect(Object.keys(r.data![0])).toEqual(['likes_count', 'content']);
  });

  it('renames with aliases and casts with ::type', async () => {
    const { data, error } = await svc.from('posts').select('text:content, likes:likes_count::text, id::text').eq('content', 'Bob public');
    expect(error).toBeNull();
    expect(data).toEqual([{ text: 'Bob public', likes: '9', id: String(postIds['Bob public']) }]);
  });

  it('rejects an unknown cast type as Postgres does', async () => {
    const { error, status } = await svc.from('posts').select('id::nosuchtype');
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '42704', message: 'type "nosuchtype" does not exist' });
  });

  it('reads JSON paths with -> and ->>, keyed by the last path element', async () => {
    const { data, error } = await svc
      .from('posts')
      .select('lang:metadata->>lang, metadata->stats->views, metadata->stats->>views, first_tag:tags->0')
      .eq('content', 'Alice first');
    expect(error).toBeNull();
    expect(data).toEqual([{ lang: 'en', views: '10', first_tag: 'news' }]);
    const r = await svc.from('posts').select('metadata->stats').eq('content', 'Alice first');
    expect(r.data).toEqual([{ stats: { views: 10 } }]);
  });

  it('selects, filters and orders by computed fields (functions of the row)', async () => {
    const { data, error } = await svc.from('posts').select('id, excerpt').like('excerpt', 'Alice').order('excerpt').order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: postIds['Alice first'], excerpt: 'Alice' },
      { id: postIds['Alice second'], excerpt: 'Alice' },
    ]);
  });

  it('counts with `count` as PostgREST does through Postgres attribute notation', async () => {
    const { data } = await alice.client.from('posts').select('content, comments(count)').order('id');
    expect(data).toEqual([
      { content: 'Alice first', comments: [{ count: 3 }] },
      { content: 'Alice second', comments: [{ count: 0 }] },
      { content: 'Bob public', comments: [{ count: 1 }] },
    ]);
    const total = await svc.from('posts').select('count');
    expect(total.data).toEqual([{ count: 4 }]);
  });

  it('answers an unknown column with Postgres 42703 and its hint', async () => {
    const { error, status } = await svc.from('posts').select('id, contnt');
    expect(status).toBe(400);
    expect(error).toEqual({
      code: '42703',
      details: null,
      hint: 'Perhaps you meant to reference the column "posts.content".',
      message: 'column posts.contnt does not exist',
    });
  });

  it('builds objects with more keys than one json_build_object call takes', async () => {
    const row: Record<string, number> = { id: 1 };
    for (let i = 1; i <= 60; i++) row[`c${String(i).padStart(2, '0')}`] = i;
    expect((await svc.from('wide').insert(row as never)).error).toBeNull();
    const { data } = await svc.from('wide').select('*');
    expect(data).toEqual([row]);
    expect(Object.keys(data![0])).toEqual(Object.keys(row));
    // As many keys as a URL can carry.
    const many = await rest(server, `/wide?select=${Array.from({ length: 1500 }, (_, i) => `k${i}:id`).join(',')}`);
    expect(many.status).toBe(200);
    const obj = (many.json as Record<string, number>[])[0];
    expect(Object.keys(obj)).toHaveLength(1500);
    expect(obj.k1499).toBe(1);
  });

  it('joins any number of json_build_object calls, keeping key order', async () => {
    const params = new Params();
    const parts = Array.from({ length: 6000 }, (_, i) => ({ key: `k${i}`, value: String(i) }));
    const sql = `select (${jsonObject(params, parts)})::text as j`;
    const { rows } = await server.db.query<{ j: string }>(sql, params.values);
    const obj = JSON.parse(rows[0].j);
    expect(Object.keys(obj)).toHaveLength(6000);
    expect(Object.keys(obj).slice(0, 3)).toEqual(['k0', 'k1', 'k2']);
    expect(obj.k5999).toBe(5999);
  });
});

describe('embedding', () => {
  it('embeds a many-to-one as an object and a one-to-many as an array', async () => {
    const { data, error } = await alice.client
      .from('posts')
      .select('content, profiles(display_name), comments(content)')
      .eq('content', 'Alice first')
      .order('created_at', { referencedTable: 'comments' });
    expect(error).toBeNull();
    expect(data).toEqual([
      { content: 'Alice first', profiles: { display_name: 'alice' }, comments: [{ content: 'Nice one' }, { content: 'Thanks' }, { content: 'Again' }] },
    ]);
  });

  it('gives an empty array for no children and null for a missing parent', async () => {
    const { data } = await alice.client.from('posts').select('content, comments(id)').eq('content', 'Alice second');
    expect(data).toEqual([{ content: 'Alice second', comments: [] }]);
    // Anonymous readers see posts but no profiles (profiles are for members only).
    const r = await anon(server).from('posts').select('content, profiles(display_name)').eq('content', 'Bob public');
    expect(r.data).toEqual([{ content: 'Bob public', profiles: null }]);
  });

  it('nests embeds, with aliases and embedded filters, order, limit and offset', async () => {
    const { data, error } = await alice.client
      .from('profiles')
      .select('display_name, writings:posts(content, replies:comments(content, author:profiles(display_name)))')
      .eq('display_name', 'alice')
      .eq('writings.content', 'Alice first')
      .order('created_at', { referencedTable: 'writings.replies', ascending: false })
      .range(1, 2, { referencedTable: 'writings.replies' });
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        display_name: 'alice',
        writings: [
          {
            content: 'Alice first',
            replies: [
              { content: 'Thanks', author: { display_name: 'alice' } },
              { content: 'Nice one', author: { display_name: 'bob' } },
            ],
          },
        ],
      },
    ]);
  });

  it('applies an or filter inside an embed', async () => {
    const { data } = await alice.client
      .from('posts')
      .select('content, comments(content)')
      .eq('content', 'Alice first')
      .or('content.eq.Thanks,content.eq.Again', { referencedTable: 'comments' })
      .order('id', { referencedTable: 'comments' });
    expect(data![0].comments).toEqual([{ content: 'Thanks' }, { content: 'Again' }]);
  });

  it('drops parents without a match with !inner, and filters by embed presence', async () => {
    const inner = await alice.client
      .from('posts')
      .select('content, comments!inner(content)')
      .eq('comments.content', 'Hi Bob');
    expect(inner.data).toEqual([{ content: 'Bob public', comments: [{ content: 'Hi Bob' }] }]);

    const withComments = await alice.client.from('posts').select('content, comments()').not('comments', 'is', null).order('id');
    expect(withComments.data).toEqual([{ content: 'Alice first' }, { content: 'Bob public' }]);
    const without = await alice.client.from('posts').select('content, comments()').is('comments', null).order('id');
    expect(without.data).toEqual([{ content: 'Alice second' }]);
  });

  it('counts only parents kept by !inner', async () => {
    const { count, data } = await alice.client
      .from('posts')
      .select('id, comments!inner(id)', { count: 'exact' })
      .eq('comments.user_id', bob.id);
    expect(data).toHaveLength(1);
    expect(count).toBe(1);
  });

  it('disambiguates two relationships with !hint and reports the ambiguity otherwise', async () => {
    const { data: conv, error: convErr } = await alice.client
      .from('conversations')
      .insert({ participant_1: alice.id, participant_2: bob.id })
      .select('id')
      .single();
    expect(convErr).toBeNull();
    const ok = await alice.client
      .from('conversations')
      .select('id, first:profiles!conversations_participant_1_fkey(display_name), second:profiles!participant_2(display_name)')
      .eq('id', conv!.id);
    expect(ok.data).toEqual([{ id: conv!.id, first: { display_name: 'alice' }, second: { display_name: 'bob' } }]);

    const { error, status } = await alice.client.from('conversations').select('id, profiles(display_name)');
    expect(status).toBe(300);
    expect(error).toEqual({
      code: 'PGRST201',
      details: [
        {
          cardinality: 'many-to-one',
          embedding: 'conversations with profiles',
          relationship: 'conversations_participant_1_fkey using conversations(participant_1) and profiles(user_id)',
        },
        {
          cardinality: 'many-to-one',
          embedding: 'conversations with profiles',
          relationship: 'conversations_participant_2_fkey using conversations(participant_2) and profiles(user_id)',
        },
      ],
      hint: "Try changing 'profiles' to one of the following: 'profiles!conversations_participant_1_fkey', 'profiles!conversations_participant_2_fkey'. Find the desired relationship in the 'details' key.",
      message: "Could not embed because more than one relationship was found for 'conversations' and 'profiles'",
    });
  });

  it('reports a missing relationship with PGRST200 and a suggestion', async () => {
    const { error, status } = await svc.from('posts').select('id, comment(id)');
    expect(status).toBe(400);
    expect(error).toEqual({
      code: 'PGRST200',
      details: "Searched for a foreign key relationship between 'posts' and 'comment' in the schema 'public', but no matches were found.",
      hint: "Perhaps you meant 'comments' instead of 'comment'.",
      message: "Could not find a relationship between 'posts' and 'comment' in the schema cache",
    });
    const hinted = await svc.from('posts').select('id, profiles!nope(id)');
    expect(hinted.error?.details).toBe(
      "Searched for a foreign key relationship between 'posts' and 'profiles' using the hint 'nope' in the schema 'public', but no matches were found.",
    );
  });

  it('embeds many-to-many through a junction table', async () => {
    const { data, error } = await svc.from('posts').select('content, tags(name)').in('content', ['Alice first', 'Alice second']).order('id').order('id', { referencedTable: 'tags' });
    expect(error).toBeNull();
    expect(data).toEqual([
      { content: 'Alice first', tags: [{ name: 'news' }, { name: 'growth' }] },
      { content: 'Alice second', tags: [{ name: 'growth' }] },
    ]);
    const back = await svc.from('tags').select('name, posts(content)').eq('name', 'unused');
    expect(back.data).toEqual([{ name: 'unused', posts: [] }]);
  });

  it('embeds self-relationships both ways and one-to-one as an object', async () => {
    const { data } = await svc.from('employees').select('name, manager_id(name), employees(name)').order('id').order('id', { referencedTable: 'employees' });
    expect(data).toEqual([
      { name: 'Boss', manager_id: null, employees: [{ name: 'Ann' }, { name: 'Ben' }] },
      { name: 'Ann', manager_id: { name: 'Boss' }, employees: [] },
      { name: 'Ben', manager_id: { name: 'Boss' }, employees: [] },
    ]);
    const o2o = await svc.from('profiles').select('display_name, profile_details(website)').order('display_name');
    expect(o2o.data).toEqual([
      { display_name: 'alice', profile_details: { website: 'https://alice.example' } },
      { display_name: 'bob', profile_details: null },
    ]);
  });

  it('spreads a to-one embed into its parent', async () => {
    const { data, error } = await alice.client.from('posts').select('content, ...profiles(author:display_name)').eq('content', 'Bob public');
    expect(error).toBeNull();
    expect(data).toEqual([{ content: 'Bob public', author: 'bob' }]);
  });

  it('embeds through a view whose columns show a foreign key', async () => {
    const { data, error } = await alice.client.from('post_stats').select('post_count, profiles(display_name)').order('post_count');
    expect(error).toBeNull();
    expect(data).toEqual([
      { post_count: 1, profiles: { display_name: 'bob' } },
      { post_count: 2, profiles: { display_name: 'alice' } },
    ]);
  });

  it('orders by a column of a to-one embed, and refuses it for to-many', async () => {
    const { data } = await alice.client
      .from('comments')
      .select('content, profiles(display_name)')
      .order('profiles(display_name)', { ascending: false })
      .order('id');
    expect(data!.map((c) => c.content)).toEqual(['Nice one', 'Again', 'Thanks', 'Hi Bob']);
    const bad = await rest(server, '/posts?select=id,comments(id)&order=comments(id)', { token: alice.token });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({
      code: 'PGRST118',
      details: "'posts' and 'comments' do not form a many-to-one or one-to-one relationship",
      hint: null,
      message: "A related order on 'comments' is not possible",
    });
  });

  it('rejects modifiers for something not embedded', async () => {
    const { error, status } = await svc.from('posts').select('id').order('id', { referencedTable: 'comments' });
    expect(status).toBe(400);
    expect(error).toEqual({
      code: 'PGRST108',
      details: null,
      hint: "Verify that 'comments' is included in the 'select' query parameter.",
      message: "'comments' is not an embedded resource in this request",
    });
  });
});

describe('ordering, ranges and counts', () => {
  it('orders by several columns with nulls first or last', async () => {
    const { data } = await svc.from('posts').select('content').order('metadata->>lang', { ascending: true, nullsFirst: true }).order('id', { ascending: false });
    expect(data!.map((p) => p.content)).toEqual(['Bob draft', 'Bob public', 'Alice first', 'Alice second']);
    const last = await svc.from('posts').select('content').order('metadata->>lang', { ascending: false, nullsFirst: false }).order('id');
    expect(last.data!.map((p) => p.content)).toEqual(['Alice second', 'Alice first', 'Bob public', 'Bob draft']);
  });

  it('pages with limit and range', async () => {
    const first = await svc.from('posts').select('content').order('id').limit(2);
    expect(first.data!.map((p) => p.content)).toEqual(['Alice first', 'Alice second']);
    const page = await svc.from('posts').select('content').order('id').range(1, 2);
    expect(page.data!.map((p) => p.content)).toEqual(['Alice second', 'Bob public']);
  });

  it('counts with Prefer count=exact: Content-Range, 206 for a partial page, HEAD for the count alone', async () => {
    const all = await svc.from('posts').select('id', { count: 'exact' });
    expect(all.count).toBe(4);
    expect(all.status).toBe(200);
    const partial = await svc.from('posts').select('id', { count: 'exact' }).range(0, 1);
    expect(partial.status).toBe(206);
    expect(partial.count).toBe(4);
    const head = await svc.from('posts').select('*', { count: 'exact', head: true }).eq('published', true);
    expect(head).toMatchObject({ data: null, count: 3, status: 200, error: null });
    // count=planned is the planner's estimate, as PostgREST asks for it (on a table never analysed, not the count).
    const planned = await svc.from('posts').select('id', { count: 'planned' }).limit(1);
    const explained = await server.db.query<Record<string, unknown>>('explain (format json) select 1 from public.posts');
    const cell = Object.values(explained.rows[0])[0];
    const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: { 'Plan Rows': number } }[];
    expect(planned.count).toBe(plan[0].Plan['Plan Rows']);

    const raw = await rest(server, '/posts?select=id&order=id&limit=2&offset=1', { headers: { prefer: 'count=exact' }, token: alice.token });
    expect(raw.status).toBe(206);
    expect(raw.headers.get('content-range')).toBe('1-2/3');
    expect(raw.headers.get('preference-applied')).toBe('count=exact');
    const noCount = await rest(server, '/posts?select=id&order=id&limit=2', { token: alice.token });
    expect(noCount.headers.get('content-range')).toBe('0-1/*');
    const empty = await rest(server, '/posts?id=eq.-1', { headers: { prefer: 'count=exact' } });
    expect(empty.headers.get('content-range')).toBe('*/0');
  });

  it('answers HEAD with headers and no body', async () => {
    const res = await rest(server, '/posts?select=id', { method: 'HEAD', headers: { prefer: 'count=exact' } });
    expect(res.status).toBe(200);
    expect(res.text).toBe('');
    expect(res.headers.get('content-range')).toBe('0-2/3');
  });

  it('answers an offset past the end with 416 PGRST103', async () => {
    const res = await rest(server, '/posts?offset=10', { headers: { prefer: 'count=exact' } });
    expect(res.status).toBe(416);
    expect(res.headers.get('content-range')).toBe('*/3');
    expect(res.json).toEqual({
      code: 'PGRST103',
      details: 'An offset of 10 was requested, but there are only 3 rows.',
      hint: null,
      message: 'Requested range not satisfiable',
    });
    const negative = await rest(server, '/posts?limit=-1');
    expect(negative.status).toBe(416);
    expect(negative.json).toMatchObject({ code: 'PGRST103', details: 'Limit should be greater than or equal to zero.' });
  });

  it('honours a Range header on GET', async () => {
    const res = await rest(server, '/numbers?select=n&order=n', { headers: { range: '5-7', 'range-unit': 'items' } });
    expect(res.json).toEqual([{ n: 6 }, { n: 7 }, { n: 8 }]);
    expect(res.headers.get('content-range')).toBe('5-7/*');
  });

  it('caps reads at 1000 rows, at every level', async () => {
    const { data, count, status } = await svc.from('numbers').select('n', { count: 'exact' });
    expect(data).toHaveLength(1000);
    expect(count).toBe(1500);
    expect(status).toBe(206);
    const tail = await svc.from('numbers').select('n').order('n').range(1400, 2000);
    expect(tail.data).toHaveLength(100);
  });
});

describe('singular and stripped responses', () => {
  it('returns one object for application/vnd.pgrst.object+json, 406 PGRST116 otherwise', async () => {
    const one = await svc.from('posts').select('content').eq('id', postIds['Bob public']).single();
    expect(one).toMatchObject({ data: { content: 'Bob public' }, status: 200 });
    const many = await svc.from('posts').select('content').single();
    expect(many.status).toBe(406);
    expect(many.error).toEqual({
      code: 'PGRST116',
      details: 'The result contains 4 rows',
      hint: null,
      message: 'Cannot coerce the result to a single JSON object',
    });
    const none = await svc.from('posts').select('content').eq('id', -1).maybeSingle();
    expect(none).toMatchObject({ data: null, error: null });
    const raw = await rest(server, `/posts?select=id&id=eq.${postIds['Bob public']}`, { headers: { accept: 'application/vnd.pgrst.object+json' } });
    expect(raw.headers.get('content-type')).toBe('application/vnd.pgrst.object+json; charset=utf-8');
  });

  it('strips nulls when asked', async () => {
    const { data } = await svc.from('posts').select('content, metadata').eq('content', 'Bob public').stripNulls();
    expect(data).toEqual([{ content: 'Bob public' }]);
  });

  it('answers text/csv', async () => {
    const res = await rest(server, '/employees?select=id,name,manager_id&order=id', { headers: { accept: 'text/csv' } });
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.text).toBe('id,name,manager_id\n1,Boss,\n2,Ann,1\n3,Ben,1');
  });

  it('sends JSON with charset and PostgREST headers', async () => {
    const res = await rest(server, '/posts?select=id&limit=1');
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('access-control-expose-headers')).toContain('Content-Range');
  });
});

describe('row-level security on reads', () => {
  it('shows a member her own drafts but not another member’s', async () => {
    const asBob = await bob.client.from('posts').select('content').eq('published', false);
    expect(asBob.data).toEqual([{ content: 'Bob draft' }]);
    const asAlice = await alice.client.from('posts').select('content').eq('published', false);
    expect(asAlice.data).toEqual([]);
    const asAnon = await anon(server).from('posts').select('content', { count: 'exact' });
    expect(asAnon.count).toBe(3);
  });

  it('keeps another member’s hidden rows out of embeds and counts', async () => {
    const { data } = await alice.client.from('profiles').select('display_name, posts(content)').eq('display_name', 'bob');
    expect(data).toEqual([{ display_name: 'bob', posts: [{ content: 'Bob public' }] }]);
  });

  it('denies a table without grants to anon as Postgres does (401 for anon)', async () => {
    const res = await rest(server, '/settings?select=*');
    expect(res.status).toBe(200);
    await server.db.exec('create table public.secret_notes (id int primary key); revoke all on public.secret_notes from anon, authenticated;');
    await server.reloadSchema();
    const denied = await rest(server, '/secret_notes');
    expect(denied.status).toBe(401);
    expect(denied.json).toMatchObject({ code: '42501', message: 'permission denied for table secret_notes' });
    const deniedMember = await rest(server, '/secret_notes', { token: alice.token });
    expect(deniedMember.status).toBe(403);
  });
});
