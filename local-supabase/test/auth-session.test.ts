// Auth contract: sessions through supabase-js — refresh-token rotation and reuse, getUser, logout scopes,
// onAuthStateChange.
import type { AuthChangeEvent, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../src/index.ts';
import { verifyJwt } from '../src/jwt.ts';
import { startTestServer, testClient } from './helpers.ts';

let server: LocalSupabase;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

function client(key = server.anonKey): SupabaseClient {
  return testClient(server.url, key, { auth: { detectSessionInUrl: false } });
}

let n = 0;
async function newMember(tag: string) {
  const email = `${tag}.${process.pid}.${++n}@example.com`;
  const c = client();
  const { data, error } = await c.auth.signUp({ email, password: 'password123' });
  if (error) throw error;
  return { client: c, email, user: data.user!, session: data.session! };
}

async function signedIn(email: string) {
  const c = client();
  const { data, error } = await c.auth.signInWithPassword({ email, password: 'password123' });
  if (error) throw error;
  return { client: c, session: data.session! };
}

async function rawRefresh(refreshToken: string) {
  const res = await fetch(`${server.url}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { apikey: server.anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, headers: res.headers };
}

const sessionIdOf = (accessToken: string) => verifyJwt(accessToken, server.settings.jwtSecret).session_id as string;

describe('refresh-token rotation', () => {
  it('refreshSession issues a new opaque refresh token in the same session and revokes its parent', async () => {
    const { client: c, session } = await newMember('rotate');
    const { data, error } = await c.auth.refreshSession();
    expect(error).toBeNull();
    const next = data.session!;
    expect(next.refresh_token).not.toBe(session.refresh_token);
    // (The access token may equal the old one when both are signed within the same second.)
    expect(sessionIdOf(next.access_token)).toBe(sessionIdOf(session.access_token));
    expect(next.expires_in).toBe(3600);
    // The amr of the session is kept across refreshes.
    expect(verifyJwt(next.access_token, server.settings.jwtSecret).amr).toEqual([
      { method: 'password', timestamp: expect.any(Number) },
    ]);

    const { rows } = await server.db.query<{ token: string; revoked: boolean; parent: string | null }>(
      'select token, revoked, parent from auth.refresh_tokens where session_id = $1::uuid order by id',
      [sessionIdOf(session.access_token)],
    );
    expect(rows).toEqual([
      { token: session.refresh_token, revoked: true, parent: null },
      { token: next.refresh_token, revoked: false, parent: session.refresh_token },
    ]);
    expect((await c.auth.getUser()).data.user!.id).toBe(session.user.id);
  });

  it('a retried refresh (the parent again, within 10 s) gets the same child back', async () => {
    const { session } = await newMember('retry');
    const first = await rawRefresh(session.refresh_token);
    expect(first.status).toBe(200);
    const retry = await rawRefresh(session.refresh_token);
    expect(retry.status).toBe(200);
    expect(retry.body.refresh_token).toBe(first.body.refresh_token);
  });

  it('reusing an older token past the 10 s reuse window is refresh_token_already_used and revokes the family', async () => {
    const { session } = await newMember('reuse');
    const first = await rawRefresh(session.refresh_token);
    const second = await rawRefresh(first.body.refresh_token as string);
    expect(second.status).toBe(200);
    // Within the window a grandparent may still be exchanged (a client that lost two answers).
    // Past it, the token counts as stolen.
    await server.db.query(`update auth.refresh_tokens set updated_at = now() - interval '11 seconds' where token = $1`, [
      session.refresh_token,
    ]);
    const reused = await rawRefresh(session.refresh_token);
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual({ code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' });
    expect(reused.headers.get('x-sb-error-code')).toBe('refresh_token_already_used');
    const { rows } = await server.db.query<{ n: number }>(
      'select count(*)::int as n from auth.refresh_tokens where session_id = $1::uuid and not revoked',
      [sessionIdOf(session.access_token)],
    );
    expect(rows[0].n).toBe(0);
  });

  it('an unknown refresh token is refresh_token_not_found; a missing one an OAuth invalid_request', async () => {
    const { error } = await client().auth.refreshSession({ refresh_token: 'no-such-token' });
    expect(error).toMatchObject({ status: 400, code: 'refresh_token_not_found', message: 'Invalid Refresh Token: Refresh Token Not Found' });
    const missing = await rawRefresh('');
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ error: 'invalid_request', error_description: 'refresh_token required' });
  });

  it('refreshed tokens carry metadata changes made meanwhile', async () => {
    const { client: c, user } = await newMember('meta');
    await server.db.query(
      `update auth.users set raw_app_meta_data = raw_app_meta_data || '{"role":"admin"}' where id = $1::uuid`,
      [user.id],
    );
    const { data } = await c.auth.refreshSession();
    expect(verifyJwt(data.session!.access_token, server.settings.jwtSecret).app_metadata).toMatchObject({ role: 'admin' });
  });
});

describe('getUser', () => {
  it('returns the user for a valid token and 403 session_not_found once the session is gone', async () => {
    const { client: c, session } = await newMember('getuser');
    const ok = await fetch(`${server.url}/auth/v1/user`, {
      headers: { apikey: server.anonKey, authorization: `Bearer ${session.access_token}` },
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ id: session.user.id, email: session.user.email });

    await server.db.query('delete from auth.sessions where id = $1::uuid', [sessionIdOf(session.access_token)]);
    const gone = await fetch(`${server.url}/auth/v1/user`, {
      headers: { apikey: server.anonKey, authorization: `Bearer ${session.access_token}`, 'x-supabase-api-version': '2024-01-01' },
    });
    expect(gone.status).toBe(403);
    expect(await gone.json()).toEqual({ code: 'session_not_found', message: 'Session from session_id claim in JWT does not exist' });
    // auth-js turns it into AuthSessionMissingError.
    const { error } = await c.auth.getUser();
    expect(error?.name).toBe('AuthSessionMissingError');
  });

  it('a token of a deleted user is user_not_found; the anon key has no user (bad_jwt)', async () => {
    const { session, user } = await newMember('deleted');
    await server.db.query('delete from auth.users where id = $1::uuid', [user.id]);
    const res = await fetch(`${server.url}/auth/v1/user`, {
      headers: { apikey: server.anonKey, authorization: `Bearer ${session.access_token}`, 'x-supabase-api-version': '2024-01-01' },
    });
    expect(res.status).toBe(403);
    expect((await res.json()).code).toBe('user_not_found');
    const anon = await fetch(`${server.url}/auth/v1/user`, { headers: { apikey: server.anonKey, 'x-supabase-api-version': '2024-01-01' } });
    expect(anon.status).toBe(403);
    expect(await anon.json()).toEqual({ code: 'bad_jwt', message: 'invalid claim: missing sub claim' });
  });
});

describe('logout scopes', () => {
  const alive = async (accessToken: string) =>
    (
      await fetch(`${server.url}/auth/v1/user`, {
        headers: { apikey: server.anonKey, authorization: `Bearer ${accessToken}` },
      })
    ).status === 200;

  it('others ends every session but the caller’s; local ends the caller’s; refresh tokens die with them', async () => {
    const { email, session: a } = await newMember('scopes');
    const b = await signedIn(email);
    const c = await signedIn(email);

    expect((await b.client.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect(await alive(a.access_token)).toBe(false);
    expect(await alive(c.session.access_token)).toBe(false);
    expect(await alive(b.session.access_token)).toBe(true);
    // The caller keeps its session locally with scope others.
    expect((await b.client.auth.getSession()).data.session).not.toBeNull();
    expect((await rawRefresh(a.refresh_token)).body.code).toBe('refresh_token_not_found');

    expect((await b.client.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect(await alive(b.session.access_token)).toBe(false);
    expect((await b.client.auth.getSession()).data.session).toBeNull();
  });

  it('global (the default) ends all of the user’s sessions and answers 204', async () => {
    const { email, session: a } = await newMember('global');
    const b = await signedIn(email);
    const other = await newMember('bystander');
    const res = await fetch(`${server.url}/auth/v1/logout`, {
      method: 'POST',
      headers: { apikey: server.anonKey, authorization: `Bearer ${b.session.access_token}` },
    });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect(await alive(a.access_token)).toBe(false);
    expect(await alive(b.session.access_token)).toBe(false);
    expect(await alive(other.session.access_token)).toBe(true);
    const { rows } = await server.db.query<{ n: number }>('select count(*)::int as n from auth.sessions where user_id = $1::uuid', [
      a.user.id,
    ]);
    expect(rows[0].n).toBe(0);
  });

  it('an unknown scope is 400 validation_failed; logging out twice is session_not_found (ignored by supabase-js)', async () => {
    const { client: c, session } = await newMember('badscope');
    const res = await fetch(`${server.url}/auth/v1/logout?scope=everyone`, {
      method: 'POST',
      headers: { apikey: server.anonKey, authorization: `Bearer ${session.access_token}`, 'x-supabase-api-version': '2024-01-01' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 'validation_failed', message: 'Unsupported logout scope "everyone"' });
    expect(await alive(session.access_token)).toBe(true);

    await c.auth.signOut();
    const again = await fetch(`${server.url}/auth/v1/logout`, {
      method: 'POST',
      headers: { apikey: server.anonKey, authorization: `Bearer ${session.access_token}`, 'x-supabase-api-version': '2024-01-01' },
    });
    expect(again.status).toBe(403);
    expect((await again.json()).code).toBe('session_not_found');
  });
});

describe('onAuthStateChange', () => {
  it('reports sign-in, refresh, update and sign-out in order', async () => {
    const email = `events.${process.pid}.${++n}@example.com`;
    await client().auth.signUp({ email, password: 'password123' });
    const c = client();
    const events: AuthChangeEvent[] = [];
    const { data } = c.auth.onAuthStateChange((event) => {
      events.push(event);
    });
    await c.auth.signInWithPassword({ email, password: 'password123' });
    await c.auth.refreshSession();
    await c.auth.updateUser({ data: { mood: 'ready' } });
    await c.auth.signOut();
    data.subscription.unsubscribe();
    expect(events).toEqual(['INITIAL_SESSION', 'SIGNED_IN', 'TOKEN_REFRESHED', 'USER_UPDATED', 'SIGNED_OUT']);
  });
});
