import { createHmac, timingSafeEqual } from 'node:crypto';

export type Claims = Record<string, unknown> & {
  role?: string;
  sub?: string;
  exp?: number;
  iat?: number;
  nbf?: number;
};

const b64url = (buf: Buffer | string) => Buffer.from(buf).toString('base64url');

export function signJwt(claims: Claims, secret: string): string {
  const header = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = b64url(JSON.stringify(claims));
  const sig = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${sig}`;
}

export class JwtError extends Error {
  constructor(
    message: string,
    readonly reason: 'malformed' | 'signature' | 'expired' | 'not_yet_valid' | 'algorithm',
  ) {
    super(message);
  }
}

const SKEW_SECONDS = 30;

/**
 * Tokens whose signature has been checked, by secret then by token (the signature is part of the token, so
 * a changed byte is a different key): a member's client sends the same token with every request until it
 * refreshes it, and the HMAC and two JSON parses were paid each time. The time claims are checked at each
 * use, so a cached token still expires. Bounded; the oldest entries go first.
 */
const verified = new Map<string, Map<string, VerifiedToken>>();
const VERIFIED_MAX = 5000;

/** A verified token's claims, and their JSON as the database is given them with every request (`request.jwt.claims`). */
export interface VerifiedToken {
  claims: Claims;
  json: string;
}

/** Verifies an HS256 token and its time claims (30 s skew, as PostgREST). Returns a fresh claims object. */
export function verifyJwt(token: string, secret: string, nowSeconds = Math.floor(Date.now() / 1000)): Claims {
  return { ...verifyJwtOnce(token, secret, nowSeconds).claims };
}

/**
 * verifyJwt, with the claims' JSON made once per token rather than on every request. The entry is the cache's
 * own: it must not be changed.
 */
export function verifyJwtOnce(token: string, secret: string, nowSeconds = Math.floor(Date.now() / 1000)): Readonly<VerifiedToken> {
  let bySecret = verified.get(secret);
  if (!bySecret) verified.set(secret, (bySecret = new Map()));
  let entry = bySecret.get(token);
  if (!entry) {
    const claims = verifySignature(token, secret);
    entry = { claims, json: JSON.stringify(claims) };
    bySecret.set(token, entry);
    if (bySecret.size > VERIFIED_MAX) bySecret.delete(bySecret.keys().next().value!);
  }
  checkTimes(entry.claims, nowSeconds);
  return entry;
}

function verifySignature(token: string, secret: string): Claims {
  const parts = token.split('.');
  if (parts.length !== 3) throw new JwtError('token is malformed', 'malformed');
  let header: { alg?: string };
  let claims: Claims;
  try {
    header = JSON.parse(Buffer.from(parts[0], 'base64url').toString('utf8'));
    claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
  } catch {
    throw new JwtError('token is malformed', 'malformed');
  }
  if (!header || typeof header !== 'object' || !claims || typeof claims !== 'object' || Array.isArray(claims)) {
    throw new JwtError('token is malformed', 'malformed');
  }
  if (header.alg !== 'HS256') throw new JwtError('signing method is not supported', 'algorithm');
  const expected = createHmac('sha256', secret).update(`${parts[0]}.${parts[1]}`).digest();
  const given = Buffer.from(parts[2], 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new JwtError('signature is invalid', 'signature');
  }
  return claims;
}

function checkTimes(claims: Claims, nowSeconds: number) {
  if (typeof claims.exp === 'number' && nowSeconds - SKEW_SECONDS >= claims.exp) {
    throw new JwtError('token has expired', 'expired');
  }
  if (typeof claims.nbf === 'number' && nowSeconds + SKEW_SECONDS < claims.nbf) {
    throw new JwtError('token is not valid yet', 'not_yet_valid');
  }
  if (typeof claims.iat === 'number' && nowSeconds + SKEW_SECONDS < claims.iat) {
    throw new JwtError('token is not valid yet', 'not_yet_valid');
  }
}
