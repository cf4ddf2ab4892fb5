// Auth contract through supabase-js: reauthentication (a nonce in the outbox, required for a password change
// from an old session when secure password change is on), admin generateLink for every email type,
// inviteUserByEmail through the outbox, and signInWithOtp/verifyOtp without an email or phone.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../src/index.ts';
import { anonClient, serviceClient, signedInClient, startTestServer, testClient } from './helpers.ts';

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
  return ((await res.json()) as { messages: OutboxMessage[] }).messages;
}

/** Follows an email link as a browser would; the fragment of the page it lands on. */
async function follow(link: string): Promise<URLSearchParams> {
  const res = await fetch(link, { redirect: 'manual' });
  expect(res.status).toBe(303);
  return new URLSearchParams(new URL(res.headers.get('location')!).hash.slice(1));
}

let n = 0;
const uniqueEmail = (tag: string) => `${tag}.${process.pid}.${++n}@example.com`;

async function ageSession(server: LocalSupabase, client: SupabaseClient, hours: number) {
  const { data } = await client.auth.getSession();
  const sessionId = JSON.parse(Buffer.from(data.session!.access_token.split('.')[1], 'base64url').toString()).session_id;
  await server.db.query(`update auth.sessions set created_at = now() - make_interval(hours => $2) where id = $1::uuid`, [sessionId, hours]);
}

