// Auth contract: updating the signed-in user through supabase-js — metadata merge, password change, email
// change confirmed through outbox links (single and double confirmation), password recovery.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../src/index.ts';
import { verifyJwt } from '../src/jwt.ts';
import { startTestServer, testClient } from './helpers.ts';

function client(server: LocalSupabase): SupabaseClient {
  return testClient(server.url, server.anonKey, { auth: { detectSessionInUrl: false } });
}

let n = 0;
const uniqueEmail = (tag: string) => `${tag}.${process.pid}.${++n}@example.com`;

interface OutboxMessage {
  to: string;
  type: string;
  link: string;
  otp: string;
}

async function outbox(server: LocalSupabase, email: string): Promise<OutboxMessage[]> {
  const res = await fetch(`${server.url}/auth/v1/_local/outbox?email=${encodeURIComponent(email)}`, {
    headers: { apikey: server.serviceRoleKey },
  });
  return ((await res.json()) as { messages: OutboxMessage[] }).messages;
}

/** Follows an email link as a browser would, and returns the fragment of the page it lands on. */
async function follow(link: string): Promise<URLSearchParams> {
  const res = await fetch(link, { redirect: 'manual' });
  expect(res.status).toBe(303);
  return new URLSearchParams(new URL(res.headers.get('location')!).hash.slice(1));
}

