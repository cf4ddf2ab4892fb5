import type { AuthRateLimits, Settings } from '../config.ts';
import type { ApiRequest } from '../http/request.ts';
import { AuthError } from './errors.ts';

const WINDOW_MS = 5 * 60 * 1000;
/** Buckets kept before full (idle) ones are forgotten. */
const MAX_TRACKED = 10_000;

/** Which limit a request counts against, as hosted Supabase Auth groups its endpoints; null: not limited. */
export function limitFor(req: ApiRequest): keyof AuthRateLimits | null {
  const path = req.path.replace(/\/+$/, '');
  if (req.method === 'POST' && path === '/signup') return 'signInSignUps';
  if (req.method === 'POST' && path === '/token') {
    const grant = req.url.searchParams.get('grant_type');
    if (grant === 'password') return 'signInSignUps';
    if (grant === 'refresh_token') return 'tokenRefresh';
    return 'tokenVerifications';
  }
  if (path === '/verify') return 'tokenVerifications';
  // Second-factor challenges and codes share the verification bucket (hosted keeps a separate MFA limit).
  if (req.method === 'POST' && /^\/factors\/[^/]+\/(challenge|verify)$/.test(path)) return 'tokenVerifications';
  if (req.method === 'POST' && ['/recover', '/otp', '/magiclink', '/resend'].includes(path)) return 'otp';
  if (req.method === 'GET' && path === '/reauthenticate') return 'otp';
  return null;
}

/** The caller's address: the socket's, or the first entry of the header a trusted reverse proxy sets. */
export function clientAddress(req: ApiRequest, settings: Settings): string {
  const header = settings.clientAddressHeader ? req.headers[settings.clientAddressHeader] : undefined;
  const forwarded = header?.split(',')[0]?.trim();
  return forwarded || req.raw.socket.remoteAddress || 'unknown';
}

/**
 * Token buckets per limit and client address, as Supabase Auth does: a full bucket holds one window's
 * requests (bursts are allowed), and it refills at that many per 5 minutes.
 */
export class AuthRateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly settings: Settings,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes one request from the caller's bucket; 429 over_request_rate_limit when it is empty. */
  check(req: ApiRequest): void {
    const limit = limitFor(req);
    if (!limit) return;
    const capacity = this.settings.authRateLimits[limit];
    const key = `${limit} ${clientAddress(req, this.settings)}`;
    const now = this.now();
    const bucket = this.buckets.get(key) ?? { tokens: capacity, at: now };
    bucket.tokens = Math.min(capacity, bucket.tokens + ((now - bucket.at) * capacity) / WINDOW_MS);
    bucket.at = now;
    if (bucket.tokens < 1) {
      this.buckets.set(key, bucket);
      throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
    }
    bucket.tokens -= 1;
    this.buckets.set(key, bucket);
    if (this.buckets.size > MAX_TRACKED) this.forgetIdle(now);
  }

  private forgetIdle(now: number): void {
    for (const [key, bucket] of this.buckets) {
      const capacity = this.settings.authRateLimits[key.split(' ')[0] as keyof AuthRateLimits];
      if (bucket.tokens + ((now - bucket.at) * capacity) / WINDOW_MS >= capacity) this.buckets.delete(key);
    }
  }
}

/** Reauthentication guesses a member may make in 5 minutes, whatever address they come from. */
export const GUESSES_PER_MEMBER = 10;

/**
 * Guesses of a code checked inside a route, where the code's owner is known: token buckets per member
 * (GUESSES_PER_MEMBER) and per client address (the verification limit), as the request limits above.
 */
export class GuessLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly settings: Settings,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes one guess from the member's and the address's buckets; 429 over_request_rate_limit when either is empty. */
  take(req: ApiRequest, memberId: string): void {
    const now = this.now();
    const keys: [string, number][] = [
      [`member ${memberId}`, GUESSES_PER_MEMBER],
      [`address ${clientAddress(req, this.settings)}`, this.settings.authRateLimits.tokenVerifications],
    ];
    const buckets = keys.map(([key, capacity]) => {
      const bucket = this.buckets.get(key) ?? { tokens: capacity, at: now };
      bucket.tokens = Math.min(capacity, bucket.tokens + ((now - bucket.at) * capacity) / WINDOW_MS);
      bucket.at = now;
      this.buckets.set(key, bucket);
      return bucket;
    });
    if (buckets.some((b) => b.tokens < 1)) throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
    for (const b of buckets) b.tokens -= 1;
    if (this.buckets.size > MAX_TRACKED) {
      for (const [key, bucket] of this.buckets) if (now - bucket.at > WINDOW_MS) this.buckets.delete(key);
    }
  }
}
