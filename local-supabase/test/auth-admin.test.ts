// Auth contract: the admin API through supabase-js's auth.admin with the service-role key.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../src/index.ts';
import { signJwt, verifyJwt } from '../src/jwt.ts';
import { startTestServer, testClient } from './helpers.ts';

let server: LocalSupabase;
let admin: SupabaseClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = client(server.serviceRoleKey);
});
afterAll(async () => {
  await server?.stop();
});

function client(key: string): SupabaseClient {
  return testClient(server.url, key, { auth: { detectSessionInUrl: false } });
}

let n = 0;
const uniqueEmail = (tag: string) => `${tag}.${process.pid}.${++n}@example.com`;

describe('auth.admin', () => {
  it('createUser with email_confirm, user_metadata and app_metadata; the user can sign in', async () => {
    const email = uniqueEmail('Created');
    const { data, error } = await admin.auth.admin.createUser({
      email,
      password: 'password123',
      email_confirm: true,
      user_metadata: { display_name: 'Made By Admin' },
      app_metadata: { role: 'admin', plan: 'pro' },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email: email.toLowerCase(),
      role: 'authenticated',
      aud: 'authenticated',
      app_metadata: { provider: 'email', providers: ['email'], role: 'admin', plan: 'pro' },
      user_metadata: { display_name: 'Made By Admin', email_verified: true },
    });
    expect(data.user!.email_confirmed_at).toBeTruthy();
    // The project's trigger saw the metadata.
    const profile = await server.db.query<{ display_name: string }>('select display_name from public.profiles where user_id = $1::uuid', [
      data.user!.id,
    ]);
    expect(profile.rows[0].display_name).toBe('Made By Admin');

    const signIn = await client(server.anonKey).auth.signInWithPassword({ email, password: 'password123' });
    expect(signIn.error).toBeNull();
    expect(verifyJwt(signIn.data.session!.access_token, server.settings.jwtSecret).app_metadata).toMatchObject({ role: 'admin' });
  });

  it('an unconfirmed created user cannot sign in; a taken address is email_exists', async () => {
    const email = uniqueEmail('unconfirmed');
    expect((await admin.auth.admin.createUser({ email, password: 'password123' })).error).toBeNull();
    const signIn = await client(server.anonKey).auth.signInWithPassword({ email, password: 'password123' });
    expect(signIn.error).toMatchObject({ code: 'email_not_confirmed' });
    const again = await admin.auth.admin.createUser({ email: email.toUpperCase(), password: 'password123' });
    expect(again.error).toMatchObject({ status: 422, code: 'email_exists' });
    const none = await admin.auth.admin.createUser({ password: 'password123' });
    expect(none.error).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('getUserById and updateUserById: app_metadata and user_metadata are merged, nulls remove keys', async () => {
    const { data: created } = await admin.auth.admin.createUser({
      email: uniqueEmail('update'),
      password: 'password123',
      email_confirm: true,
      app_metadata: { role: 'member', team: 'blue' },
      user_metadata: { a: 1 },
    });
    const id = created.user!.id;
    const { data, error } = await admin.auth.admin.updateUserById(id, {
      app_metadata: { role: 'admin', team: null },
      user_metadata: { b: 2 },
    });
    expect(error).toBeNull();
    expect(data.user!.app_metadata).toEqual({ provider: 'email', providers: ['email'], role: 'admin' });
    expect(data.user!.user_metadata).toEqual({ a: 1, b: 2, email_verified: true });
    const fetched = await admin.auth.admin.getUserById(id);
    expect(fetched.data.user).toEqual(data.user);

    const missing = await admin.auth.admin.getUserById(crypto.randomUUID());
    expect(missing.error).toMatchObject({ status: 404, code: 'user_not_found', message: 'User not found' });
  });

  it('updateUserById sets a password (ending existing sessions), confirms an email, bans and unbans', async () => {
    const email = uniqueEmail('manage');
    const { data: created } = await admin.auth.admin.createUser({ email });
    const id = created.user!.id;
    expect((await admin.auth.admin.updateUserById(id, { password: 'admin-set-1', email_confirm: true })).error).toBeNull();
    const member = client(server.anonKey);
    expect((await member.auth.signInWithPassword({ email, password: 'admin-set-1' })).error).toBeNull();

    const banned = await admin.auth.admin.updateUserById(id, { ban_duration: '24h' });
    expect(new Date(banned.data.user!.banned_until!).getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
    const refused = await client(server.anonKey).auth.signInWithPassword({ email, password: 'admin-set-1' });
    expect(refused.error).toMatchObject({ status: 400, code: 'user_banned' });
    await admin.auth.admin.updateUserById(id, { ban_duration: 'none' });

    expect((await admin.auth.admin.updateUserById(id, { password: 'admin-set-2' })).error).toBeNull();
    expect((await member.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
    expect((await client(server.anonKey).auth.signInWithPassword({ email, password: 'admin-set-2' })).error).toBeNull();
  });

  it('listUsers pages newest first with the {users, aud} shape and pagination headers', async () => {
    for (let i = 0; i < 3; i++) await admin.auth.admin.createUser({ email: uniqueEmail('list') });
    const { rows } = await server.db.query<{ n: number }>('select count(*)::int as n from auth.users');
    const total = rows[0].n;

    const res = await fetch(`${server.url}/auth/v1/admin/users?page=1&per_page=2`, {
      headers: { apikey: server.serviceRoleKey, authorization: `Bearer ${server.serviceRoleKey}` },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { users: { created_at: string; id: string }[]; aud: string };
    expect(Object.keys(body)).toEqual(['users', 'aud']);
    expect(body.aud).toBe('authenticated');
    expect(body.users).toHaveLength(2);
    expect(body.users[0].created_at >= body.users[1].created_at).toBe(true);
    expect(res.headers.get('x-total-count')).toBe(String(total));
    const lastPage = Math.ceil(total / 2);
    expect(res.headers.get('link')).toBe(
      `</admin/users?page=2&per_page=2>; rel="next", </admin/users?page=${lastPage}&per_page=2>; rel="last"`,
    );

    const { data, error } = await admin.auth.admin.listUsers({ page: 1, perPage: 2 });
    expect(error).toBeNull();
    expect(data.users.map((u) => u.id)).toEqual(body.users.map((u) => u.id));
    expect(data).toMatchObject({ aud: 'authenticated', total, nextPage: 2 });

    const page2 = await admin.auth.admin.listUsers({ page: 2, perPage: 2 });
    expect(page2.data.users.map((u) => u.id)).not.toContain(body.users[0].id);
    const all = await admin.auth.admin.listUsers();
    expect(all.data.users.length).toBe(Math.min(total, 50));
  });

  it('deleteUser removes the user and, by cascade, identities, sessions, refresh tokens and the profile', async () => {
    const email = uniqueEmail('delete');
    const member = client(server.anonKey);
    const { data } = await member.auth.signUp({ email, password: 'password123' });
    const id = data.user!.id;
    const counts = async () =>
      (
        await server.db.query<Record<string, number>>(
          `select (select count(*)::int from auth.users where id = $1::uuid) as users,
                  (select count(*)::int from auth.identities where user_id = $1::uuid) as identities,
                  (select count(*)::int from auth.sessions where user_id = $1::uuid) as sessions,
                  (select count(*)::int from auth.refresh_tokens where user_id = $1::text) as refresh_tokens,
                  (select count(*)::int from public.profiles where user_id = $1::uuid) as profiles`,
          [id],
        )
      ).rows[0];
    expect(await counts()).toEqual({ users: 1, identities: 1, sessions: 1, refresh_tokens: 1, profiles: 1 });
    const { error } = await admin.auth.admin.deleteUser(id);
    expect(error).toBeNull();
    expect(await counts()).toEqual({ users: 0, identities: 0, sessions: 0, refresh_tokens: 0, profiles: 0 });
    expect((await member.auth.getUser()).error).not.toBeNull();
    expect((await admin.auth.admin.deleteUser(id)).error).toMatchObject({ status: 404, code: 'user_not_found' });
  });

  it('a soft delete keeps an anonymised row that can no longer sign in', async () => {
    const email = uniqueEmail('soft');
    const { data } = await admin.auth.admin.createUser({ email, password: 'password123', email_confirm: true });
    expect((await admin.auth.admin.deleteUser(data.user!.id, true)).error).toBeNull();
    const { rows } = await server.db.query<{ email: string; deleted: boolean }>(
      'select email, deleted_at is not null as deleted from auth.users where id = $1::uuid',
      [data.user!.id],
    );
    expect(rows[0].deleted).toBe(true);
    expect(rows[0].email).not.toBe(email);
    expect((await client(server.anonKey).auth.signInWithPassword({ email, password: 'password123' })).error?.code).toBe(
      'invalid_credentials',
    );
  });

  it('answers 403 not_admin to anyone without the service role (users and the anon key)', async () => {
    const member = client(server.anonKey);
    const { data } = await member.auth.signUp({ email: uniqueEmail('notadmin'), password: 'password123' });
    const asUser = testClient(server.url, server.anonKey, {
      global: { headers: { Authorization: `Bearer ${data.session!.access_token}` } },
    });
    for (const c of [client(server.anonKey), asUser]) {
      const list = await c.auth.admin.listUsers();
      expect(list.error).toMatchObject({ status: 403, code: 'not_admin', message: 'User not allowed' });
      const del = await c.auth.admin.deleteUser(data.user!.id);
      expect(del.error).toMatchObject({ status: 403, code: 'not_admin' });
    }
    // A forged service-role token (wrong secret) is bad_jwt, not admin.
    const forged = signJwt({ role: 'service_role', exp: Math.floor(Date.now() / 1000) + 60 }, 'not-the-secret-not-the-secret-not-the-secret');
    const res = await fetch(`${server.url}/auth/v1/admin/users`, {
      headers: { apikey: server.anonKey, authorization: `Bearer ${forged}`, 'x-supabase-api-version': '2024-01-01' },
    });
    expect(res.status).toBe(403);
    expect((await res.json()).code).toBe('bad_jwt');
    // The new-format secret key works like the service-role JWT.
    const secret = await fetch(`${server.url}/auth/v1/admin/users?per_page=1`, { headers: { apikey: server.settings.secretKey! } });
    expect(secret.status).toBe(200);
  });

  it('rejects malformed admin input with 4xx', async () => {
    const h = { apikey: server.serviceRoleKey, 'x-supabase-api-version': '2024-01-01', 'content-type': 'application/json' };
    const bad = await fetch(`${server.url}/auth/v1/admin/users?page=-1&per_page=abc`, { headers: h });
    expect(bad.status).toBe(400);
    expect((await bad.json()).code).toBe('validation_failed');
    const notUuid = await fetch(`${server.url}/auth/v1/admin/users/not-a-uuid`, { headers: h });
    expect(notUuid.status).toBe(404);
    expect(await notUuid.json()).toEqual({ code: 'validation_failed', message: 'user_id must be an UUID' });
    const badBan = await fetch(`${server.url}/auth/v1/admin/users`, {
      method: 'POST',
      headers: h,
      body: JSON.stringify({ email: uniqueEmail('ban'), ban_duration: 'forever' }),
    });
    expect(badBan.status).toBe(400);
    const badMeta = await fetch(`${server.url}/auth/v1/admin/users`, {
      method: 'POST',
      headers: h,
      body: JSON.stringify({ email: uniqueEmail('meta'), app_metadata: ['not', 'an', 'object'] }),
    });
    expect(badMeta.status).toBe(400);
    expect((await badMeta.json()).code).toBe('bad_json');
  });
});
