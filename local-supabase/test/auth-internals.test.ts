// Auth internals that the contract tests cannot reach from outside: bcrypt off the event loop, the outbox's
// key rule, redirect and duration parsing.
import bcrypt from 'bcryptjs';
import type { IncomingMessage } from 'node:http';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { createAuthService } from '../src/auth/index.ts';
import { safeRedirect } from '../src/auth/mailer.ts';
import { BCRYPT_COST, PasswordHasher } from '../src/auth/passwords.ts';
import { parseGoDuration } from '../src/auth/validation.ts';
import { resolveAuth } from '../src/http/keys.ts';
import type { ApiRequest } from '../src/http/request.ts';
import type { LocalSupabase } from '../src/index.ts';
import { startTestServer } from './helpers.ts';

interface LoopReport {
  /** Longest gap between ticks of a 5 ms timer: how long the event loop was blocked at most. */
  maxGap: number;
  ticks: number;
  elapsed: number;
  /** Time the event loop spent running JavaScript (not waiting), from eventLoopUtilization. */
  active: number;
}

async function watchLoop(fn: () => Promise<unknown>): Promise<LoopReport> {
  let last = performance.now();
  let maxGap = 0;
  let ticks = 0;
  const timer = setInterval(() => {
    const t = performance.now();
    maxGap = Math.max(maxGap, t - last);
    last = t;
    ticks++;
  }, 5);
  const elu = performance.eventLoopUtilization();
  const started = performance.now();
  await fn();
  const elapsed = performance.now() - started;
  const { active } = performance.eventLoopUtilization(elu);
  clearInterval(timer);
  maxGap = Math.max(maxGap, performance.now() - last);
  return { maxGap, ticks, elapsed, active };
}

/** How long one bcrypt hash at cost 10 takes on this thread right now (the machine may be busy): the mean of two. */
function hashCost(): number {
  const t = performance.now();
  bcrypt.hashSync('calibration', 10);
  bcrypt.hashSync('calibration', 10);
  return (performance.now() - t) / 2;
}

