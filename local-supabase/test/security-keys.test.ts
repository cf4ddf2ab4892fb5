// Security: which API keys a server accepts, and who may read the local outbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_JWT_SECRET, DEMO_SECRET_KEY, DEMO_SERVICE_ROLE_KEY, resolveSettings } from '../src/config.ts';
import { signJwt, type LocalSupabase } from '../src/index.ts';
import { startTestServer } from './helpers.ts';

const SECRET = 'a-private-jwt-secret-of-at-least-32-characters';
const PRIVATE = {
  jwtSecret: SECRET,
  anonKey: signJwt({ role: 'anon', iss: 'supabase' }, SECRET),
  serviceRoleKey: signJwt({ role: 'service_role', iss: 'supabase' }, SECRET),
};

async function adminUsers(server: LocalSupabase, apikey: string): Promise<number> {
  const res = await fetch(`${server.url}/auth/v1/admin/users?per_page=1`, { headers: { apikey } });
  await res.body?.cancel();
  return res.status;
}

describe('a server with private keys', () => {
  let server: LocalSupabase;
  beforeAll(async () => {
    server = await startTestServer(PRIVATE);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('refuses the demo secret key and the demo service-role key, and accepts its own', async () => {
    expect(await adminUsers(server, DEMO_SECRET_KEY)).toBe(403);
    expect(await adminUsers(server, DEMO_SERVICE_ROLE_KEY)).toBe(403);
    expect(await adminUsers(server, PRIVATE.serviceRoleKey)).toBe(200);
  });

  it('has its outbox off', async () => {
    const res = await fetch(`${server.url}/auth/v1/_local/outbox`, { headers: { apikey: PRIVATE.serviceRoleKey } });
    expect(res.status).toBe(404);
  });
});

describe('settable new-format keys', () => {
  it('accept a secret key set with the private keys', async () => {
    const server = await startTestServer({ ...PRIVATE, secretKey: 'sb_secret_private-value', publishableKey: 'sb_publishable_private' });
    try {
      expect(await adminUsers(server, 'sb_secret_private-value')).toBe(200);
      expect(await adminUsers(server, 'sb_publishable_private')).toBe(403);
      expect(await adminUsers(server, DEMO_SECRET_KEY)).toBe(403);
    } finally {
      await server.stop();
    }
  });
});

describe('the non-loopback rule', () => {
  it('counts every demo credential, the new-format ones included', () => {
    expect(() => resolveSettings({ ...PRIVATE, host: '0.0.0.0' })).not.toThrow();
    expect(() => resolveSettings({ ...PRIVATE, host: '0.0.0.0', secretKey: DEMO_SECRET_KEY })).toThrow(/SECRET_KEY/);
    expect(() => resolveSettings({ ...PRIVATE, host: '0.0.0.0', jwtSecret: DEMO_JWT_SECRET })).toThrow(/JWT_SECRET/);
  });

  it('says which keys are in force', async () => {
    const { describeKeys } = await import('../src/config.ts');
    expect(describeKeys(resolveSettings({ ...PRIVATE }))).toBe(
      'keys: private JWT secret, anon key (ANON_KEY), service-role key (SERVICE_ROLE_KEY), no publishable key, no secret key; outbox off',
    );
    expect(describeKeys(resolveSettings({}))).toMatch(/^keys: demo JWT secret, .*secret key \(demo\); outbox on/);
  });
});

describe('the outbox of a demo server', () => {
  let server: LocalSupabase;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });
  const get = (headers: Record<string, string>) => fetch(`${server.url}/auth/v1/_local/outbox`, { headers });

  it('takes the service-role key, even from this machine', async () => {
    expect((await get({})).status).toBe(401);
    expect((await get({ apikey: server.anonKey })).status).toBe(403);
    expect((await get({ apikey: server.serviceRoleKey })).status).toBe(200);
    expect((await get({ apikey: DEMO_SECRET_KEY })).status).toBe(200);
  });

  it('does not answer browser pages of other origins', async () => {
    const res = await get({ apikey: server.serviceRoleKey, origin: 'http://evil.example' });
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${server.url}/auth/v1/_local/outbox`, {
      method: 'OPTIONS',
      headers: { origin: 'http://evil.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'apikey' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-headers')).toBeNull();
  });

  it('can be switched off on a demo server, or on with private keys', async () => {
    expect(resolveSettings({ outbox: false }).outbox).toBe(false);
    expect(resolveSettings({ ...PRIVATE, outbox: true }).outbox).toBe(true);
  });
});
