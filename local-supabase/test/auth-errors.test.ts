// Auth contract: malformed input and the error shapes, sent with raw fetch (what a client library would
// never send, and what the 2024-01-01 and legacy error formats look like).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../src/index.ts';
import { signJwt } from '../src/jwt.ts';
import { startTestServer } from './helpers.ts';

let server: LocalSupabase;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const V2024 = { 'x-supabase-api-version': '2024-01-01' };

async function call(method: string, path: string, opts: { headers?: Record<string, string>; body?: string } = {}) {
  const res = await fetch(`${server.url}/auth/v1${path}`, {
    method,
    headers: { apikey: server.anonKey, 'content-type': 'application/json', ...opts.headers },
    body: opts.body,
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, headers: res.headers, body: body as Record<string, unknown> };
}

describe('error shapes', () => {
  it('with X-Supabase-Api-Version: {code, message}, the version echoed and x-sb-error-code set', async () => {
    const r = await call('POST', '/token?grant_type=password', {
      headers: V2024,
      body: JSON.stringify({ email: 'nobody@example.com', password: 'password123' }),
    });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' });
    expect(r.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(r.headers.get('x-sb-error-code')).toBe('invalid_credentials');
    // Browsers can read both headers.
    expect(r.headers.get('access-control-expose-headers')).toMatch(/X-Supabase-Api-Version/);
    expect(r.headers.get('access-control-expose-headers')).toMatch(/x-sb-error-code/);
  });

  it('without it (or with an older or invalid version): the legacy {code, error_code, msg}', async () => {
    const variants: Record<string, string>[] = [{}, { 'x-supabase-api-version': '2023-06-01' }, { 'x-supabase-api-version': 'yesterday' }];
    for (const headers of variants) {
      const r = await call('POST', '/token?grant_type=password', {
        headers,
        body: JSON.stringify({ email: 'nobody@example.com', password: 'password123' }),
      });
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' });
      expect(r.headers.get('x-supabase-api-version')).toBeNull();
      expect(r.headers.get('x-sb-error-code')).toBe('invalid_credentials');
    }
  });

  it('weak_password carries its reasons in both shapes', async () => {
    const body = JSON.stringify({ email: 'weak@example.com', password: 'abc' });
    const modern = await call('POST', '/signup', { headers: V2024, body });
    expect(modern.status).toBe(422);
    expect(modern.body).toEqual({
      code: 'weak_password',
      message: 'Password should be at least 6 characters.',
      weak_password: { reasons: ['length'] },
    });
    const legacy = await call('POST', '/signup', { body });
    expect(legacy.body).toEqual({
      code: 422,
      error_code: 'weak_password',
      msg: 'Password should be at least 6 characters.',
      weak_password: { reasons: ['length'] },
    });
  });
});

describe('malformed bodies', () => {
  it('invalid JSON, an empty body and a non-object body are 400 bad_json', async () => {
    for (const body of ['{"email":', '', '[1,2]', '"text"', '42']) {
      const r = await call('POST', '/signup', { headers: V2024, body });
      expect(r.status, body).toBe(400);
      expect(r.body.code, body).toBe('bad_json');
      expect(String(r.body.message)).toMatch(/^Could not parse request body as JSON/);
    }
  });

  it('fields of the wrong type are 400 bad_json', async () => {
    const r = await call('POST', '/signup', { headers: V2024, body: JSON.stringify({ email: 42, password: 'password123' }) });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('bad_json');
    const data = await call('POST', '/signup', {
      headers: V2024,
      body: JSON.stringify({ email: 'typed@example.com', password: 'password123', data: 'not an object' }),
    });
    expect(data.body.code).toBe('bad_json');
  });

  it('missing fields are validation_failed', async () => {
    const noPassword = await call('POST', '/signup', { headers: V2024, body: JSON.stringify({ email: 'nopw@example.com' }) });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body).toEqual({ code: 'validation_failed', message: 'Signup requires a valid password' });
    const noEmail = await call('POST', '/token?grant_type=password', { headers: V2024, body: JSON.stringify({ password: 'x' }) });
    expect(noEmail.body).toEqual({ code: 'validation_failed', message: 'missing email or phone' });
    const nothing = await call('POST', '/signup', { headers: V2024, body: '{}' });
    expect(nothing.status).toBe(422);
    expect(nothing.body.code).toBe('anonymous_provider_disabled');
    const tooLong = await call('POST', '/signup', {
      headers: V2024,
      body: JSON.stringify({ email: 'long@example.com', password: 'x'.repeat(73) }),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toEqual({ code: 'validation_failed', message: 'Password cannot be longer than 72 characters' });
  });

  it('metadata the database cannot store (NUL characters) is a 400, not a 500', async () => {
    const r = await call('POST', '/signup', {
      headers: V2024,
      body: JSON.stringify({ email: 'nul@example.com', password: 'password123', data: { name: 'a\u0000b' } }),
    });
    expect(r.status).toBe(400);
    const refresh = await call('POST', '/token?grant_type=refresh_token', {
      headers: V2024,
      body: JSON.stringify({ refresh_token: 'abc\u0000def' }),
    });
    expect(refresh.status).toBe(400);
  });

  it('an oversized body is 413 request_entity_too_large', async () => {
    const big = JSON.stringify({ email: 'big@example.com', password: 'password123', data: { blob: 'x'.repeat(1024 * 1024 + 10) } });
    const r = await call('POST', '/signup', { headers: V2024, body: big });
    expect(r.status).toBe(413);
    expect(r.body).toEqual({ code: 'request_entity_too_large', message: 'Request body too large (max 1048576 bytes)' });
    // The server keeps answering afterwards.
    expect((await call('GET', '/health')).status).toBe(200);
  });
});

describe('bearer tokens', () => {
  const now = () => Math.floor(Date.now() / 1000);
  let accessToken: string;
  beforeAll(async () => {
    const r = await call('POST', '/signup', { body: JSON.stringify({ email: 'tokens@example.com', password: 'password123' }) });
    accessToken = r.body.access_token as string;
  });

  it('no token at all is 401 no_authorization; a non-Bearer Authorization too', async () => {
    const res = await fetch(`${server.url}/auth/v1/user`, { headers: V2024 });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ code: 'no_authorization', message: 'This endpoint requires a valid Bearer token' });
    const basic = await call('GET', '/user', { headers: { ...V2024, authorization: 'Basic dXNlcjpwYXNz' } });
    expect(basic.status).toBe(401);
  });

  it('expired, forged, malformed and wrong-algorithm tokens are 403 bad_jwt', async () => {
    const [, payload] = accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const tokens = {
      expired: signJwt({ ...claims, iat: now() - 7200, exp: now() - 3600 }, server.settings.jwtSecret),
      forged: signJwt(claims, 'a-different-secret-a-different-secret-a-different'),
      tampered: accessToken.replace(/\.[^.]+\./, `.${Buffer.from(JSON.stringify({ ...claims, sub: crypto.randomUUID() })).toString('base64url')}.`),
      malformed: 'not.a.jwt',
      none: `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`,
    };
    for (const [name, token] of Object.entries(tokens)) {
      const r = await call('GET', '/user', { headers: { ...V2024, authorization: `Bearer ${token}` } });
      expect(r.status, name).toBe(403);
      expect(r.body.code, name).toBe('bad_jwt');
      expect(String(r.body.message), name).toMatch(/^invalid JWT: unable to parse or verify signature, /);
    }
    expect((await call('GET', '/user', { headers: { authorization: `Bearer ${accessToken}` } })).status).toBe(200);
  });

  it('a valid JWT whose sub is not a UUID is 400 bad_jwt', async () => {
    const token = signJwt({ sub: 'not-a-uuid', role: 'authenticated', aud: 'authenticated', exp: now() + 60 }, server.settings.jwtSecret);
    const r = await call('GET', '/user', { headers: { ...V2024, authorization: `Bearer ${token}` } });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ code: 'bad_jwt', message: 'invalid claim: sub claim must be a UUID' });
  });
});

