// Security: sign-in, sign-up, recovery and code requests are limited per client address, as hosted
// Supabase Auth limits them, and answer 429 over_request_rate_limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../src/index.ts';
import { startTestServer } from './helpers.ts';

let server: LocalSupabase;
beforeAll(async () => {
  // The hosted defaults (the test helpers raise them), except sign-in lowered to keep the test short.
  server = await startTestServer({
    authRateLimits: { signInSignUps: 5, tokenVerifications: 30, tokenRefresh: 150, otp: 3 },
    clientAddressHeader: 'X-Forwarded-For',
  });
});
afterAll(async () => {
  await server?.stop();
});

const post = (path: string, body: unknown, forwardedFor: string) =>
  fetch(`${server.url}/auth/v1${path}`, {
    method: 'POST',
    headers: { apikey: server.anonKey, 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify(body),
  });

async function statuses(n: number, send: () => Promise<Response>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const res = await send();
    out.push(res.status);
    await res.body?.cancel();
  }
  return out;
}

describe('auth rate limits', () => {
  it('password guesses beyond the limit get 429 over_request_rate_limit, per client address', async () => {
    const guess = (from: string) => () => post('/token?grant_type=password', { email: 'maya@example.com', password: 'guess' }, from);
    expect(await statuses(5, guess('203.0.113.7'))).toEqual([400, 400, 400, 400, 400]);
    const limited = await post('/token?grant_type=password', { email: 'maya@example.com', password: 'guess' }, '203.0.113.7');
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ error_code: 'over_request_rate_limit' });
    // Sign-ups share the bucket; another address has its own.
    expect((await post('/signup', { email: 'new@example.com', password: 'Passw0rd!long' }, '203.0.113.7')).status).toBe(429);
    expect(await statuses(1, guess('198.51.100.2'))).toEqual([400]);
  });

  it('recovery and code requests have their own limit', async () => {
    const recover = () => post('/recover', { email: 'nobody@example.com' }, '192.0.2.44');
    const sent = await statuses(4, recover);
    expect(sent.slice(0, 3).every((s) => s < 400)).toBe(true);
    expect(sent[3]).toBe(429);
    expect((await post('/otp', { email: 'nobody@example.com' }, '192.0.2.44')).status).toBe(429);
  });
});

describe('the limits by default', () => {
  it('are hosted Supabase Auth’s (per 5 minutes), and a forwarded address counts only when its header is set', async () => {
    const { resolveSettings } = await import('../src/config.ts');
    const settings = resolveSettings({});
    expect(settings.authRateLimits).toEqual({ signInSignUps: 30, tokenVerifications: 30, tokenRefresh: 150, otp: 30 });
    expect(settings.clientAddressHeader).toBeUndefined();
  });
});
