// REST bad input: each mistake gets PostgREST 14's status and error body, never a 5xx; plus JWT errors,
// schema profiles, media types, unknown routes and schema-cache reloads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../src/index.ts';
import { signJwt } from '../src/jwt.ts';
import { anon, member, type Member, rest, service, startTestServer, tokenFor } from './rest-helpers.ts';

let server: LocalSupabase;
let alice: Member;

beforeAll(async () => {
  server = await startTestServer();
  alice = await member(server, 'alice');
});

afterAll(async () => {
  await server?.stop();
});

const json = { 'content-type': 'application/json' };

describe('query-string parse errors (PGRST100)', () => {
  it.each([
    [
      '/posts?select=id,comments(content[])',
      '"failed to parse select parameter (id,comments(content[]))" (line 1, column 20)',
      `unexpected '[' expecting letter, digit, "-", "->>", "->", "::", ".", ")", "," or end of input`,
    ],
    ['/posts?order=id.ac', '"failed to parse order (id.ac)" (line 1, column 4)', 'unexpected "c" expecting "asc", "desc", "nullsfirst" or "nullslast"'],
    ['/posts?order=id.asc.nullslasttt', '"failed to parse order (id.asc.nullslasttt)" (line 1, column 17)', `unexpected 't' expecting "," or end of input`],
    ['/posts?id=val', '"failed to parse filter (val)" (line 1, column 1)', 'unexpected "v" expecting "not" or operator (eq, gt, ...)'],
    ['/posts?id=eq().1', '"failed to parse filter (eq().1)" (line 1, column 4)', 'unexpected ")" expecting operator (eq, gt, ...)'],
    [
      '/posts?or=()',
      '"failed to parse logic tree (())" (line 1, column 4)',
      'unexpected ")" expecting field name (* or [a..z0..9_$]), negation operator (not) or logic operator (and, or)',
    ],
    ['/posts?or=(id.in.1,2,id.eq.3)', '"failed to parse logic tree ((id.in.1,2,id.eq.3))" (line 1, column 10)', 'unexpected "1" expecting "("'],
    ['/posts?and=(id.eq.1,not.xor(id.eq.2))', '"failed to parse logic tree ((id.eq.1,not.xor(id.eq.2)))" (line 1, column 17)', 'unexpected "x" expecting logic operator (and, or)'],
    ['/posts?select=id::', '"failed to parse select parameter (id::)" (line 1, column 5)', 'unexpected end of input expecting letter or digit'],
    ['/items?columns=', '"failed to parse columns parameter ()" (line 1, column 1)', 'unexpected end of input expecting field name (* or [a..z0..9_$])'],
  ])('%s', async (path, message, details) => {
    const res = await rest(server, path);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ code: 'PGRST100', details, hint: null, message });
  });

  it('refuses nesting deep enough to exhaust a stack, with a 400', async () => {
    const deepSelect = await rest(server, `/employees?select=${'employees('.repeat(300)}id${')'.repeat(300)}`);
    expect(deepSelect.status).toBe(400);
    expect(deepSelect.json).toMatchObject({ code: 'PGRST100', details: 'nesting deeper than 64 levels' });
    const deepOr = await rest(server, `/posts?or=(${'or('.repeat(2000)}id.eq.1${')'.repeat(2001)}`);
    expect(deepOr.status).toBe(400);
    expect(deepOr.json).toMatchObject({ code: 'PGRST100' });
    // Twenty self-joins parse; as a member the planner's estimate for them is above PGlite's cost limit
    // (faults-plan-cost.test.ts), so the service role, which the limit leaves alone, runs them.
    const ok = await rest(server, `/employees?select=${'employees('.repeat(20)}id${')'.repeat(20)}`, { token: server.serviceRoleKey });
    expect(ok.status).toBe(200);
  });

  it('refuses values nested deep enough to exhaust the database parser, and too many array dimensions', async () => {
    const svc = { authorization: `Bearer ${server.serviceRoleKey}`, ...json };
    const deepBody = await rest(server, '/posts', { method: 'POST', headers: svc, body: `{"metadata":${'['.repeat(5000)}${']'.repeat(5000)}}` });
    expect(deepBody.status).toBe(400);
    expect(deepBody.json).toEqual({ code: 'PGRST102', details: null, hint: null, message: 'Body nested deeper than 512 levels' });
    const deepValue = await rest(server, `/posts?metadata=cs.${'['.repeat(3000)}${']'.repeat(3000)}`);
    expect(deepValue.status).toBe(400);
    expect(deepValue.json).toMatchObject({ code: 'PGRST100', details: 'nesting deeper than 512 levels' });
    const dims = await rest(server, `/posts?tags=cs.${'{'.repeat(8)}a${'}'.repeat(8)}`);
    expect(dims.status).toBe(400);
    expect(dims.json).toMatchObject({ code: '54000' });
    expect((await rest(server, '/posts?select=id')).status).toBe(200);
  });

  it('survives malformed and hostile query strings without a 5xx', async () => {
    const paths = [
      '/posts?select=(((',
      '/posts?select=*,profiles(',
      '/posts?%zz=eq.1',
      '/posts?id=eq.%00',
      '/posts?select=id&order=',
      '/posts?id=in.("unterminated',
      '/posts?select=' + 'a,'.repeat(2000) + 'b',
      '/posts?or=' + '('.repeat(200),
      '/posts?select=id;drop table posts',
      "/posts?id=eq.1';drop table posts;--",
      '/posts?select="weird""col"',
      '/posts?limit=abc&offset=-5',
      '/posts?select=id->>a->0->>-1',
      '/posts?content=fts(nolang).x',
      '/posts?content=like(any).{a,b',
    ];
    for (const p of paths) {
      const res = await rest(server, p);
      expect(res.status, p).toBeLessThan(500);
      expect(res.headers.get('content-type'), p).toMatch(/json/);
    }
    const { count } = await service(server).from('posts').select('*', { count: 'exact', head: true });
    expect(count).toBe(0);
  });
});

