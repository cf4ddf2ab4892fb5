// Auth contract: multi-factor authentication with TOTP through supabase-js — enrol, challenge, verify (aal2,
// amr), refresh keeping aal2, wrong/reused/expired codes, unenrol, the assurance-level API, the admin factor
// API, and the rate limit on verification. Codes are computed from the secret with the TOTP library.
import type { SupabaseClient } from '@supabase/supabase-js';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../src/index.ts';
import { verifyJwt, type Claims } from '../src/jwt.ts';
import { serviceClient, signedInClient, startTestServer } from './helpers.ts';

const codeFor = (secret: string, at = Date.now()) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

/** A six-digit code that is none of the codes accepted now (window ±1 step). */
function wrongCode(secret: string): string {
  const valid = new Set([-30_000, 0, 30_000].map((d) => codeFor(secret, Date.now() + d)));
  let n = 123456;
  while (valid.has(String(n))) n++;
  return String(n);
}

async function claimsOf(client: SupabaseClient, server: LocalSupabase): Promise<Claims> {
  const { data } = await client.auth.getSession();
  return verifyJwt(data.session!.access_token, server.settings.jwtSecret);
}

/** Signs a member up and enrols + verifies a TOTP factor; the client is then at aal2. */
async function memberWithFactor(server: LocalSupabase) {
  const member = await signedInClient(server, 'mfa');
  const { data: enrolled, error } = await member.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'phone app' });
  if (error) throw error;
  // The previous step's code (accepted within the skew), so a test may verify again with the current one: a
  // factor accepts each step's code once.
  const { error: verifyError } = await member.client.auth.mfa.challengeAndVerify({
    factorId: enrolled.id,
    code: codeFor(enrolled.totp.secret, Date.now() - 30_000),
  });
  if (verifyError) throw verifyError;
  return { ...member, factorId: enrolled.id, secret: enrolled.totp.secret };
}

