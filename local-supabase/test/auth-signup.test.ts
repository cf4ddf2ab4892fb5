// Auth contract: sign-up and password sign-in through supabase-js, with auto-confirm on (the CLI default) and
// off (confirmation links read from the local outbox).
import type { SupabaseClient } from '@supabase/supabase-js';
import bcrypt from 'bcryptjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../src/index.ts';
import { verifyJwt } from '../src/jwt.ts';
import { startTestServer, testClient } from './helpers.ts';

function client(server: LocalSupabase, key = server.anonKey): SupabaseClient {
  return testClient(server.url, key, { auth: { detectSessionInUrl: false } });
}

let n = 0;
const uniqueEmail = (tag: string) => `${tag}.${process.pid}.${++n}@example.com`;

interface OutboxMessage {
  to: string;
  type: string;
  subject: string;
  link: string;
  otp: string;
}

async function outbox(server: LocalSupabase, email: string): Promise<OutboxMessage[]> {
  const res = await fetch(`${server.url}/auth/v1/_local/outbox?email=${encodeURIComponent(email)}`, {
    headers: { apikey: server.serviceRoleKey },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { messages: OutboxMessage[] }).messages;
}

describe('auth with auto-confirm (the default)', () => {
  let server: LocalSupabase;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('signUp returns a session whose JWT carries the hosted claims', async () => {
    const email = uniqueEmail('Claims');
    const { data, error } = await client(server).auth.signUp({
      email,
      password: 'password123',
      options: { data: { display_name: 'Clara' } },
    });
    expect(error).toBeNull();
    const { session, user } = data;
    expect(session).not.toBeNull();
    expect(session!.token_type).toBe('bearer');
    expect(session!.expires_in).toBe(3600);
    expect(session!.expires_at).toBeGreaterThan(Date.now() / 1000 + 3500);
    expect(session!.refresh_token).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    expect(user).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      email: email.toLowerCase(),
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { display_name: 'Clara', email_verified: true },
      is_anonymous: false,
    });
    expect(user!.email_confirmed_at).toBeTruthy();
    expect(user!.identities).toHaveLength(1);
    expect(user!.identities![0]).toMatchObject({
      id: user!.id,
      user_id: user!.id,
      provider: 'email',
      identity_data: { sub: user!.id, email: email.toLowerCase(), display_name: 'Clara' },
    });

    const claims = verifyJwt(session!.access_token, server.settings.jwtSecret);
    expect(Object.keys(claims)).toEqual([
      'iss', 'sub', 'aud', 'exp', 'iat', 'email', 'phone', 'app_metadata', 'user_metadata', 'role', 'aal', 'amr',
      'session_id', 'is_anonymous',
    ]);
    expect(claims).toMatchObject({
      iss: `${server.url}/auth/v1`,
      sub: user!.id,
      aud: 'authenticated',
      email: email.toLowerCase(),
      phone: '',
      role: 'authenticated',
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { display_name: 'Clara' },
    });
    expect(claims.exp! - claims.iat!).toBe(3600);
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
    const { rows } = await server.db.query<{ n: number }>(
      'select count(*)::int as n from auth.sessions where id = $1::uuid and user_id = $2::uuid',
      [claims.session_id, user!.id],
    );
    expect(rows[0].n).toBe(1);
  });

  it('stores options.data as raw_user_meta_data, so the project trigger creates the profile', async () => {
    const email = uniqueEmail('profile');
    const { data } = await client(server).auth.signUp({ email, password: 'password123', options: { data: { display_name: 'Pia' } } });
    const { rows } = await server.db.query<{ meta: string; display_name: string }>(
      `select u.raw_user_meta_data::text as meta, p.display_name
       from auth.users u join public.profiles p on p.user_id = u.id where u.id = $1::uuid`,
      [data.user!.id],
    );
    expect(JSON.parse(rows[0].meta)).toMatchObject({ display_name: 'Pia' });
    expect(rows[0].display_name).toBe('Pia');
  });

  it("hashes at the server's passwordHashCost: bcrypt's lowest on test servers, and the password still signs in", async () => {
    expect(server.settings.passwordHashCost).toBe(4);
    const email = uniqueEmail('cost');
    const { data } = await client(server).auth.signUp({ email, password: 'password123' });
    const { rows } = await server.db.query<{ hash: string }>('select encrypted_password as hash from auth.users where id = $1::uuid', [data.user!.id]);
    expect(rows[0].hash).toMatch(/^\$2[ab]\$04\$/);
    expect((await client(server).auth.signInWithPassword({ email, password: 'password123' })).error).toBeNull();
  });

  it('a repeated signup is 422 user_already_exists, whatever the case of the address', async () => {
    const email = uniqueEmail('twice');
    expect((await client(server).auth.signUp({ email, password: 'password123' })).error).toBeNull();
    const { data, error } = await client(server).auth.signUp({ email: email.toUpperCase(), password: 'other-password' });
    expect(error).toMatchObject({ status: 422, code: 'user_already_exists', message: 'User already registered' });
    expect(data.user).toBeNull();
  });

  it('signs in with the password, the address in any case; wrong password or unknown user is invalid_credentials', async () => {
    const email = uniqueEmail('MixedCase');
    await client(server).auth.signUp({ email, password: 'password123' });
    const c = client(server);
    const ok = await c.auth.signInWithPassword({ email: email.toUpperCase(), password: 'password123' });
    expect(ok.error).toBeNull();
    expect(ok.data.user!.email).toBe(email.toLowerCase());
    expect(ok.data.session!.access_token).toBeTruthy();
    const me = await c.auth.getUser();
    expect(me.data.user!.id).toBe(ok.data.user!.id);

    const wrong = await client(server).auth.signInWithPassword({ email, password: 'password124' });
    expect(wrong.error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
    const unknown = await client(server).auth.signInWithPassword({ email: uniqueEmail('nobody'), password: 'password123' });
    expect(unknown.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
  });

  it('refuses short passwords with weak_password and its reasons', async () => {
    const { error } = await client(server).auth.signUp({ email: uniqueEmail('weak'), password: '12345' });
    expect(error).toMatchObject({ status: 422, code: 'weak_password', message: 'Password should be at least 6 characters.' });
    expect((error as { reasons?: string[] }).reasons).toEqual(['length']);
  });

  it('refuses malformed addresses and empty passwords with validation_failed', async () => {
    const bad = await client(server).auth.signUp({ email: 'not-an-email', password: 'password123' });
    expect(bad.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Unable to validate email address: invalid format' });
    const empty = await client(server).auth.signUp({ email: uniqueEmail('empty'), password: '' });
    expect(empty.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Signup requires a valid password' });
    const noEmail = await client(server).auth.signInWithPassword({ email: '', password: 'password123' });
    expect(noEmail.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'missing email or phone' });
  });

  it('signs in users seeded by SQL with $2a$ and $2b$ bcrypt hashes, mixed-case address included', async () => {
    for (const [prefix, email] of [['$2a$', 'Seeded.A@Example.com'], ['$2b$', 'seeded.b@example.com']] as const) {
      const hash = bcrypt.hashSync('seed-password', 4).replace(/^\$2[ab]\$/, prefix);
      const id = crypto.randomUUID();
      await server.db.query(
        `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
           raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
         values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3, now(),
           '{"provider":"email","providers":["email"]}', '{"display_name":"Seeded"}', now(), now())`,
        [id, email, hash],
      );
      const { data, error } = await client(server).auth.signInWithPassword({ email: email.toLowerCase(), password: 'seed-password' });
      expect(error, prefix).toBeNull();
      expect(data.user!.id).toBe(id);
      // A seeded user without identities still gets a well-formed user object.
      expect(data.user!.identities).toEqual([]);
    }
  });

  it('tells a signed-in user whose password no longer meets the policy (weak_password in the session)', async () => {
    const email = uniqueEmail('oldpw');
    const id = crypto.randomUUID();
    await server.db.query(
      `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
       values ($1, 'authenticated', 'authenticated', $2, $3, now(), '{}', '{}')`,
      [id, email, bcrypt.hashSync('abc', 4)],
    );
    const { data, error } = await client(server).auth.signInWithPassword({ email, password: 'abc' });
    expect(error).toBeNull();
    expect(data.weakPassword).toEqual({ message: 'Password should be at least 6 characters.', reasons: ['length'] });
  });
});

describe('magic links and email codes (signInWithOtp)', () => {
  let server: LocalSupabase;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('a registered user gets a magic link that signs in, and a code that works with verifyOtp', async () => {
    const email = uniqueEmail('magic');
    const { data: signedUp } = await client(server).auth.signUp({ email, password: 'password123' });
    const c = client(server);
    expect((await c.auth.signInWithOtp({ email, options: { emailRedirectTo: 'http://localhost:3000/app' } })).error).toBeNull();
    const [link] = await outbox(server, email);
    expect(link).toMatchObject({ type: 'magiclink', subject: 'Your Magic Link' });
    const res = await fetch(link.link, { redirect: 'manual' });
    const location = new URL(res.headers.get('location')!);
    expect(location.origin + location.pathname).toBe('http://localhost:3000/app');
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('magiclink');
    expect(verifyJwt(fragment.get('access_token')!, server.settings.jwtSecret).sub).toBe(signedUp.user!.id);

    await c.auth.signInWithOtp({ email });
    const [code] = await outbox(server, email);
    const { data, error } = await c.auth.verifyOtp({ email, token: code.otp, type: 'email' });
    expect(error).toBeNull();
    expect(data.user!.id).toBe(signedUp.user!.id);
    // The code is spent.
    expect((await client(server).auth.verifyOtp({ email, token: code.otp, type: 'email' })).error).toMatchObject({
      status: 403,
      code: 'otp_expired',
    });
  });

  it('an unknown address becomes a user unless shouldCreateUser is false', async () => {
    const refused = await client(server).auth.signInWithOtp({ email: uniqueEmail('nocreate'), options: { shouldCreateUser: false } });
    expect(refused.error).toMatchObject({ status: 422, code: 'otp_disabled', message: 'Signups not allowed for otp' });

    const email = uniqueEmail('newbie');
    const { error } = await client(server).auth.signInWithOtp({ email, options: { data: { display_name: 'Newbie' } } });
    expect(error).toBeNull();
    const [mail] = await outbox(server, email);
    const fragment = new URLSearchParams(new URL((await fetch(mail.link, { redirect: 'manual' })).headers.get('location')!).hash.slice(1));
    const claims = verifyJwt(fragment.get('access_token')!, server.settings.jwtSecret);
    expect(claims).toMatchObject({ email, user_metadata: { display_name: 'Newbie' } });
  });
});

describe('auth with email confirmations on', () => {
  let server: LocalSupabase;
  beforeAll(async () => {
    server = await startTestServer({ enableConfirmations: true, siteUrl: 'http://localhost:3000' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('signUp returns the bare user without a session and sends a confirmation link to the outbox', async () => {
    const email = uniqueEmail('confirm');
    const { data, error } = await client(server).auth.signUp({
      email,
      password: 'password123',
      options: { data: { display_name: 'Cora' }, emailRedirectTo: 'http://localhost:3000/welcome' },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: { display_name: 'Cora' } });
    expect(data.user!.email_confirmed_at).toBeUndefined();
    expect(data.user!.confirmation_sent_at).toBeTruthy();

    const mail = await outbox(server, email.toUpperCase());
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to: email, type: 'signup', subject: 'Confirm Your Signup' });
    expect(mail[0].otp).toMatch(/^\d{6}$/);
    const link = new URL(mail[0].link);
    expect(link.origin + link.pathname).toBe(`${server.url}/auth/v1/verify`);
    expect(link.searchParams.get('type')).toBe('signup');
    expect(link.searchParams.get('redirect_to')).toBe('http://localhost:3000/welcome');
  });

  it('an unconfirmed user cannot sign in (email_not_confirmed); the link confirms and redirects with a session', async () => {
    const email = uniqueEmail('link');
    const { data } = await client(server).auth.signUp({
      email,
      password: 'password123',
      options: { emailRedirectTo: 'http://localhost:3000/welcome' },
    });
    const blocked = await client(server).auth.signInWithPassword({ email, password: 'password123' });
    expect(blocked.error).toMatchObject({ status: 400, code: 'email_not_confirmed', message: 'Email not confirmed' });

    const [mail] = await outbox(server, email);
    const res = await fetch(mail.link, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!);
    expect(location.origin + location.pathname).toBe('http://localhost:3000/welcome');
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('expires_in')).toBe('3600');
    const claims = verifyJwt(fragment.get('access_token')!, server.settings.jwtSecret);
    expect(claims.sub).toBe(data.user!.id);
    expect(claims.amr).toEqual([{ method: 'otp', timestamp: expect.any(Number) }]);

    // The fragment's session is a real one: supabase-js can adopt it.
    const c = client(server);
    const adopted = await c.auth.setSession({ access_token: fragment.get('access_token')!, refresh_token: fragment.get('refresh_token')! });
    expect(adopted.error).toBeNull();
    expect(adopted.data.user!.email_confirmed_at).toBeTruthy();
    expect(adopted.data.user!.identities![0].identity_data).toMatchObject({ email_verified: true });

    const signedIn = await client(server).auth.signInWithPassword({ email, password: 'password123' });
    expect(signedIn.error).toBeNull();

    // A link works once.
    const again = await fetch(mail.link, { redirect: 'manual' });
    const failed = new URLSearchParams(new URL(again.headers.get('location')!).hash.slice(1));
    expect(failed.get('error_code')).toBe('otp_expired');
    expect(failed.get('error')).toBe('access_denied');
    expect(failed.get('error_description')).toBe('Email link is invalid or has expired');
  });

  it('verifyOtp with the emailed six-digit code confirms too', async () => {
    const email = uniqueEmail('otp');
    await client(server).auth.signUp({ email, password: 'password123' });
    const [mail] = await outbox(server, email);
    const c = client(server);
    const wrong = await c.auth.verifyOtp({ email, token: mail.otp === '000000' ? '111111' : '000000', type: 'signup' });
    expect(wrong.error).toMatchObject({ status: 403, code: 'otp_expired' });
    const { data, error } = await c.auth.verifyOtp({ email, token: mail.otp, type: 'signup' });
    expect(error).toBeNull();
    expect(data.session!.access_token).toBeTruthy();
    expect((await c.auth.getUser()).data.user!.email_confirmed_at).toBeTruthy();
  });

  it('links to other sites are not followed: the redirect falls back to the site URL', async () => {
    const email = uniqueEmail('redirect');
    await client(server).auth.signUp({ email, password: 'password123', options: { emailRedirectTo: 'https://evil.example/steal' } });
    const [mail] = await outbox(server, email);
    expect(new URL(mail.link).searchParams.get('redirect_to')).toBe('http://localhost:3000');
  });

  it('repeated signup: a confirmed address gets an obfuscated user, an unconfirmed one a new link', async () => {
    const email = uniqueEmail('again');
    const first = await client(server).auth.signUp({ email, password: 'password123' });
    const resent = await client(server).auth.signUp({ email, password: 'password123' });
    expect(resent.error).toBeNull();
    expect(resent.data.user!.id).toBe(first.data.user!.id);
    expect(await outbox(server, email)).toHaveLength(2);

    const [latest] = await outbox(server, email);
    await fetch(latest.link, { redirect: 'manual' });
    const fake = await client(server).auth.signUp({ email, password: 'whatever-else', options: { data: { x: 1 } } });
    expect(fake.error).toBeNull();
    expect(fake.data.session).toBeNull();
    expect(fake.data.user!.id).not.toBe(first.data.user!.id);
    expect(fake.data.user).toMatchObject({ email, identities: [], user_metadata: { x: 1 }, role: '' });
    const { rows } = await server.db.query<{ n: number }>('select count(*)::int as n from auth.users where lower(email) = $1', [email]);
    expect(rows[0].n).toBe(1);
    expect(await outbox(server, email)).toHaveLength(2);
  });

  it('resend gives a fresh signup link', async () => {
    const email = uniqueEmail('resend');
    await client(server).auth.signUp({ email, password: 'password123' });
    const { error } = await client(server).auth.resend({ type: 'signup', email });
    expect(error).toBeNull();
    const mail = await outbox(server, email);
    expect(mail).toHaveLength(2);
    // Only the newest link is valid.
    const old = await fetch(mail[1].link, { redirect: 'manual' });
    expect(new URLSearchParams(new URL(old.headers.get('location')!).hash.slice(1)).get('error_code')).toBe('otp_expired');
    const fresh = await fetch(mail[0].link, { redirect: 'manual' });
    expect(new URLSearchParams(new URL(fresh.headers.get('location')!).hash.slice(1)).get('access_token')).toBeTruthy();
  });

  it('expired links are refused', async () => {
    const email = uniqueEmail('expired');
    await client(server).auth.signUp({ email, password: 'password123' });
    await server.db.query(`update auth.users set confirmation_sent_at = now() - interval '2 hours' where email = $1`, [email]);
    const [mail] = await outbox(server, email);
    const res = await fetch(mail.link, { redirect: 'manual' });
    expect(new URLSearchParams(new URL(res.headers.get('location')!).hash.slice(1)).get('error_code')).toBe('otp_expired');
  });
});
