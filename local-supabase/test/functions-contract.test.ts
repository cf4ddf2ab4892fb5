import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, symlink, utimes, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createClient, FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import type { LocalSupabase } from '../src/index.ts';
import { signJwt } from '../src/jwt.ts';
import { anonClient, FIXTURE_PROJECT, serviceClient, startTestServer } from './helpers.ts';

/**
 * Edge functions through supabase-js's functions.invoke, running the fixture handlers in
 * test/fixture-project/functions/ (the same files a Deno entry would serve on hosted Supabase).
 */

// supabase-js builds a realtime client in createClient, which needs a WebSocket class; Node 20 has none.
(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;

let server: LocalSupabase;
let anon: SupabaseClient;
let member: { id: string; token: string; client: SupabaseClient };

async function createMember(name: string) {
  const id = randomUUID();
  const email = `${name}.${id.slice(0, 8)}@example.com`;
  await server.db.query(
    `insert into auth.users (id, aud, role, email, raw_user_meta_data, email_confirmed_at, raw_app_meta_data)
     values ($1, 'authenticated', 'authenticated', $2, $3::jsonb, now(), '{"provider":"email","providers":["email"]}'::jsonb)`,
    [id, email, JSON.stringify({ display_name: name })],
  );
  const now = Math.floor(Date.now() / 1000);
  const token = signJwt(
    { sub: id, role: 'authenticated', aud: 'authenticated', email, iat: now, exp: now + 3600 },
    server.settings.jwtSecret,
  );
  const client = createClient(server.url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { Authorization: `Bearer ${token}` } },
  });
  return { id, token, client };
}

/** The JSON body of a FunctionsHttpError's Response. */
async function errorBody(error: unknown) {
  expect(error).toBeInstanceOf(FunctionsHttpError);
  const res = (error as FunctionsHttpError).context as Response;
  return { status: res.status, body: await res.json() };
}

beforeAll(async () => {
  server = await startTestServer();
  anon = anonClient(server);
  member = await createMember('fiona');
});

afterAll(async () => {
  await server?.stop();
});

