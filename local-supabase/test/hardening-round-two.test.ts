// Hardening, round two, in the server itself: an enrolled member's password alone changes neither her e-mail
// nor her password; reauthentication codes cannot be guessed on and on; a TOTP code verifies once; presence on
// a private topic is not shared with the public channel of the same name.
import type { SupabaseClient } from '@supabase/supabase-js';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LocalSupabase } from '../src/index.ts';
import { anonClient, signedInClient, startTestServer } from './helpers.ts';
import { clientWithToken, closeClients, createMember, type Member, subscribed } from './realtime-helpers.ts';

const codeFor = (secret: string, at = Date.now()) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

/** A member with a verified factor; `client` is at aal2. */
async function enrolledMember(server: LocalSupabase) {
  const member = await signedInClient(server, 'enrolled');
  const { data: enrolled, error } = await member.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'phone app' });
  if (error) throw error;
  const verified = await member.client.auth.mfa.challengeAndVerify({ factorId: enrolled.id, code: codeFor(enrolled.totp.secret, Date.now() - 30_000) });
  if (verified.error) throw verified.error;
  return { ...member, factorId: enrolled.id, secret: enrolled.totp.secret };
}

/** A second session of hers, signed in with her password only (aal1). */
async function passwordOnly(server: LocalSupabase, email: string, password: string): Promise<SupabaseClient> {
  const client = anonClient(server);
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}

async function outboxOtp(server: LocalSupabase, email: string): Promise<string> {
  const res = await fetch(`${server.url}/auth/v1/_local/outbox?email=${encodeURIComponent(email)}&limit=1`, {
    headers: { apikey: server.serviceRoleKey },
  });
  return ((await res.json()) as { messages: { otp: string }[] }).messages[0].otp;
}

async function ageSession(server: LocalSupabase, client: SupabaseClient, hours: number) {
  const { data } = await client.auth.getSession();
  const sessionId = JSON.parse(Buffer.from(data.session!.access_token.split('.')[1], 'base64url').toString()).session_id;
  await server.db.query(`update auth.sessions set created_at = now() - make_interval(hours => $2) where id = $1::uuid`, [sessionId, hours]);
}

/** A six-digit code other than `nonce`. */
const wrong = (nonce: string, i: number) => String((Number(nonce) + 1 + i) % 1_000_000).padStart(6, '0');

describe('an enrolled member changes her e-mail or password only at aal2', () => {
  let server: LocalSupabase;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it('refuses both from a password-only (aal1) session with 403 insufficient_aal, and changes nothing', async () => {
    const maya = await enrolledMember(server);
    const aal1 = await passwordOnly(server, maya.email, maya.password);

    const email = await aal1.auth.updateUser({ email: `taken.${maya.email}` });
    expect(email.error).toMatchObject({ status: 403, code: 'insufficient_aal' });
    const password = await aal1.auth.updateUser({ password: 'attacker-chose-this' });
    expect(password.error).toMatchObject({ status: 403, code: 'insufficient_aal' });
    expect(password.error!.message).toBe('AAL2 session is required to update email or password when MFA is enabled.');

    // Nothing changed: her aal2 session lives, her password is the old one, no e-mail change is pending.
    expect((await maya.client.auth.getUser()).error).toBeNull();
    const { rows } = await server.db.query<{ email_change: string }>(`select coalesce(email_change, '') as email_change from auth.users where id = $1::uuid`, [maya.user.id]);
    expect(rows[0].email_change).toBe('');
    await passwordOnly(server, maya.email, maya.password);
    // Metadata alone is not a sign-in change: allowed at aal1.
    expect((await aal1.auth.updateUser({ data: { theme: 'dark' } })).error).toBeNull();
  });

  it('lets her aal2 session change them, and leaves members without a factor as they were', async () => {
    const maya = await enrolledMember(server);
    expect((await maya.client.auth.updateUser({ password: 'her-own-new-password' })).error).toBeNull();
    expect((await maya.client.auth.updateUser({ email: `new.${maya.email}` })).error).toBeNull();
    const amara = await signedInClient(server, 'nofactor');
    expect((await amara.client.auth.updateUser({ password: 'another-new-password' })).error).toBeNull();
  });
});