describe('password hashing', () => {
  it('the measurement works: bcrypt on the main thread blocks the loop for a whole hash', async () => {
    const h = hashCost();
    const report = await watchLoop(async () => {
      await new Promise((r) => setTimeout(r, 20));
      bcrypt.hashSync('password123', 10);
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(report.maxGap).toBeGreaterThan(h / 2);
  });

  it('hashes in worker threads: the timer keeps firing while several hashes run', async () => {
    const hasher = new PasswordHasher(BCRYPT_COST, 2);
    try {
      const h = hashCost();
      const report = await watchLoop(async () => {
        const hashes = await Promise.all(Array.from({ length: 6 }, (_, i) => hasher.hash(`password-${i}`)));
        const checks = await Promise.all(hashes.flatMap((hash, i) => [hasher.verify(`password-${i}`, hash), hasher.verify('wrong', hash)]));
        expect(checks).toEqual(hashes.flatMap(() => [true, false]));
        for (const hash of hashes) expect(hash).toMatch(/^\$2b\$10\$/);
      });
      // Eighteen bcrypt operations ran (~18 hashes' worth of CPU); on the main thread the loop would have been
      // busy for all of them. Here it kept ticking and was busy for a small fraction. (No assertion on the
      // longest gap: on a loaded machine the OS alone can delay a timer by more than a hash.)
      expect(report.ticks).toBeGreaterThan(10);
      expect(report.active).toBeLessThan(6 * h);
    } finally {
      await hasher.close();
    }
  });

  it('verifies $2a$, $2b$ and $2y$ hashes and refuses anything else without a worker', async () => {
    const hasher = new PasswordHasher(BCRYPT_COST, 1);
    try {
      const b = bcrypt.hashSync('secret-pw', 4);
      const a = b.replace(/^\$2b\$/, '$2a$');
      expect(await hasher.verify('secret-pw', a)).toBe(true);
      expect(await hasher.verify('secret-pw', b)).toBe(true);
      expect(await hasher.verify('secret-pw', b.replace(/^\$2b\$/, '$2y$'))).toBe(true);
      expect(await hasher.verify('other-pw', a)).toBe(false);
      for (const bad of ['', null, undefined, 'plaintext', '$argon2id$v=19$m=65536,t=3,p=4$abc$def']) {
        expect(await hasher.verify('secret-pw', bad)).toBe(false);
      }
    } finally {
      await hasher.close();
    }
  });
});

describe('the running server', () => {
  let server: LocalSupabase;
  beforeAll(async () => {
    // GoTrue's cost: what this block measures is the price of real hashes (other suites hash at cost 4).
    server = await startTestServer({ passwordHashCost: BCRYPT_COST });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('keeps serving while sign-ups and sign-ins hash passwords', async () => {
    const post = (path: string, body: unknown) =>
      fetch(`${server.url}/auth/v1${path}`, {
        method: 'POST',
        headers: { apikey: server.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const emails = Array.from({ length: 4 }, (_, i) => `loop.${process.pid}.${i}@example.com`);
    const h = hashCost();
    const report = await watchLoop(async () => {
      const signups = await Promise.all(emails.map((email) => post('/signup', { email, password: 'password123' })));
      expect(signups.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      const signins = await Promise.all(emails.map((email) => post('/token?grant_type=password', { email, password: 'password123' })));
      expect(signins.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    });
    // Eight bcrypt operations on the main thread would keep the loop busy for eight hashes; the database and
    // HTTP work that does run here costs a fraction of that. Six hashes leaves room for a machine whose other
    // core runs another suite (CI measured 4.2 hashes once) and still tells the two apart.
    expect(report.ticks).toBeGreaterThan(10);
    expect(report.active).toBeLessThan(6 * h);
    // GoTrue's cost (auth-signup.test.ts checks that test servers store bcrypt's lowest).
    const { rows } = await server.db.query<{ hash: string }>('select encrypted_password as hash from auth.users where email = $1', [emails[0]]);
    expect(rows[0]!.hash).toMatch(/^\$2[ab]\$10\$/);
  });

  it('the outbox answers only the service role, from this machine or any other', async () => {
    const app: App = { settings: server.settings, db: server.db, url: () => server.url, log: () => {} };
    const auth = createAuthService(app);
    const request = (remoteAddress: string, token: string | null): ApiRequest => {
      const url = new URL('http://127.0.0.1/auth/v1/_local/outbox');
      return {
        method: 'GET',
        path: '/_local/outbox',
        search: url.search,
        url,
        headers: token ? { authorization: `Bearer ${token}` } : {},
        auth: resolveAuth(token, server.settings),
        body: async () => Buffer.alloc(0),
        raw: { socket: { remoteAddress } } as unknown as IncomingMessage,
      };
    };
    try {
      expect((await auth.handle(request('10.0.0.7', null))).status).toBe(401);
      expect((await auth.handle(request('10.0.0.7', server.anonKey))).status).toBe(403);
      expect((await auth.handle(request('10.0.0.7', server.serviceRoleKey))).status).toBe(200);
      // A loopback caller may be a reverse proxy's visitor: no key, no outbox.
      expect((await auth.handle(request('::ffff:127.0.0.1', null))).status).toBe(401);
      expect((await auth.handle(request('::1', server.anonKey))).status).toBe(403);
      expect((await auth.handle(request('::1', server.serviceRoleKey))).status).toBe(200);
    } finally {
      await auth.close?.();
    }
  });
});

describe('parsing', () => {
  it('redirects stay on the site or on loopback, as GoTrue allows', () => {
    const site = 'http://localhost:3000';
    expect(safeRedirect('http://localhost:3000/welcome', site)).toBe('http://localhost:3000/welcome');
    expect(safeRedirect('http://localhost:5173/x', site)).toBe('http://localhost:5173/x');
    expect(safeRedirect('http://127.0.0.1:4000/cb', site)).toBe('http://127.0.0.1:4000/cb');
    expect(safeRedirect('https://evil.example/', site)).toBe(site);
    expect(safeRedirect('javascript:alert(1)', site)).toBe(site);
    expect(safeRedirect('not a url', site)).toBe(site);
    expect(safeRedirect(undefined, site)).toBe(site);
    expect(safeRedirect('https://app.example/x', 'https://app.example')).toBe('https://app.example/x');
    expect(safeRedirect('https://app.example:8443/x', 'https://app.example')).toBe('https://app.example');
  });

  it('ban durations are Go durations', () => {
    expect(parseGoDuration('24h')).toBe(24 * 3600_000);
    expect(parseGoDuration('1h30m')).toBe(90 * 60_000);
    expect(parseGoDuration('1.5s')).toBe(1500);
    expect(parseGoDuration('0')).toBe(0);
    for (const bad of ['', 'forever', '10', '1d', 'h1']) expect(() => parseGoDuration(bad), bad).toThrow();
  });
});
