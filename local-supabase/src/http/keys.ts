import type { Settings } from '../config.ts';
import { type JwtError, verifyJwtOnce } from '../jwt.ts';
import type { AuthInfo } from './request.ts';

const ROLES = new Set(['anon', 'authenticated', 'service_role']);

/**
 * The CLI gateway's key translation: a non-`sb_` Authorization passes through; otherwise the apikey (header
 * or ?apikey=) picks the service-role or anon JWT for the new-format and legacy keys; no key at all is anon.
 */
export function bearerFor(authorization: string | undefined, apikey: string | undefined, s: Settings): string | null {
  if (authorization && !/^bearer\s+sb_/i.test(authorization)) {
    const m = /^bearer\s+(.+)$/i.exec(authorization.trim());
    return m ? m[1].trim() : authorization.trim();
  }
  const key = apikey ?? (authorization ? authorization.replace(/^bearer\s+/i, '').trim() : undefined);
  if (!key) return null;
  // Only the keys in force: with a private JWT secret the demo sb_ keys are null unless set explicitly.
  if ((s.secretKey !== null && key === s.secretKey) || key === s.serviceRoleKey) return s.serviceRoleKey;
  if ((s.publishableKey !== null && key === s.publishableKey) || key === s.anonKey) return s.anonKey;
  return key;
}

export function resolveAuth(token: string | null, s: Settings): AuthInfo {
  if (!token) return { token: null, claims: null, error: null, role: 'anon' };
  try {
    const verified = verifyJwtOnce(token, s.jwtSecret);
    const role = typeof verified.claims.role === 'string' ? verified.claims.role : 'anon';
    if (!ROLES.has(role)) {
      return { token, claims: null, error: { reason: 'role', message: `role "${role}" is not allowed` }, role: 'anon' };
    }
    return { token, claims: { ...verified.claims }, claimsJson: verified.json, error: null, role: role as AuthInfo['role'] };
  } catch (e) {
    const err = e as JwtError;
    return { token, claims: null, error: { reason: err.reason ?? 'malformed', message: err.message }, role: 'anon' };
  }
}