describe('reauthentication codes', () => {
  let server: LocalSupabase;
  beforeAll(async () => {
    server = await startTestServer({ securePasswordChange: true });
  });
  afterAll(() => server.stop());

  it('are used up by the fifth wrong guess: the right code no longer works', async () => {
    const { client, email } = await signedInClient(server, 'guessed');
    await ageSession(server, client, 25);
    expect((await client.auth.reauthenticate()).error).toBeNull();
    const nonce = await outboxOtp(server, email);
    for (let i = 0; i < 5; i++) {
      const { error } = await client.auth.updateUser({ password: 'guessing-password', nonce: wrong(nonce, i) });
      expect(error).toMatchObject({ status: 422, code: 'reauthentication_not_valid' });
    }
    const { error } = await client.auth.updateUser({ password: 'guessing-password', nonce });
    expect(error).toMatchObject({ status: 422, code: 'reauthentication_not_valid' });

    // A new code works, and a wrong guess before it is not held against it.
    expect((await client.auth.reauthenticate()).error).toBeNull();
    const next = await outboxOtp(server, email);
    expect((await client.auth.updateUser({ password: 'guessing-password', nonce: wrong(next, 0) })).error?.code).toBe('reauthentication_not_valid');
    expect((await client.auth.updateUser({ password: 'guessing-password', nonce: next })).error).toBeNull();
  });

  it('are guessed at most 10 times in 5 minutes per member, whatever the codes sent', async () => {
    const { client, email } = await signedInClient(server, 'limited');
    await ageSession(server, client, 25);
    const answers: (string | undefined)[] = [];
    for (let round = 0; round < 3; round++) {
      expect((await client.auth.reauthenticate()).error).toBeNull();
      const nonce = await outboxOtp(server, email);
      for (let i = 0; i < 4; i++) answers.push((await client.auth.updateUser({ password: 'guessing-password', nonce: wrong(nonce, i) })).error?.code);
    }
    expect(answers.slice(0, 10)).toEqual(Array(10).fill('reauthentication_not_valid'));
    expect(answers.slice(10)).toEqual(['over_request_rate_limit', 'over_request_rate_limit']);
  });
});

describe('a TOTP code', () => {
  let server: LocalSupabase;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it('verifies one challenge: the same code is refused for another session inside its window', async () => {
    const maya = await enrolledMember(server);
    const code = codeFor(maya.secret, Date.now() + 30_000); // a step none of her earlier codes used
    const first = await passwordOnly(server, maya.email, maya.password);
    expect((await first.auth.mfa.challengeAndVerify({ factorId: maya.factorId, code })).error).toBeNull();

    const second = await passwordOnly(server, maya.email, maya.password);
    const replay = await second.auth.mfa.challengeAndVerify({ factorId: maya.factorId, code });
    expect(replay.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    // An earlier step's code is refused too once a later one was accepted.
    const older = await second.auth.mfa.challengeAndVerify({ factorId: maya.factorId, code: codeFor(maya.secret) });
    expect(older.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
  });
});

describe('presence on a private topic', () => {
  let server: LocalSupabase;
  let ada: Member;
  let bea: Member;
  let cleo: Member;
  beforeAll(async () => {
    server = await startTestServer();
    [ada, bea, cleo] = [await createMember(server, 'ada'), await createMember(server, 'bea'), await createMember(server, 'cleo')];
    await server.db.exec(`
      create policy presence_test_receive on realtime.messages for select to authenticated
        using (realtime.topic() like 'pair:%' and (select auth.uid())::text in (split_part(realtime.topic(), ':', 2), split_part(realtime.topic(), ':', 3)));
      create policy presence_test_send on realtime.messages for insert to authenticated with check (true);
    `);
  });
  afterAll(async () => {
    await closeClients();
    await server?.stop();
  });

  it('is not seen nor added to by a member on the public channel of the same name', async () => {
    const topic = `pair:${ada.id}:${bea.id}`;
    const privateStates: Record<string, unknown>[] = [];
    const priv = clientWithToken(server, bea.token).channel(topic, { config: { private: true, presence: { key: 'bea' } } });
    priv.on('presence', { event: 'sync' }, () => privateStates.push(priv.presenceState()));
    await subscribed(priv);
    expect(await priv.track({ typing: true })).toBe('ok');

    // Cleo may not join the private topic; she joins the public channel of that name and tracks there.
    const publicStates: Record<string, unknown>[] = [];
    const pub = clientWithToken(server, cleo.token).channel(topic, { config: { presence: { key: 'cleo' } } });
    pub.on('presence', { event: 'sync' }, () => publicStates.push(pub.presenceState()));
    await subscribed(pub);
    expect(await pub.track({ typing: true })).toBe('ok');
    // Her own state reaching her proves the server handled her track; a state shared with the private channel
    // would have shown Bea before it. Ada tracking on the private channel afterwards is the private side's marker.
    await vi.waitFor(() => expect(Object.keys(pub.presenceState())).toContain('cleo'));
    const adaPriv = clientWithToken(server, ada.token).channel(topic, { config: { private: true, presence: { key: 'ada' } } });
    await subscribed(adaPriv);
    expect(await adaPriv.track({ typing: true })).toBe('ok');
    await vi.waitFor(() => expect(Object.keys(priv.presenceState())).toContain('ada'));

    expect(publicStates.flatMap((s) => Object.keys(s))).not.toContain('bea');
    expect(Object.keys(pub.presenceState())).toEqual(['cleo']);
    expect(privateStates.flatMap((s) => Object.keys(s))).not.toContain('cleo');
    expect(Object.keys(priv.presenceState()).sort()).toEqual(['ada', 'bea']);
  });
});