describe('bodies and columns', () => {
  it('rejects invalid JSON with PGRST102', async () => {
    const res = await rest(server, '/items', { method: 'POST', headers: json, body: '{"name":' });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ code: 'PGRST102', details: null, hint: null, message: 'Empty or invalid json' });
    const empty = await rest(server, '/items', { method: 'POST', headers: json, body: '' });
    expect(empty.json).toMatchObject({ code: 'PGRST102', message: 'Empty or invalid json' });
  });

  it('requires the same keys in every object of a bulk body', async () => {
    const res = await rest(server, '/items', { method: 'POST', headers: json, body: JSON.stringify([{ name: 'a' }, { qty: 1 }]) });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ code: 'PGRST102', details: null, hint: null, message: 'All object keys must match' });
  });

  it('refuses a body type it cannot read', async () => {
    const res = await rest(server, '/items', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'name=a' });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ code: 'PGRST102', details: null, hint: null, message: 'Content-Type not acceptable: text/plain' });
  });

  it('reports an unknown column in the body or ?columns with PGRST204', async () => {
    const { error, status } = await service(server).from('items').insert({ name: 'a', colour: 'red' });
    expect(status).toBe(400);
    expect(error).toEqual({ code: 'PGRST204', details: null, hint: null, message: "Could not find the 'colour' column of 'items' in the schema cache" });
    const cols = await rest(server, '/items?columns=name,size', { method: 'POST', headers: json, body: '[{"name":"a"}]' });
    expect(cols.json).toMatchObject({ code: 'PGRST204', message: "Could not find the 'size' column of 'items' in the schema cache" });
  });

  it('answers bodies over the size limit with 413', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) });
    const res = await rest(server, '/items', { method: 'POST', headers: json, body: big });
    expect(res.status).toBe(413);
  });
});

