import { createHash, randomBytes, randomInt } from 'node:crypto';
import { signJwt, type Claims } from '../jwt.ts';
import type { UserRecord } from './users.ts';

/** An opaque refresh token: 128 random bits, URL-safe. */
export function newRefreshToken(): string {
  return randomBytes(16).toString('base64url');
}

/** A six-digit one-time code, as in Supabase Auth's emails. */
export function newOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** GoTrue's token hash: hex SHA-224 of the address followed by the code; the hash is what links carry. */
export function tokenHash(emailOrPhone: string, otp: string): string {
  return createHash('sha224').update(emailOrPhone + otp).digest('hex');
}

export interface AmrEntry {
  method: string;
  timestamp: number;
}

export interface AccessTokenInput {
  issuer: string;
  secret: string;
  expirySeconds: number;
  user: UserRecord;
  sessionId: string;
  amr: AmrEntry[];
  /** 'aal2' once the session verified a second factor. */
  aal: 'aal1' | 'aal2';
  now?: number;
}

/** The access token with the claims (and claim order) of GoTrue's GenerateAccessToken. */
export function signAccessToken(input: AccessTokenInput): { token: string; expiresAt: number; claims: Claims } {
  const iat = input.now ?? Math.floor(Date.now() / 1000);
  const exp = iat + input.expirySeconds;
  const u = input.user;
  const claims: Claims = {
    iss: input.issuer,
    sub: u.id,
    aud: u.aud || 'authenticated',
    exp,
    iat,
    email: u.email,
    phone: u.phone,
    app_metadata: u.app_metadata,
    user_metadata: u.user_metadata,
    role: u.role,
    aal: input.aal,
    amr: input.amr,
    session_id: input.sessionId,
    is_anonymous: u.is_anonymous,
  };
  return { token: signJwt(claims, input.secret), expiresAt: exp, claims };
}