describe('routes', () => {
  it('unknown endpoints are 404 not_found; wrong methods 405', async () => {
    const r = await call('GET', '/no/such/endpoint', { headers: V2024 });
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ code: 'not_found', message: 'No Auth endpoint at /no/such/endpoint' });
    const legacy = await call('GET', '/nope');
    expect(legacy.body).toEqual({ code: 404, error_code: 'not_found', msg: 'No Auth endpoint at /nope' });
    const wrongMethod = await call('GET', '/signup', { headers: V2024 });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.body.code).toBe('method_not_allowed');
  });

  it('endpoints local-supabase does not implement say so with a 4xx', async () => {
    for (const [method, path] of [
      ['POST', '/factors/recovery-codes'],
      ['GET', '/admin/audit'],
      ['GET', '/user/identities/authorize'],
      ['POST', '/sso'],
      ['GET', '/authorize?provider=github'],
      ['POST', '/passkeys'],
      ['POST', '/token?grant_type=pkce'],
      ['POST', '/token?grant_type=id_token'],
    ]) {
      const r = await call(method, path, { headers: V2024, body: method === 'GET' ? undefined : '{}' });
      expect(r.status, path).toBe(404);
      expect(r.body.code, path).toBe('feature_disabled');
      expect(String(r.body.message), path).toMatch(/is not implemented by local-supabase$/);
    }
    const grant = await call('POST', '/token?grant_type=magic', { headers: V2024, body: '{}' });
    expect(grant.status).toBe(400);
    expect(grant.body).toEqual({ code: 'invalid_credentials', message: 'unsupported_grant_type' });
  });

  it('GET /health and GET /settings', async () => {
    const health = await call('GET', '/health');
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ name: 'GoTrue' });
    const settings = await call('GET', '/settings');
    expect(settings.status).toBe(200);
    expect(settings.body).toMatchObject({
      external: { email: true, phone: false, google: false, anonymous_users: false },
      disable_signup: false,
      mailer_autoconfirm: true,
      phone_autoconfirm: false,
    });
    const jwks = await call('GET', '/.well-known/jwks.json');
    expect(jwks.body).toEqual({ keys: [] });
  });

  it('verify links with missing parameters are 400; the outbox needs the service role', async () => {
    const r = await call('GET', '/verify?type=signup', { headers: V2024 });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ code: 'validation_failed', message: 'Verify requires a token or a token hash' });
    // Even from this machine (a reverse proxy's visitors are loopback too).
    expect((await call('GET', '/_local/outbox')).status).toBe(403);
    expect((await call('GET', '/_local/outbox', { headers: { apikey: server.serviceRoleKey } })).status).toBe(200);
  });
});