describe('updateUser (auto-confirm on)', () => {
  let server: LocalSupabase;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function member(tag: string) {
    const email = uniqueEmail(tag);
    const c = client(server);
    const { data, error } = await c.auth.signUp({ email, password: 'password123', options: { data: { a: 1, b: 2 } } });
    if (error) throw error;
    return { c, email, user: data.user! };
  }

  it('merges data into user_metadata; a null value removes a key', async () => {
    const { c, user } = await member('merge');
    const { data, error } = await c.auth.updateUser({ data: { b: null, c: { nested: true } } });
    expect(error).toBeNull();
    expect(data.user!.user_metadata).toEqual({ a: 1, c: { nested: true }, email_verified: true });
    const { rows } = await server.db.query<{ meta: string }>('select raw_user_meta_data::text as meta from auth.users where id = $1::uuid', [
      user.id,
    ]);
    expect(JSON.parse(rows[0].meta)).toEqual({ a: 1, c: { nested: true }, email_verified: true });
  });

  it('a user cannot set app_metadata (not_admin)', async () => {
    const { c } = await member('appmeta');
    const res = await fetch(`${server.url}/auth/v1/user`, {
      method: 'PUT',
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${(await c.auth.getSession()).data.session!.access_token}`,
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
      },
      body: JSON.stringify({ app_metadata: { role: 'admin' } }),
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ code: 'not_admin', message: 'Updating app_metadata requires admin privileges' });
  });

  it('changes the password: the same one is same_password, other sessions end, the new one signs in', async () => {
    const { c, email } = await member('password');
    const other = client(server);
    await other.auth.signInWithPassword({ email, password: 'password123' });

    const same = await c.auth.updateUser({ password: 'password123' });
    expect(same.error).toMatchObject({
      status: 422,
      code: 'same_password',
      message: 'New password should be different from the old password.',
    });
    const weak = await c.auth.updateUser({ password: 'abc' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });

    expect((await c.auth.updateUser({ password: 'a-new-password' })).error).toBeNull();
    expect((await c.auth.getUser()).error).toBeNull();
    expect((await other.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
    expect((await client(server).auth.signInWithPassword({ email, password: 'password123' })).error?.code).toBe('invalid_credentials');
    expect((await client(server).auth.signInWithPassword({ email, password: 'a-new-password' })).error).toBeNull();
  });

  it('an email change waits for a link; either link completes it with confirmations off', async () => {
    const { c, email, user } = await member('change');
    const newEmail = uniqueEmail('Changed');
    const { data, error } = await c.auth.updateUser({ email: newEmail }, { emailRedirectTo: 'http://localhost:3000/settings' });
    expect(error).toBeNull();
    expect(data.user!.email).toBe(email);
    expect(data.user!.new_email).toBe(newEmail.toLowerCase());
    expect(data.user!.email_change_sent_at).toBeTruthy();

    const toNew = await outbox(server, newEmail);
    const toCurrent = await outbox(server, email);
    expect(toNew).toHaveLength(1);
    expect(toNew[0].type).toBe('email_change_new');
    expect(toCurrent.map((m) => m.type)).toEqual(['email_change_current']);

    const fragment = await follow(toNew[0].link);
    expect(fragment.get('type')).toBe('email_change');
    const claims = verifyJwt(fragment.get('access_token')!, server.settings.jwtSecret);
    expect(claims).toMatchObject({ sub: user.id, email: newEmail.toLowerCase() });
    const { data: after } = await c.auth.getUser();
    expect(after.user!.email).toBe(newEmail.toLowerCase());
    expect(after.user!.new_email).toBeUndefined();
    expect(after.user!.identities![0].identity_data).toMatchObject({ email: newEmail.toLowerCase(), email_verified: true });
    expect((await client(server).auth.signInWithPassword({ email: newEmail, password: 'password123' })).error).toBeNull();
    expect((await client(server).auth.signInWithPassword({ email, password: 'password123' })).error?.code).toBe('invalid_credentials');
  });

  it('an address already taken is email_exists', async () => {
    const { c } = await member('taker');
    const { email: taken } = await member('taken');
    const { error } = await c.auth.updateUser({ email: taken.toUpperCase() });
    expect(error).toMatchObject({
      status: 422,
      code: 'email_exists',
      message: 'A user with this email address has already been registered',
    });
  });

  it('password recovery: the link signs in with type=recovery, then updateUser sets the new password', async () => {
    const { email } = await member('recover');
    const c = client(server);
    expect((await c.auth.resetPasswordForEmail(email, { redirectTo: 'http://localhost:3000/reset' })).error).toBeNull();
    // Unknown addresses are answered the same way, and get no email.
    expect((await c.auth.resetPasswordForEmail(uniqueEmail('ghost'))).error).toBeNull();

    const [mail] = await outbox(server, email);
    expect(mail.type).toBe('recovery');
    const res = await fetch(mail.link, { redirect: 'manual' });
    const location = new URL(res.headers.get('location')!);
    expect(location.origin + location.pathname).toBe('http://localhost:3000/reset');
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    await c.auth.setSession({ access_token: fragment.get('access_token')!, refresh_token: fragment.get('refresh_token')! });
    expect((await c.auth.updateUser({ password: 'recovered-password' })).error).toBeNull();
    expect((await client(server).auth.signInWithPassword({ email, password: 'recovered-password' })).error).toBeNull();
  });
});

describe('email change with confirmations on (double confirmation)', () => {
  let server: LocalSupabase;
  beforeAll(async () => {
    server = await startTestServer({ enableConfirmations: true });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('needs both links: the first answers a message, the second changes the address', async () => {
    const email = uniqueEmail('double');
    await client(server).auth.signUp({ email, password: 'password123' });
    await follow((await outbox(server, email))[0].link);
    const c = client(server);
    await c.auth.signInWithPassword({ email, password: 'password123' });

    const newEmail = uniqueEmail('doubled');
    expect((await c.auth.updateUser({ email: newEmail })).error).toBeNull();
    const [toCurrent] = await outbox(server, email);
    const [toNew] = await outbox(server, newEmail);
    expect(toCurrent.type).toBe('email_change_current');

    const first = await follow(toCurrent.link);
    expect(first.get('message')).toBe('Confirmation link accepted. Please proceed to confirm link sent to the other email');
    expect(first.get('access_token')).toBeNull();
    expect((await c.auth.getUser()).data.user!.email).toBe(email);

    // The second confirmation may also come as the six-digit code.
    const { data, error } = await client(server).auth.verifyOtp({ email: newEmail, token: toNew.otp, type: 'email_change' });
    expect(error).toBeNull();
    expect(data.user!.email).toBe(newEmail);
    expect((await c.auth.getUser()).data.user!.email).toBe(newEmail);
  });
});