describe('reauthentication with secure password change on', () => {
  let server: LocalSupabase;
  beforeAll(async () => {
    server = await startTestServer({ securePasswordChange: true });
  });
  afterAll(() => server.stop());

  it('reauthenticate() puts a six-digit nonce in the outbox; a recent session changes the password without it', async () => {
    const { client, email } = await signedInClient(server, 'reauth');
    const { error } = await client.auth.reauthenticate();
    expect(error).toBeNull();
    const [mail] = await outbox(server, email);
    expect(mail).toMatchObject({ type: 'reauthentication', subject: 'Confirm reauthentication', link: '' });
    expect(mail.otp).toMatch(/^\d{6}$/);
    const { data: user } = await client.auth.getUser();
    expect((user.user as unknown as Record<string, unknown>).reauthentication_sent_at).toBeDefined();

    const changed = await client.auth.updateUser({ password: 'fresh-password-1' });
    expect(changed.error).toBeNull();
  });

  it('a session older than 24 hours needs the nonce: none is reauthentication_needed, a wrong one reauthentication_not_valid', async () => {
    const { client, email } = await signedInClient(server, 'old');
    await ageSession(server, client, 25);
    const none = await client.auth.updateUser({ password: 'fresh-password-2' });
    expect(none.error).toMatchObject({ status: 400, code: 'reauthentication_needed', message: 'Password update requires reauthentication' });
    const early = await client.auth.updateUser({ password: 'fresh-password-2', nonce: '123456' });
    expect(early.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid' });

    await client.auth.reauthenticate();
    const [mail] = await outbox(server, email);
    const wrong = mail.otp === '000000' ? '111111' : '000000';
    const bad = await client.auth.updateUser({ password: 'fresh-password-2', nonce: wrong });
    expect(bad.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid', message: 'Nonce has expired or is invalid' });

    const ok = await client.auth.updateUser({ password: 'fresh-password-2', nonce: mail.otp });
    expect(ok.error).toBeNull();
    const signIn = await anonClient(server).auth.signInWithPassword({ email, password: 'fresh-password-2' });
    expect(signIn.error).toBeNull();

    // The nonce is used up.
    await ageSession(server, client, 25);
    const reused = await client.auth.updateUser({ password: 'fresh-password-3', nonce: mail.otp });
    expect(reused.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid' });
  });

  it('an expired nonce is refused', async () => {
    const { client, email } = await signedInClient(server, 'expired');
    await ageSession(server, client, 25);
    await client.auth.reauthenticate();
    const [mail] = await outbox(server, email);
    await server.db.query(`update auth.users set reauthentication_sent_at = now() - interval '2 hours' where lower(email) = lower($1)`, [email]);
    const late = await client.auth.updateUser({ password: 'fresh-password-4', nonce: mail.otp });
    expect(late.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid' });
  });

  it('reauthenticate needs a signed-in user', async () => {
    const { error } = await anonClient(server).auth.reauthenticate();
    expect(error?.name).toBe('AuthSessionMissingError');
  });
});

describe('secure password change off (the CLI default, this project’s config.toml)', () => {
  let server: LocalSupabase;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it('an old session changes the password without a nonce', async () => {
    const { client } = await signedInClient(server, 'insecure');
    await ageSession(server, client, 25);
    const { error } = await client.auth.updateUser({ password: 'fresh-password-5' });
    expect(error).toBeNull();
  });
});

describe('admin generateLink and inviteUserByEmail', () => {
  let server: LocalSupabase;
  let admin: SupabaseClient;
  const client = () => testClient(server.url, server.anonKey, { auth: { detectSessionInUrl: false } });
  beforeAll(async () => {
    server = await startTestServer();
    admin = serviceClient(server);
  });
  afterAll(() => server.stop());

  it('signup: creates the unconfirmed user; the link confirms and signs in; the code works with verifyOtp', async () => {
    const email = uniqueEmail('gen-signup');
    const { data, error } = await admin.auth.admin.generateLink({ type: 'signup', email, password: 'password123', options: { data: { display_name: 'Gen' } } });
    expect(error).toBeNull();
    expect(data.user!.email).toBe(email);
    expect(data.user!.email_confirmed_at).toBeUndefined();
    expect(data.user!.user_metadata).toMatchObject({ display_name: 'Gen' });
    expect(data.properties).toMatchObject({ verification_type: 'signup', redirect_to: server.settings.siteUrl });
    expect(data.properties!.email_otp).toMatch(/^\d{6}$/);
    expect(data.properties!.action_link).toContain(`/auth/v1/verify?token=${data.properties!.hashed_token}&type=signup`);
    expect(await outbox(server, email)).toEqual([]); // nothing is sent

    const fragment = await follow(data.properties!.action_link);
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('access_token')).toBeTruthy();
    const again = await admin.auth.admin.generateLink({ type: 'signup', email, password: 'password123' });
    expect(again.error).toMatchObject({ status: 422, code: 'email_exists' });
  });

  it('magiclink and recovery for a member sign in; a magic link for a new address is a signup link', async () => {
    const { email } = await signedInClient(server, 'gen-magic');
    const magic = await admin.auth.admin.generateLink({ type: 'magiclink', email });
    expect(magic.data.properties!.verification_type).toBe('magiclink');
    const c = client();
    const { data: session, error } = await c.auth.verifyOtp({ email, token: magic.data.properties!.email_otp, type: 'email' });
    expect(error).toBeNull();
    expect(session.session!.user.email).toBe(email);

    const recovery = await admin.auth.admin.generateLink({ type: 'recovery', email, options: { redirectTo: 'http://localhost:3000/auth/reset' } });
    expect(recovery.data.properties!.redirect_to).toBe('http://localhost:3000/auth/reset');
    const fragment = await follow(recovery.data.properties!.action_link);
    expect(fragment.get('type')).toBe('recovery');

    const fresh = uniqueEmail('gen-new');
    const created = await admin.auth.admin.generateLink({ type: 'magiclink', email: fresh });
    expect(created.error).toBeNull();
    expect(created.data.properties!.verification_type).toBe('signup');
    expect(created.data.user!.email).toBe(fresh);

    const unknown = await admin.auth.admin.generateLink({ type: 'recovery', email: uniqueEmail('nobody') });
    expect(unknown.error).toMatchObject({ status: 404, code: 'user_not_found' });
  });

  it('invite type creates the user with invited_at; the link confirms her', async () => {
    const email = uniqueEmail('gen-invite');
    const { data, error } = await admin.auth.admin.generateLink({ type: 'invite', email });
    expect(error).toBeNull();
    expect(data.user!.invited_at).toBeDefined();
    const fragment = await follow(data.properties!.action_link);
    expect(fragment.get('type')).toBe('invite');
    expect(fragment.get('access_token')).toBeTruthy();
  });

  it('email_change_new: the link to the new address changes it', async () => {
    const { email, client: member } = await signedInClient(server, 'gen-change');
    const newEmail = uniqueEmail('gen-changed');
    const { data, error } = await admin.auth.admin.generateLink({ type: 'email_change_new', email, newEmail });
    expect(error).toBeNull();
    expect(data.user!.new_email).toBe(newEmail);
    expect(data.properties!.action_link).toContain('type=email_change');
    await follow(data.properties!.action_link);
    const { data: after } = await admin.auth.admin.getUserById(data.user!.id);
    expect(after.user!.email).toBe(newEmail);
    expect(member).toBeDefined();

    const current = await admin.auth.admin.generateLink({ type: 'email_change_current', email: newEmail, newEmail: uniqueEmail('third') });
    expect(current.error).toBeNull();
    expect(current.data.properties!.verification_type).toBe('email_change_current');
  });

  it('needs the service role; an unknown type is validation_failed', async () => {
    const { client: member } = await signedInClient(server, 'gen-member');
    const refused = await member.auth.admin.generateLink({ type: 'magiclink', email: uniqueEmail('x') });
    expect(refused.error).toMatchObject({ status: 403, code: 'not_admin' });
    const bad = await admin.auth.admin.generateLink({ type: 'bogus' as 'magiclink', email: uniqueEmail('y') });
    expect(bad.error).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('inviteUserByEmail: the invite email is in the outbox; its link signs her in and she sets a password', async () => {
    const email = uniqueEmail('invited');
    const { data, error } = await admin.auth.admin.inviteUserByEmail(email, { data: { display_name: 'Invitee' } });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: { display_name: 'Invitee' } });
    expect(data.user!.invited_at).toBeDefined();
    const [mail] = await outbox(server, email);
    expect(mail).toMatchObject({ type: 'invite', subject: 'You have been invited' });
    expect(mail.link).toContain('type=invite');

    const c = client();
    const { error: verifyError } = await c.auth.verifyOtp({ email, token: mail.otp, type: 'invite' });
    expect(verifyError).toBeNull();
    expect((await c.auth.updateUser({ password: 'invited-pass-1' })).error).toBeNull();
    expect((await anonClient(server).auth.signInWithPassword({ email, password: 'invited-pass-1' })).error).toBeNull();

    const twice = await admin.auth.admin.inviteUserByEmail(email);
    expect(twice.error).toMatchObject({ status: 422, code: 'email_exists' });
    const { client: member } = await signedInClient(server, 'inviter');
    expect((await member.auth.admin.inviteUserByEmail(uniqueEmail('z'))).error).toMatchObject({ status: 403, code: 'not_admin' });
  });
});

describe('one-time codes without an email or phone', () => {
  let server: LocalSupabase;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it("signInWithOtp shows 'You must provide either an email or phone number.' (auth-js says it before any request)", async () => {
    const { error } = await anonClient(server).auth.signInWithOtp({} as { email: string });
    expect(error).toMatchObject({ name: 'AuthInvalidCredentialsError', message: 'You must provide either an email or phone number.' });
  });

  it('the server answers as GoTrue: POST /otp "One of email or phone must be set", verifyOtp validation_failed', async () => {
    const res = await fetch(`${server.url}/auth/v1/otp`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: '{}',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 'validation_failed', message: 'One of email or phone must be set' });
    const { error } = await anonClient(server).auth.verifyOtp({ token: '123456', type: 'email' } as never);
    expect(error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Only an email address or phone number should be provided on verify' });
  });
});
