// Property-based: random but plausible REST requests (real tables, columns, embeds, operators, preferences,
// bodies) never get a 5xx, and never reach Postgres as SQL it cannot parse or resolve (which would be a
// bug in the SQL this service builds, not in the request).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../src/index.ts';
import { member, type Member, rest, service, startTestServer } from './rest-helpers.ts';

let server: LocalSupabase;
let alice: Member;

beforeAll(async () => {
  server = await startTestServer();
  alice = await member(server, 'alice');
  const svc = service(server);
  await svc.from('posts').insert([
    { user_id: alice.id, content: 'one', tags: ['a'], metadata: { k: 1 } },
    { user_id: alice.id, content: 'two', tags: [], metadata: null },
  ], { defaultToNull: false });
});

afterAll(async () => {
  await server?.stop();
});

// SQLSTATEs that can only come from malformed generated SQL: missing FROM entries, ambiguous columns,
// undefined parameters, protocol errors, and SQL (not tsquery) syntax errors.
const GENERATED_SQL_BUGS = new Set(['42P01', '42702', '42P02', '08P01', 'PGRSTX00']);
const isSqlBug = (body: { code?: string; message?: string } | undefined) =>
  GENERATED_SQL_BUGS.has(body?.code ?? '') || (body?.code === '42601' && /^syntax error at/.test(body.message ?? ''));

const column = fc.constantFrom('id', 'user_id', 'content', 'tags', 'likes_count', 'published', 'metadata', 'created_at', 'nope', 'excerpt', 'count');
const jsonPath = fc.constantFrom('', '->k', '->>k', '->0', '->>0', '->a->>b');
const field = fc.tuple(column, jsonPath).map(([c, j]) => c + j);
const embed = fc.constantFrom(
  'profiles', 'comments', 'tags', 'author:profiles', 'profiles!inner', 'comments!inner', '...profiles', '...comments',
  'profiles!posts_user_id_fkey', 'nope', 'employees', 'manager_id', 'posts', 'comments(profiles)', 'post_tags',
);
const embedField = fc.constantFrom('*', 'display_name', 'content', 'id', 'name', 'count', 'user_id');
const selectItem = fc.oneof(
  field,
  fc.tuple(fc.constantFrom('x', 'a b', 'é'), field).map(([a, f]) => `${a}:${f}`),
  fc.tuple(field, fc.constantFrom('text', 'int', 'jsonb', 'nosuch')).map(([f, t]) => `${f}::${t}`),
  fc.tuple(embed, fc.array(embedField, { minLength: 0, maxLength: 3 })).map(([e, fs]) => `${e}(${fs.join(',')})`),
  fc.constant('*'),
);
const value = fc.oneof(
  fc.constantFrom('1', '0', '-1', 'one', 'null', 'true', '{a}', '{}', '[1,2]', '{"k":1}', '2024-01-01', '*o*', 'a,b', '"q"', '(1,2)', '%', '\\'),
  fc.string({ maxLength: 8 }),
);
const op = fc.constantFrom('eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch', 'is', 'in', 'cs', 'cd', 'ov', 'fts', 'plfts', 'wfts', 'isdistinct', 'sl', 'adj', 'eq(any)', 'like(all)');
const filter = fc.tuple(fc.constantFrom('', 'not.'), op, value).map(([n, o, v]) => {
  if (o === 'in') return `${n}in.(${v})`;
  if (o === 'is') return `${n}is.${['null', 'true', 'false', 'unknown', v][v.length % 5]}`;
  return `${n}${o}.${v}`;
});
const param = fc.oneof(
  fc.array(selectItem, { minLength: 1, maxLength: 4 }).map((items) => ['select', items.join(',')]),
  fc.tuple(field, filter).map(([f, x]) => [f, x]),
  fc.tuple(fc.constantFrom('comments.content', 'profiles.display_name', 'comments.id'), filter).map(([f, x]) => [f, x]),
  fc.tuple(fc.constantFrom('or', 'and', 'not.or', 'comments.or'), fc.array(fc.tuple(field, filter), { minLength: 1, maxLength: 3 })).map(([k, xs]) => [k, `(${xs.map(([f, x]) => `${f}.${x}`).join(',')})`]),
  fc.tuple(fc.constantFrom('order', 'comments.order'), field, fc.constantFrom('', '.asc', '.desc', '.desc.nullslast', '.nullsfirst')).map(([k, f, d]) => [k, f + d]),
  fc.constantFrom(
    ['order', 'profiles(display_name).desc'], ['limit', '2'], ['offset', '1'], ['limit', '-1'], ['comments.limit', '1'],
    ['on_conflict', 'id'], ['on_conflict', 'name'], ['columns', 'content,user_id'], ['columns', 'name'], ['id', 'eq.1'], ['tag', 'a'], ['a', '1'], ['b', 'x'],
  ),
);
const request = fc.record({
  method: fc.constantFrom('GET', 'GET', 'HEAD', 'POST', 'PATCH', 'DELETE', 'PUT'),
  table: fc.constantFrom(
    'posts', 'posts', 'comments', 'profiles', 'post_stats', 'items', 'employees', 'tags', 'wide',
    'rpc/posts_by_tag', 'rpc/add_numbers', 'rpc/first_post', 'rpc/post_counts', 'rpc/echo_body', 'rpc/touch_nothing', 'rpc/many_numbers',
  ),
  params: fc.array(param, { maxLength: 5 }),
  prefer: fc.constantFrom('', 'return=representation', 'count=exact', 'return=minimal, count=exact', 'resolution=merge-duplicates, return=representation', 'missing=default', 'handling=strict, max-affected=1'),
  accept: fc.constantFrom(undefined, 'application/vnd.pgrst.object+json', 'text/csv', 'application/vnd.pgrst.array+json;nulls=stripped'),
  body: fc.oneof(
    fc.constant(undefined),
    fc.constantFrom(
      '{"content":"x"}', '[{"content":"x","user_id":null}]', '{"tag":"a"}', '{"a":1,"b":2}', '{}', '[]', '{"metadata":{"k":[1]}}',
      'nonsense', '{"id":1,"name":"n"}', '[{"name":"a"},{"name":"b"}]', '{"tags":"notarray"}', '{"published":"maybe"}', '"str"', '5',
    ),
  ),
  token: fc.constantFrom('anon', 'member', 'service'),
});

describe('random REST requests', () => {
  it('never get a 5xx or reach Postgres as broken SQL', async () => {
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const qs = r.params.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (r.prefer) headers.prefer = r.prefer;
        if (r.accept) headers.accept = r.accept;
        const token = r.token === 'member' ? alice.token : r.token === 'service' ? server.serviceRoleKey : undefined;
        const method = r.table.startsWith('rpc/') && !['GET', 'HEAD', 'POST'].includes(r.method) ? 'POST' : r.method;
        const res = await rest(server, `/${r.table}${qs ? `?${qs}` : ''}`, {
          method,
          headers,
          token,
          body: method === 'GET' || method === 'HEAD' ? undefined : r.body,
        });
        const where = `${method} /${r.table}?${decodeURIComponent(qs)} -> ${res.status} ${res.text.slice(0, 300)}`;
        expect(res.status, where).toBeLessThan(500);
        expect(isSqlBug(res.json as { code?: string; message?: string } | undefined), where).toBe(false);
      }),
      { numRuns: Number(process.env.REST_FUZZ_RUNS ?? 400) },
    );
  });
});