describe('unknown resources', () => {
  it('reports an unknown table with PGRST205 and the closest name', async () => {
    const res = await rest(server, '/post');
    expect(res.status).toBe(404);
    expect(res.json).toEqual({
      code: 'PGRST205',
      details: null,
      hint: "Perhaps you meant the table 'public.posts'",
      message: "Could not find the table 'public.post' in the schema cache",
    });
    const far = await rest(server, '/zzzzzz');
    expect(far.json).toMatchObject({ code: 'PGRST205', hint: null });
  });

  it('does not expose tables outside the public schema', async () => {
    const res = await rest(server, '/users');
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ code: 'PGRST205' });
  });

  it('answers other paths with PGRST125 and other methods with PGRST117', async () => {
    const path = await rest(server, '/posts/1');
    expect(path.status).toBe(404);
    expect(path.json).toEqual({ code: 'PGRST125', details: null, hint: null, message: 'Invalid path specified in request URL' });
    const method = await rest(server, '/posts', { method: 'PROPFIND' });
    expect(method.status).toBe(405);
    expect(method.json).toEqual({ code: 'PGRST117', details: null, hint: null, message: 'Unsupported HTTP method: PROPFIND' });
    const rootPost = await rest(server, '/', { method: 'POST', headers: json, body: '{}' });
    expect(rootPost.status).toBe(405);
    expect(rootPost.json).toEqual({ code: 'PGRST117', details: null, hint: null, message: 'Unsupported HTTP method: POST' });
  });

  it('serves an OpenAPI description at the root', async () => {
    const res = await rest(server, '/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/openapi+json; charset=utf-8');
    const doc = res.json as { swagger: string; paths: Record<string, unknown>; definitions: Record<string, { properties: Record<string, unknown> }> };
    expect(doc.swagger).toBe('2.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/posts', '/rpc/add_numbers']));
    expect(Object.keys(doc.definitions.posts.properties)).toContain('content');
  });
});