describe('MFA (TOTP)', () => {
  let server: LocalSupabase;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it('enrol answers the factor with its secret, otpauth URI and an SVG QR code; the factor is unverified', async () => {
    const { client, email } = await signedInClient(server, 'enrol');
    const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Authenticator' });
    expect(error).toBeNull();
    expect(data!.type).toBe('totp');
    expect(data!.friendly_name).toBe('Authenticator');
    expect(data!.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(data!.totp.uri).toMatch(/^otpauth:\/\/totp\//);
    expect(new URL(data!.totp.uri).searchParams.get('secret')).toBe(data!.totp.secret);
    expect(decodeURIComponent(data!.totp.uri)).toContain(email);
    expect(data!.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);

    const { data: listed } = await client.auth.mfa.listFactors();
    expect(listed!.all).toHaveLength(1);
    expect(listed!.all[0]).toMatchObject({ id: data!.id, factor_type: 'totp', status: 'unverified', friendly_name: 'Authenticator' });
    expect(listed!.totp).toEqual([]);

    // The table as hosted Supabase names it, for the project's policies.
    const { rows } = await server.db.query<{ status: string; factor_type: string }>(
      `select status::text, factor_type::text from auth.mfa_factors where id = $1::uuid`,
      [data!.id],
    );
    expect(rows).toEqual([{ status: 'unverified', factor_type: 'totp' }]);
  });

  it('verify raises the session to aal2 with amr [totp, password]; refresh keeps aal2', async () => {
    const { client, factorId } = await memberWithFactor(server);
    const claims = await claimsOf(client, server);
    expect(claims.aal).toBe('aal2');
    const amr = claims.amr as { method: string; timestamp: number }[];
    expect(amr.map((e) => e.method)).toEqual(['totp', 'password']);
    for (const e of amr) expect(Math.abs(e.timestamp - Date.now() / 1000)).toBeLessThan(60);
    expect(typeof claims.session_id).toBe('string');

    const { data: listed } = await client.auth.mfa.listFactors();
    expect(listed!.totp.map((f) => f.id)).toEqual([factorId]);
    expect(listed!.totp[0].status).toBe('verified');

    const { data: refreshed, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    const after = verifyJwt(refreshed.session!.access_token, server.settings.jwtSecret);
    expect(after.aal).toBe('aal2');
    expect(after.session_id).toBe(claims.session_id);
    expect((after.amr as { method: string }[]).map((e) => e.method)).toEqual(['totp', 'password']);

    const { data: level } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
  });

  it('a password sign-in of an enrolled member is aal1 with next level aal2, and the code raises it', async () => {
    const { email, password, secret, factorId } = await memberWithFactor(server);
    const fresh = (await signedInClient(server, 'other')).client; // any anon-key client
    await fresh.auth.signOut();
    const { error } = await fresh.auth.signInWithPassword({ email, password });
    expect(error).toBeNull();
    const claims = await claimsOf(fresh, server);
    expect(claims.aal).toBe('aal1');
    expect((claims.amr as { method: string }[]).map((e) => e.method)).toEqual(['password']);
    const { data: level } = await fresh.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });

    const { data: challenge } = await fresh.auth.mfa.challenge({ factorId });
    expect(challenge!.type).toBe('totp');
    expect(challenge!.expires_at).toBeGreaterThan(Date.now() / 1000 + 250);
    const { data: session, error: verifyError } = await fresh.auth.mfa.verify({ factorId, challengeId: challenge!.id, code: codeFor(secret) });
    expect(verifyError).toBeNull();
    expect(verifyJwt(session!.access_token, server.settings.jwtSecret).aal).toBe('aal2');
  });

  it('a wrong code is mfa_verification_failed; a used challenge is refused; an expired one is mfa_challenge_expired', async () => {
    const { client, factorId, secret } = await memberWithFactor(server);
    const { data: challenge } = await client.auth.mfa.challenge({ factorId });
    const wrong = await client.auth.mfa.verify({ factorId, challengeId: challenge!.id, code: wrongCode(secret) });
    expect(wrong.error).toMatchObject({ status: 422, code: 'mfa_verification_failed', message: 'Invalid TOTP code entered' });

    // The same challenge still takes the right code once, and never again.
    const ok = await client.auth.mfa.verify({ factorId, challengeId: challenge!.id, code: codeFor(secret) });
    expect(ok.error).toBeNull();
    const reused = await client.auth.mfa.verify({ factorId, challengeId: challenge!.id, code: codeFor(secret) });
    expect(reused.error).toMatchObject({ status: 422, code: 'mfa_ip_address_mismatch' });

    const { data: old } = await client.auth.mfa.challenge({ factorId });
    await server.db.query(`update auth.mfa_challenges set created_at = now() - interval '301 seconds' where id = $1::uuid`, [old!.id]);
    const expired = await client.auth.mfa.verify({ factorId, challengeId: old!.id, code: codeFor(secret) });
    expect(expired.error).toMatchObject({ status: 422, code: 'mfa_challenge_expired' });
    const { rows } = await server.db.query(`select 1 from auth.mfa_challenges where id = $1::uuid`, [old!.id]);
    expect(rows).toHaveLength(0);

    const unknown = await client.auth.mfa.verify({ factorId, challengeId: crypto.randomUUID(), code: codeFor(secret) });
    expect(unknown.error).toMatchObject({ status: 422, code: 'mfa_factor_not_found' });
    const empty = await client.auth.mfa.verify({ factorId, challengeId: old!.id, code: '' });
    expect(empty.error).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it("another member's factor is mfa_factor_not_found", async () => {
    const owner = await memberWithFactor(server);
    const { client } = await signedInClient(server, 'intruder');
    const { error } = await client.auth.mfa.challenge({ factorId: owner.factorId });
    expect(error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    const { error: unenroll } = await client.auth.mfa.unenroll({ factorId: owner.factorId });
    expect(unenroll).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
  });

  it('verifying ends the member’s other aal1 sessions', async () => {
    const member = await signedInClient(server, 'devices');
    const other = (await signedInClient(server, 'x')).client;
    await other.auth.signInWithPassword({ email: member.email, password: member.password });
    expect((await other.auth.getUser()).error).toBeNull();
    const { data: enrolled } = await member.client.auth.mfa.enroll({ factorType: 'totp' });
    await member.client.auth.mfa.challengeAndVerify({ factorId: enrolled!.id, code: codeFor(enrolled!.totp.secret) });
    // 403 session_not_found, which auth-js turns into AuthSessionMissingError.
    expect((await other.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
    const { error: mine } = await member.client.auth.getUser();
    expect(mine).toBeNull();
  });

  it('names must differ, and a second factor needs an aal2 session', async () => {
    const { client, email, password } = await memberWithFactor(server);
    const dup = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'phone app' });
    expect(dup.error).toMatchObject({ status: 422, code: 'mfa_factor_name_conflict' });
    const second = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'backup' });
    expect(second.error).toBeNull();

    const aal1 = (await signedInClient(server, 'y')).client;
    await aal1.auth.signInWithPassword({ email, password });
    const refused = await aal1.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'third' });
    expect(refused.error).toMatchObject({ status: 403, code: 'insufficient_aal' });
    const phone = await client.auth.mfa.enroll({ factorType: 'phone', phone: '+15555550100' });
    expect(phone.error).toMatchObject({ status: 422, code: 'mfa_phone_enroll_not_enabled' });
  });

  it('an empty name counts as a name (as hosted), and a member holds at most 10 factors', async () => {
    const { client } = await signedInClient(server, 'many');
    expect((await client.auth.mfa.enroll({ factorType: 'totp' })).error).toBeNull();
    const unnamed = await client.auth.mfa.enroll({ factorType: 'totp' });
    expect(unnamed.error).toMatchObject({ status: 422, code: 'mfa_factor_name_conflict' });
    for (let i = 1; i < 10; i++) expect((await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: `app ${i}` })).error).toBeNull();
    const eleventh = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'app 10' });
    expect(eleventh.error).toMatchObject({ status: 422, code: 'too_many_enrolled_mfa_factors' });
  });

  it('unenrol: a verified factor needs aal2; afterwards the session is aal1 again and the factor is gone', async () => {
    const { client, email, password, factorId } = await memberWithFactor(server);
    const aal1 = (await signedInClient(server, 'z')).client;
    await aal1.auth.signInWithPassword({ email, password });
    const refused = await aal1.auth.mfa.unenroll({ factorId });
    expect(refused.error).toMatchObject({ status: 422, code: 'insufficient_aal' });

    const { data, error } = await client.auth.mfa.unenroll({ factorId });
    expect(error).toBeNull();
    expect(data).toEqual({ id: factorId });
    const { data: refreshed } = await client.auth.refreshSession();
    const claims = verifyJwt(refreshed.session!.access_token, server.settings.jwtSecret);
    expect(claims.aal).toBe('aal1');
    expect((claims.amr as { method: string }[]).map((e) => e.method)).toEqual(['password']);
    const { data: level } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
    const { data: user } = await client.auth.getUser();
    expect(user.user!.factors).toBeUndefined();
  });

  it('admin: lists and deletes a member’s factors (service role only)', async () => {
    const member = await memberWithFactor(server);
    const admin = serviceClient(server);
    const { data: listed, error } = await admin.auth.admin.mfa.listFactors({ userId: member.user.id });
    expect(error).toBeNull();
    expect(listed!.factors).toHaveLength(1);
    expect(listed!.factors[0]).toMatchObject({ id: member.factorId, status: 'verified', factor_type: 'totp' });
    const { data: adminUser } = await admin.auth.admin.getUserById(member.user.id);
    expect(adminUser.user!.factors).toHaveLength(1);

    const { error: notAdmin } = await member.client.auth.admin.mfa.listFactors({ userId: member.user.id });
    expect(notAdmin).toMatchObject({ status: 403, code: 'not_admin' });

    const { data: deleted, error: deleteError } = await admin.auth.admin.mfa.deleteFactor({ userId: member.user.id, id: member.factorId });
    expect(deleteError).toBeNull();
    // auth-js hands back the parsed body as it is ({ data: factor, error: null }).
    expect(deleted).toMatchObject({ data: { id: member.factorId, factor_type: 'totp' } });
    const { data: after } = await admin.auth.admin.mfa.listFactors({ userId: member.user.id });
    expect(after!.factors).toEqual([]);
    const again = await admin.auth.admin.mfa.deleteFactor({ userId: member.user.id, id: member.factorId });
    expect(again.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
  });

  it('the recovery-code factor endpoints still answer feature_disabled', async () => {
    const { client } = await signedInClient(server, 'recovery');
    const { data } = await client.auth.getSession();
    const res = await fetch(`${server.url}/auth/v1/factors/recovery-codes`, {
      method: 'POST',
      headers: { apikey: server.anonKey, authorization: `Bearer ${data.session!.access_token}`, 'x-supabase-api-version': '2024-01-01' },
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'feature_disabled' });
  });
});

