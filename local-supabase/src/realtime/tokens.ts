import type { Settings } from '../config.ts';
import { bearerFor } from '../http/keys.ts';
import type { AuthInfo } from '../http/request.ts';
import { JwtError, verifyJwt, type Claims } from '../jwt.ts';

const ROLES = new Set(['anon', 'authenticated', 'service_role']);

export type TokenCheck =
  | { ok: true; token: string; auth: AuthInfo; exp: number }
  /** `code` is Realtime's error code (InvalidJWTToken, MalformedJWT, …); `message` its text. */
  | { ok: false; code: string; message: string };

function unverifiedExp(token: string): number | undefined {
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Claims;
    return typeof claims.exp === 'number' ? claims.exp : undefined;
  } catch {
    return undefined;
  }
}

function expired(exp: number, now: number): TokenCheck {
  return { ok: false, code: 'InvalidJWTToken', message: `Token has expired ${Math.max(0, now - exp)} seconds ago` };
}

/**
 * Verifies a token as Realtime does: the signature, then `role` and `exp` must be present and `exp` in the
 * future (no clock skew). `sb_` keys are translated the way the gateway translates them.
 */
export function checkToken(raw: string, settings: Settings, now = Math.floor(Date.now() / 1000)): TokenCheck {
  const token = bearerFor(`Bearer ${raw}`, undefined, settings) ?? raw;
  let claims: Claims;
  try {
    claims = verifyJwt(token, settings.jwtSecret, now);
  } catch (e) {
    const reason = e instanceof JwtError ? e.reason : 'malformed';
    if (reason === 'expired') return expired(unverifiedExp(token) ?? now, now);
    if (reason === 'signature') return { ok: false, code: 'JwtSignatureError', message: 'Failed to validate JWT signature' };
    if (reason === 'not_yet_valid') return { ok: false, code: 'InvalidJWTToken', message: 'Token is not valid yet' };
    return { ok: false, code: 'MalformedJWT', message: 'The token provided is not a valid JWT' };
  }
  if (typeof claims.role !== 'string' || typeof claims.exp !== 'number') {
    return { ok: false, code: 'InvalidJWTToken', message: 'Fields `role` and `exp` are required in JWT' };
  }
  if (claims.exp <= now) return expired(claims.exp, now);
  if (!ROLES.has(claims.role)) {
    return { ok: false, code: 'Unauthorized', message: `Role "${claims.role}" is not allowed` };
  }
  return {
    ok: true,
    token,
    exp: claims.exp,
    auth: { token, claims, error: null, role: claims.role as AuthInfo['role'] },
  };
}