describe('profiles and media types', () => {
  it('accepts the public profile and refuses others with 406 PGRST106', async () => {
    const ok = await rest(server, '/posts?select=id', { headers: { 'accept-profile': 'public' } });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-profile')).toBe('public');
    const res = await rest(server, '/users', { headers: { 'accept-profile': 'auth' } });
    expect(res.status).toBe(406);
    expect(res.json).toEqual({ code: 'PGRST106', details: null, hint: 'Only the following schemas are exposed: public', message: 'Invalid schema: auth' });
    const write = await rest(server, '/items', { method: 'POST', headers: { ...json, 'content-profile': 'storage' }, body: '{}' });
    expect(write.status).toBe(406);
    expect(write.json).toMatchObject({ code: 'PGRST106', message: 'Invalid schema: storage' });
  });

  it('refuses an Accept it cannot produce with 406 PGRST107', async () => {
    const res = await rest(server, '/posts', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(406);
    expect(res.json).toEqual({ code: 'PGRST107', details: null, hint: null, message: 'None of these media types are available: text/html' });
    const browser = await rest(server, '/posts?select=id', { headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' } });
    expect(browser.status).toBe(200);
    expect(browser.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });
});

describe('JWT errors', () => {
  it('rejects an expired token with PGRST303', async () => {
    const token = signJwt({ sub: alice.id, role: 'authenticated', exp: Math.floor(Date.now() / 1000) - 120 }, server.settings.jwtSecret);
    const res = await rest(server, '/posts', { token });
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ code: 'PGRST303', details: null, hint: null, message: 'JWT expired' });
    expect(res.headers.get('www-authenticate')).toBe('Bearer error="invalid_token", error_description="JWT expired"');
  });

  it('rejects a token signed with another secret, or malformed, with PGRST301', async () => {
    const forged = signJwt({ sub: alice.id, role: 'service_role' }, 'not-the-secret-not-the-secret-not-the-secret');
    const bad = await rest(server, '/posts', { token: forged });
    expect(bad.status).toBe(401);
    expect(bad.json).toEqual({
      code: 'PGRST301',
      details: 'None of the keys was able to decode the JWT',
      hint: null,
      message: 'No suitable key or wrong key type',
    });
    const garbage = await rest(server, '/posts', { token: 'abc.def' });
    expect(garbage.status).toBe(401);
    expect(garbage.json).toEqual({ code: 'PGRST301', details: null, hint: null, message: 'Expected 3 parts in JWT; got 2' });
    const random = await rest(server, '/posts', { token: 'quifquirndsjagnrgniur.fonvoienqhhdj.iuqvnvhojah' });
    expect(random.json).toEqual({ code: 'PGRST301', details: null, hint: null, message: 'JWT cryptographic operation failed' });
    const unsigned = await rest(server, '/posts', { token: 'eyJ0eXAiOiJKV1QiLCJhbGciOiJub25lIn0.e30.yOBhlOIqn56T-4NvyEXCjfi3UmyQZ-BzXtePMO2NgRI' });
    expect(unsigned.json).toEqual({
      code: 'PGRST301',
      details: "JWT is unsecured but expected 'alg' was not 'none'",
      hint: null,
      message: 'Wrong or unsupported encoding algorithm',
    });
  });

  it('rejects tokens not yet valid or issued in the future with PGRST303', async () => {
    const now = Math.floor(Date.now() / 1000);
    const nbf = await rest(server, '/posts', { token: signJwt({ role: 'anon', nbf: now + 120 }, server.settings.jwtSecret) });
    expect(nbf.json).toEqual({ code: 'PGRST303', details: null, hint: null, message: 'JWT not yet valid' });
    const iat = await rest(server, '/posts', { token: signJwt({ role: 'anon', iat: now + 120 }, server.settings.jwtSecret) });
    expect(iat.json).toEqual({ code: 'PGRST303', details: null, hint: null, message: 'JWT issued at future' });
  });

  it('rejects a token for a role that does not exist', async () => {
    const token = signJwt({ sub: alice.id, role: 'superuser', exp: Math.floor(Date.now() / 1000) + 60 }, server.settings.jwtSecret);
    const res = await rest(server, '/posts', { token });
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ code: '22023', message: 'role "superuser" does not exist' });
    const existing = signJwt({ role: 'postgres', exp: Math.floor(Date.now() / 1000) + 60 }, server.settings.jwtSecret);
    const denied = await rest(server, '/posts', { token: existing });
    expect(denied.status).toBe(403);
    expect(denied.json).toEqual({ code: '42501', details: null, hint: null, message: 'permission denied to set role "postgres"' });
  });

  it('treats a request without any key as anon', async () => {
    const res = await fetch(`${server.url}/rest/v1/posts?select=id`);
    expect(res.status).toBe(200);
    const write = await fetch(`${server.url}/rest/v1/posts`, { method: 'POST', headers: json, body: JSON.stringify({ user_id: alice.id, content: 'x' }) });
    expect(write.status).toBe(401);
  });
});

describe('schema cache', () => {
  it('sees new tables after reloadSchema() and after NOTIFY pgrst', async () => {
    await server.db.exec('create table public.late_table (id int primary key); grant all on public.late_table to anon;');
    expect((await rest(server, '/late_table')).status).toBe(404);
    await server.reloadSchema();
    expect((await rest(server, '/late_table')).status).toBe(200);

    await server.db.exec("create table public.later_table (id int primary key); grant all on public.later_table to anon; notify pgrst, 'reload schema';");
    let status = 0;
    for (let i = 0; i < 50 && status !== 200; i++) {
      await new Promise((r) => setTimeout(r, 100));
      status = (await rest(server, '/later_table')).status;
    }
    expect(status).toBe(200);
  });

  it('keeps answering after all of the above', async () => {
    const { status } = await anon(server).from('posts').select('id');
    expect(status).toBe(200);
    const { data } = await alice.client.rpc('whoami');
    expect(data).toBe(alice.id);
    expect(tokenFor(server, alice.id)).toBeTruthy();
  });
});