describe('aal, amr and session_id for each way in', () => {
  let server: LocalSupabase;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  const lastOtp = async (email: string) => {
    const res = await fetch(`${server.url}/auth/v1/_local/outbox?email=${encodeURIComponent(email)}&limit=1`, {
      headers: { apikey: server.serviceRoleKey },
    });
    return ((await res.json()) as { messages: { otp: string }[] }).messages[0].otp;
  };

  it('password: aal1 [password]; e-mail code and recovery code: aal1 [otp]; refresh keeps the claims and session', async () => {
    const { client, email, password } = await signedInClient(server, 'claims');
    const c = (await signedInClient(server, 'scratch')).client;
    await c.auth.signInWithPassword({ email, password });
    const pw = await claimsOf(c, server);
    expect(pw).toMatchObject({ aal: 'aal1', amr: [{ method: 'password', timestamp: expect.any(Number) }] });

    await c.auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    await c.auth.verifyOtp({ email, token: await lastOtp(email), type: 'email' });
    const otp = await claimsOf(c, server);
    expect(otp).toMatchObject({ aal: 'aal1', amr: [{ method: 'otp' }] });
    expect(otp.session_id).not.toBe(pw.session_id);

    await client.auth.resetPasswordForEmail(email);
    await c.auth.verifyOtp({ email, token: await lastOtp(email), type: 'recovery' });
    const recovery = await claimsOf(c, server);
    expect(recovery).toMatchObject({ aal: 'aal1', amr: [{ method: 'otp' }] });

    const { data } = await c.auth.refreshSession();
    const refreshed = verifyJwt(data.session!.access_token, server.settings.jwtSecret);
    expect(refreshed).toMatchObject({ aal: 'aal1', amr: recovery.amr, session_id: recovery.session_id });
  });
});

describe('MFA verification rate limit', () => {
  let server: LocalSupabase;
  beforeAll(async () => {
    server = await startTestServer({ authRateLimits: { signInSignUps: 100, tokenVerifications: 4, tokenRefresh: 100, otp: 100 } });
  });
  afterAll(() => server.stop());

  it('challenges and codes share the verification bucket: the fifth in a burst is over_request_rate_limit', async () => {
    const { client } = await signedInClient(server, 'limited');
    const { data: enrolled } = await client.auth.mfa.enroll({ factorType: 'totp' });
    const { data: challenge } = await client.auth.mfa.challenge({ factorId: enrolled!.id });
    for (let i = 0; i < 3; i++) {
      const r = await client.auth.mfa.verify({ factorId: enrolled!.id, challengeId: challenge!.id, code: wrongCode(enrolled!.totp.secret) });
      expect(r.error).toMatchObject({ code: 'mfa_verification_failed' });
    }
    const limited = await client.auth.mfa.verify({ factorId: enrolled!.id, challengeId: challenge!.id, code: codeFor(enrolled!.totp.secret) });
    expect(limited.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });
});
