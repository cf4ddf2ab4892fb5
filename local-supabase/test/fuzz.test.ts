// Property-based robustness: random and malformed requests never yield a 5xx or crash the server.
import http from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../src/index.ts';
import { signJwt } from '../src/jwt.ts';
import { startTestServer } from './helpers.ts';

let server: LocalSupabase;
let tokens: string[];

beforeAll(async () => {
  server = await startTestServer();
  const secret = server.settings.jwtSecret;
  const now = Math.floor(Date.now() / 1000);
  tokens = [
    server.anonKey,
    server.serviceRoleKey,
    signJwt({ sub: '00000000-0000-4000-8000-000000000001', role: 'authenticated', aud: 'authenticated', exp: now + 600 }, secret),
    signJwt({ sub: 'not-a-uuid', role: 'authenticated', exp: now + 600 }, secret),
    signJwt({ role: 'authenticated', exp: now - 3600 }, secret),
    signJwt({ role: 'postgres', exp: now + 600 }, secret),
    signJwt({ role: 'anon', exp: now + 600 }, 'wrong-secret-wrong-secret-wrong-secret'),
    'not.a.jwt',
    '',
  ];
});
afterAll(async () => {
  await server?.stop();
});

interface RawRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

/** Sends exactly the bytes asked for (fetch would normalise them). */
function send(req: RawRequest): Promise<number> {
  return new Promise((resolve, reject) => {
    const r = http.request(
      { host: '127.0.0.1', port: server.port, method: req.method, path: req.path, headers: req.headers },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    r.on('error', reject);
    r.end(req.body);
  });
}

// Characters that matter to the PostgREST grammar, plus percent-escapes valid and broken.
const grammarChar = fc.constantFrom(
  'a', 'id', 'content', 'tags', 'posts', 'profiles', 'user_id', '*', '.', ',', '(', ')', ':', '!', '->', '->>', '"',
  'eq', 'neq', 'in', 'is', 'null', 'not', 'or', 'and', 'cs', 'ov', 'like', 'asc', 'desc', 'nullsfirst', 'inner',
  '{', '}', '\\', '%20', '%zz', '%', '%E2%82', 'é', '0', '-1', '99999999999999999999', "'", ';', '--',
);
const grammarString = fc.array(grammarChar, { maxLength: 12 }).map((parts) => parts.join(''));
const valueString = fc.oneof(grammarString, fc.string({ maxLength: 20 }).map(encodeURIComponent));

const queryString = fc
  .array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom('select', 'order', 'limit', 'offset', 'or', 'and', 'id', 'content', 'tags', 'metadata->>a',
          'profiles.order', 'comments.limit', 'on_conflict', 'columns', 'a', 'b', 'tag', 'apikey'),
        grammarString,
      ),
      valueString,
    ),
    { maxLength: 5 },
  )
  .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));

const body = fc.oneof(
  fc.constant(undefined),
  fc.json().map((j) => Buffer.from(j)),
  fc.string({ maxLength: 200 }).map((s) => Buffer.from(s)),
  fc.uint8Array({ maxLength: 200 }).map((a) => Buffer.from(a)),
  fc.constant(Buffer.from('{"content":')),
  fc.constant(Buffer.from('[{"content":"x"},{"nope":1}]')),
);

const headerSets = (tokenIndex: number, extra: Record<string, string>) => {
  const token = tokens[tokenIndex % tokens.length];
  return { apikey: server.anonKey, ...(token ? { authorization: `Bearer ${token}` } : {}), ...extra };
};

const contentType = fc.constantFrom(
  'application/json', 'text/plain', 'application/octet-stream', 'multipart/form-data; boundary=xyz',
  'multipart/form-data', 'application/x-www-form-urlencoded', 'garbage/;;;',
);

async function expectAlive() {
  expect((await send({ method: 'GET', path: '/health', headers: {} })) === 200).toBe(true);
}