describe('dispatch', () => {
  it('runs the handler with the method, body, path and query of the call', async () => {
    const { data, error, response } = await anon.functions.invoke('echo/sub/path?x=1', { body: { hello: 'world' } });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      method: 'POST',
      path: '/echo/sub/path',
      query: { x: '1' },
      contentType: 'application/json',
      body: { hello: 'world' },
      userId: null,
    });
    expect(response!.headers.get('x-echo')).toBe('yes');
  });

  it('passes other methods and text bodies through', async () => {
    const put = await anon.functions.invoke('echo', { method: 'PUT', body: 'plain text' });
    expect(put.data).toMatchObject({ method: 'PUT', contentType: 'text/plain', body: 'plain text' });
    const get = await anon.functions.invoke('echo', { method: 'GET' });
    expect(get.data).toMatchObject({ method: 'GET', body: null });
  });

  it('gives the handler the caller’s JWT: userClient(ctx).auth.getUser() is the member', async () => {
    const { data, error } = await member.client.functions.invoke('echo', { body: {} });
    expect(error).toBeNull();
    expect(data.userId).toBe(member.id);
  });

  it('reaches the database as the caller and through the service client', async () => {
    const { data, error } = await member.client.functions.invoke('whoami-db');
    expect(error).toBeNull();
    expect(data).toEqual({ uid: member.id, profile: { user_id: member.id, display_name: 'fiona' } });
  });

  it('streams a response as the handler produces it', async () => {
    const started = performance.now();
    const { data, error } = await anon.functions.invoke('stream?delay=1500', { method: 'GET' });
    expect(error).toBeNull();
    const res = data as Response;
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    const reader = res.body!.getReader();
    const first = await reader.read();
    const firstAt = performance.now() - started;
    expect(new TextDecoder().decode(first.value)).toBe('data: first\n\n');
    let rest = '';
    for (let r = await reader.read(); !r.done; r = await reader.read()) rest += new TextDecoder().decode(r.value);
    expect(rest).toBe('data: second\n\n');
    // The first event arrived well before the handler wrote the second one.
    expect(firstAt).toBeLessThan(1000);
    expect(performance.now() - started).toBeGreaterThanOrEqual(1400);
  });

  it('adds the server’s CORS headers to the handler’s own', async () => {
    const res = await fetch(`${server.url}/functions/v1/echo`, {
      method: 'POST',
      headers: { origin: 'http://localhost:3000', authorization: `Bearer ${server.anonKey}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(res.headers.get('x-echo')).toBe('yes');
    const preflight = await fetch(`${server.url}/functions/v1/echo`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:3000', 'access-control-request-headers': 'authorization, x-client-info, apikey, content-type' },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-client-info');
  });
});

describe('failures', () => {
  it('answers 404 NOT_FOUND for an unknown function (and for helper folders)', async () => {
    for (const name of ['nope', '_shared', '..%2Fecho']) {
      const { error } = await anon.functions.invoke(name);
      expect(await errorBody(error)).toEqual({ status: 404, body: { code: 'NOT_FOUND', message: 'Requested function was not found' } });
    }
  });

  it('answers 500 WORKER_ERROR when the handler throws, and keeps serving', async () => {
    const { error } = await anon.functions.invoke('boom');
    expect(await errorBody(error)).toEqual({
      status: 500,
      body: { code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' },
    });
    expect((await anon.functions.invoke('echo')).error).toBeNull();
  });

  it('answers 504 when a function sends no response in time, aborting its request signal', async () => {
    const quick = await startTestServer({ functionTimeoutMs: 300 });
    try {
      const started = Date.now();
      const res = await fetch(`${quick.url}/functions/v1/hang`, { method: 'POST', headers: { apikey: quick.anonKey, authorization: `Bearer ${quick.anonKey}` } });
      expect(res.status).toBe(504);
      expect(await res.json()).toEqual({ code: 'TIMEOUT', message: 'Function did not respond within 0.3 s' });
      expect(Date.now() - started).toBeLessThan(5000);
      const { seen } = await import('./fixture-project/functions/hang/handler.ts');
      expect(seen.aborted).toBe(true);
      // The server goes on serving.
      expect((await fetch(`${quick.url}/functions/v1/echo`, { method: 'POST', headers: { apikey: quick.anonKey, authorization: `Bearer ${quick.anonKey}` } })).status).toBe(200);
    } finally {
      await quick.stop();
    }
  });

  it('refuses an invalid or missing JWT with 401, as the hosted gateway does', async () => {
    const forged = createClient(server.url, server.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { Authorization: `Bearer ${member.token.slice(0, -3)}abc` } },
    });
    expect(await errorBody((await forged.functions.invoke('echo')).error)).toEqual({
      status: 401,
      body: { code: 401, message: 'Invalid JWT' },
    });
    const expired = signJwt({ sub: member.id, role: 'authenticated', exp: 1000 }, server.settings.jwtSecret);
    const res = await fetch(`${server.url}/functions/v1/echo`, { method: 'POST', headers: { authorization: `Bearer ${expired}` } });
    expect(res.status).toBe(401);
    const none = await fetch(`${server.url}/functions/v1/echo`, { method: 'POST' });
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ code: 401, message: 'Missing authorization header' });
  });

  it('maps the publishable key to the anon JWT for the handler', async () => {
    const res = await fetch(`${server.url}/functions/v1/echo`, { method: 'POST', headers: { apikey: server.settings.publishableKey! } });
    expect(res.status).toBe(200);
    expect((await res.json()).userId).toBeNull();
  });

  it('lets the service role call functions', async () => {
    expect((await serviceClient(server).functions.invoke('echo')).error).toBeNull();
  });
});

describe('project configuration and reloads', () => {
  let dir: string;
  let other: LocalSupabase;
  const hot = () => path.join(dir, 'functions', 'hot', 'handler.ts');
  const writeHot = async (text: string, mtime: Date) => {
    await writeFile(hot(), `export default async function handler(): Promise<Response> { return new Response(${JSON.stringify(text)}); }\n`);
    await utimes(hot(), mtime, mtime);
  };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'ls-functions-'));
    await symlink(path.join(FIXTURE_PROJECT, 'migrations'), path.join(dir, 'migrations'));
    await mkdir(path.join(dir, 'functions', 'hot'), { recursive: true });
    await mkdir(path.join(dir, 'functions', 'broken'), { recursive: true });
    await writeFile(path.join(dir, 'functions', 'broken', 'handler.ts'), 'export default 42;\n');
    await writeHot('one', new Date(Date.now() - 60_000));
    await writeFile(
      path.join(dir, 'config.toml'),
      '[api]\nport = 54321\n\n[functions.hot] # a public function\nverify_jwt = false\n\n[functions.other]\nverify_jwt = true\n',
    );
    other = await startTestServer({ projectDir: dir });
  });

  afterAll(async () => {
    await other?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('honours verify_jwt = false from config.toml', async () => {
    const res = await fetch(`${other.url}/functions/v1/hot`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('one');
  });

  it('reloads a handler whose file changed', async () => {
    await writeHot('two', new Date());
    expect(await (await fetch(`${other.url}/functions/v1/hot`)).text()).toBe('two');
  });

  it('answers 503 BOOT_ERROR for a handler module without a default function', async () => {
    const res = await fetch(`${other.url}/functions/v1/broken`, { headers: { authorization: `Bearer ${other.anonKey}` } });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ code: 'BOOT_ERROR', message: 'Worker failed to boot (please check logs)' });
  });
});
