import { describe, expect, it } from 'vitest';
import { availableParallelism } from 'node:os';
import { DEFAULT_BUSY_WAIT_MS, DEMO_JWT_SECRET, resolveSettings, settingsFromEnv } from '../src/config.ts';
import { bearerFor, resolveAuth } from '../src/http/keys.ts';
import { signJwt, verifyJwt } from '../src/jwt.ts';

describe('settings', () => {
  it('defaults to the CLI port, demo keys and an on-disk PGlite', () => {
    const s = resolveSettings();
    expect(s.port).toBe(54321);
    expect(s.host).toBe('127.0.0.1');
    expect(s.jwtSecret).toBe(DEMO_JWT_SECRET);
    expect(s.db).toMatch(/\.data[/\\]local-supabase$/);
  });

  it('reads PORT, LOCAL_SUPABASE_DB and DATABASE_URL from the environment', () => {
    const s = resolveSettings(settingsFromEnv({ PORT: '5555', LOCAL_SUPABASE_DB: 'memory', DATABASE_URL: 'postgres://x' }));
    expect(s).toMatchObject({ port: 5555, db: 'memory', databaseUrl: 'postgres://x' });
  });

  it('refuses a non-loopback address with the demo secret', () => {
    expect(() => resolveSettings({ host: '0.0.0.0' })).toThrow(/demo JWT secret/);
    expect(() =>
      resolveSettings({ host: '0.0.0.0', jwtSecret: 'x'.repeat(40), anonKey: 'a', serviceRoleKey: 's' }),
    ).not.toThrow();
    expect(() => resolveSettings({ host: '127.0.0.5' })).not.toThrow();
  });

  it('rejects an invalid port or function time limit', () => {
    expect(() => resolveSettings({ port: 70000 })).toThrow(/Invalid PORT/);
    expect(() => resolveSettings(settingsFromEnv({ FUNCTION_TIMEOUT_MS: 'soon' }))).toThrow(/Invalid FUNCTION_TIMEOUT_MS/);
    expect(resolveSettings(settingsFromEnv({ FUNCTION_TIMEOUT_MS: '2000' })).functionTimeoutMs).toBe(2000);
  });

  it('reads the busy wait for PostgreSQL, off on one core, and refuses a value outside 0-10 ms', () => {
    expect(resolveSettings().databaseBusyWaitMs).toBe(availableParallelism() > 1 ? DEFAULT_BUSY_WAIT_MS : 0);
    expect(resolveSettings(settingsFromEnv({ DATABASE_BUSY_WAIT_MS: '0' })).databaseBusyWaitMs).toBe(0);
    expect(resolveSettings(settingsFromEnv({ DATABASE_BUSY_WAIT_MS: '1.5' })).databaseBusyWaitMs).toBe(1.5);
    expect(() => resolveSettings(settingsFromEnv({ DATABASE_BUSY_WAIT_MS: 'fast' }))).toThrow(/Invalid DATABASE_BUSY_WAIT_MS/);
    expect(() => resolveSettings({ databaseBusyWaitMs: 50 })).toThrow(/Invalid DATABASE_BUSY_WAIT_MS/);
  });
});

describe('JWT', () => {
  const secret = 'a-secret-that-is-long-enough-for-hs256-tokens';
  const now = 1_700_000_000;

  it('round-trips claims', () => {
    const token = signJwt({ sub: 'u1', role: 'authenticated', exp: now + 60 }, secret);
    expect(verifyJwt(token, secret, now)).toMatchObject({ sub: 'u1', role: 'authenticated' });
  });

  it('rejects a wrong signature, a malformed token, an expired token and another algorithm', () => {
    const token = signJwt({ role: 'anon', exp: now + 60 }, secret);
    expect(() => verifyJwt(token, 'another-secret-another-secret-another', now)).toThrow(/signature/);
    expect(() => verifyJwt('abc.def', secret, now)).toThrow(/malformed/);
    expect(() => verifyJwt('a.b.c', secret, now)).toThrow(/malformed/);
    expect(() => verifyJwt(token, secret, now + 200)).toThrow(/expired/);
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"role":"service_role"}').toString('base64url')}.`;
    expect(() => verifyJwt(none, secret, now)).toThrow(/not supported/);
  });

  it('allows 30 seconds of clock skew', () => {
    const token = signJwt({ role: 'anon', exp: now }, secret);
    expect(() => verifyJwt(token, secret, now + 29)).not.toThrow();
    expect(() => verifyJwt(token, secret, now + 30)).toThrow(/expired/);
  });
});

describe('gateway key translation', () => {
  const s = resolveSettings();

  it('passes a user token through and maps keys to their JWTs', () => {
    expect(bearerFor('Bearer user.jwt.token', s.anonKey, s)).toBe('user.jwt.token');
    expect(bearerFor(undefined, s.publishableKey!, s)).toBe(s.anonKey);
    expect(bearerFor(undefined, s.secretKey!, s)).toBe(s.serviceRoleKey);
    expect(bearerFor(`Bearer ${s.publishableKey}`, undefined, s)).toBe(s.anonKey);
    expect(bearerFor(undefined, undefined, s)).toBeNull();
  });

  it('resolves roles and refuses roles outside anon, authenticated and service_role', () => {
    expect(resolveAuth(s.anonKey, s).role).toBe('anon');
    expect(resolveAuth(s.serviceRoleKey, s).role).toBe('service_role');
    expect(resolveAuth(null, s)).toMatchObject({ role: 'anon', error: null });
    const postgres = signJwt({ role: 'postgres', exp: Math.floor(Date.now() / 1000) + 60 }, s.jwtSecret);
    expect(resolveAuth(postgres, s)).toMatchObject({ role: 'anon', claims: null, error: { reason: 'role' } });
    expect(resolveAuth('garbage', s).error?.reason).toBe('malformed');
  });
});