describe('fuzzing', () => {
  it('/rest/v1 answers every malformed request with a 4xx or success, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'HEAD', 'POST', 'PATCH', 'DELETE', 'PUT'),
        fc.oneof(
          fc.constantFrom('posts', 'profiles', 'comments', 'post_stats', 'rpc/add_numbers', 'rpc/posts_by_tag',
            'rpc/echo_json', 'rpc/nope', 'nope', '', 'rpc/'),
          grammarString,
        ),
        queryString,
        fc.nat(),
        fc.record({
          prefer: fc.constantFrom('', 'return=representation', 'count=exact', 'resolution=merge-duplicates',
            'return=minimal, count=exact', 'missing=default', 'handling=strict, max-affected=0', 'garbage=;;'),
          accept: fc.constantFrom('', 'application/json', 'application/vnd.pgrst.object+json', 'text/csv', '*/*', 'x/y'),
          profile: fc.constantFrom('', 'public', 'auth', 'nope'),
        }),
        contentType,
        body,
        async (method, table, qs, tokenIndex, h, ct, payload) => {
          const extra: Record<string, string> = { 'content-type': ct };
          if (h.prefer) extra.prefer = h.prefer;
          if (h.accept) extra.accept = h.accept;
          if (h.profile) extra[method === 'GET' || method === 'HEAD' ? 'accept-profile' : 'content-profile'] = h.profile;
          const status = await send({
            method,
            path: `/rest/v1/${table}${qs ? `?${qs}` : ''}`,
            headers: headerSets(tokenIndex, extra),
            body: method === 'GET' || method === 'HEAD' ? undefined : payload,
          });
          expect(status, `${method} /rest/v1/${table}?${qs}`).toBeLessThan(500);
        },
      ),
      { numRuns: 400 },
    );
    await expectAlive();
  }, 120_000);

  it('/auth/v1 answers every malformed request with a 4xx or success, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST', 'PUT', 'DELETE'),
        fc.oneof(
          fc.constantFrom('/signup', '/token?grant_type=password', '/token?grant_type=refresh_token', '/token',
            '/token?grant_type=nope', '/user', '/logout', '/logout?scope=nope', '/logout?scope=others',
            '/admin/users', '/admin/users?page=-1&per_page=abc', '/admin/users/not-a-uuid',
            '/admin/users/00000000-0000-4000-8000-000000000001', '/verify?token=x&type=signup', '/settings', '/otp',
            '/recover', '/nope'),
          grammarString.map((s) => `/${s}`),
        ),
        fc.nat(),
        contentType,
        fc.oneof(
          body,
          fc.record({ email: fc.oneof(fc.emailAddress(), fc.string()), password: fc.oneof(fc.string(), fc.integer()) })
            .map((o) => Buffer.from(JSON.stringify(o))),
          fc.record({ refresh_token: fc.string(), data: fc.anything() }).map((o) => Buffer.from(JSON.stringify(o))),
        ),
        async (method, path, tokenIndex, ct, payload) => {
          const status = await send({
            method,
            path: `/auth/v1${path}`,
            headers: headerSets(tokenIndex, { 'content-type': ct }),
            body: method === 'GET' ? undefined : payload,
          });
          expect(status, `${method} /auth/v1${path}`).toBeLessThan(500);
        },
      ),
      { numRuns: 300 },
    );
    await expectAlive();
  }, 120_000);

  it('/storage/v1 answers every malformed request with a 4xx or success, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE'),
        fc.oneof(
          fc.constantFrom('/bucket', '/bucket/avatars', '/bucket/nope', '/bucket/avatars/empty', '/object/avatars',
            '/object/list/avatars', '/object/list/nope', '/object/public/avatars/a.png', '/object/public/private/x',
            '/object/avatars/00000000-0000-4000-8000-000000000001/a.png', '/object/avatars/../../etc/passwd',
            '/object/sign/avatars/a.png', '/object/sign/avatars/a.png?token=abc', '/object/info/avatars/a.png',
            '/object/authenticated/private/x', '/object/nope/x', '/object/'),
          grammarString.map((s) => `/object/avatars/${s}`),
        ),
        fc.nat(),
        fc.oneof(contentType, fc.constant('multipart/form-data; boundary=----b')),
        fc.oneof(
          body,
          fc.string({ maxLength: 100 }).map((s) => Buffer.from(`------b\r\nContent-Disposition: form-data; name=""${s}\r\n\r\nx\r\n------b--`)),
        ),
        fc.constantFrom('', 'true', 'false', 'garbage'),
        async (method, path, tokenIndex, ct, payload, upsert) => {
          const extra: Record<string, string> = { 'content-type': ct };
          if (upsert) extra['x-upsert'] = upsert;
          const status = await send({
            method,
            path: `/storage/v1${path}`,
            headers: headerSets(tokenIndex, extra),
            body: method === 'GET' || method === 'HEAD' ? undefined : payload,
          });
          expect(status, `${method} /storage/v1${path}`).toBeLessThan(500);
        },
      ),
      { numRuns: 300 },
    );
    await expectAlive();
  }, 120_000);

  it('rejects oversized JSON bodies with 413', async () => {
    const big = Buffer.alloc(server.settings.maxBodyBytes + 10, 'a');
    const status = await send({
      method: 'POST',
      path: '/rest/v1/posts',
      headers: { apikey: server.anonKey, 'content-type': 'application/json' },
      body: big,
    });
    expect(status).toBe(413);
    await expectAlive();
  });
});
