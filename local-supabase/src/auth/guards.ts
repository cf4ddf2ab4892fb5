import type { Queryable } from '../db/types.ts';
import type { ApiRequest } from '../http/request.ts';
import { JwtError, verifyJwt, type Claims } from '../jwt.ts';
import { AuthError, badRequest, forbidden } from './errors.ts';
import { sessionExists } from './sessions.ts';
import { findUserById, UUID_RE, type UserRecord } from './users.ts';

const ADMIN_ROLES = new Set(['service_role', 'supabase_admin']);
const NIL_UUID = '00000000-0000-0000-0000-000000000000';

/**
 * The bearer token after the gateway's apikey translation; 401 no_authorization when there is none or the
 * Authorization header is not a Bearer token.
 */
function bearerToken(req: ApiRequest): string {
  const header = req.headers.authorization;
  if (header !== undefined && !/^bearer \S+$/i.test(header.trim())) {
    throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  }
  if (!req.auth.token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  return req.auth.token;
}

/** Verifies the bearer JWT with the project's secret (any role, unlike the data APIs). */
export function requireClaims(req: ApiRequest, secret: string): Claims {
  const token = bearerToken(req);
  try {
    return verifyJwt(token, secret);
  } catch (e) {
    if (e instanceof JwtError) throw forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${e.message}`);
    throw e;
  }
}

export interface Caller {
  claims: Claims;
  user: UserRecord;
  /** The session named by the token's session_id claim, when it has one. */
  sessionId: string | null;
}

/** GoTrue's requireAuthentication: a valid user JWT whose user and session still exist. */
export async function requireUser(q: Queryable, req: ApiRequest, secret: string): Promise<Caller> {
  const claims = requireClaims(req, secret);
  const sub = typeof claims.sub === 'string' ? claims.sub : '';
  if (!sub) throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  if (!UUID_RE.test(sub)) throw badRequest('bad_jwt', 'invalid claim: sub claim must be a UUID');
  const user = await findUserById(q, sub);
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');

  let sessionId: string | null = null;
  const sid = claims.session_id;
  if (typeof sid === 'string' && sid !== '' && sid !== NIL_UUID) {
    if (!UUID_RE.test(sid)) throw forbidden('bad_jwt', 'invalid claim: session_id claim must be a UUID');
    if (!(await sessionExists(q, sid))) {
      throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
    }
    sessionId = sid;
  }
  if (user.banned) throw forbidden('user_banned', 'User is banned');
  return { claims, user, sessionId };
}

/** The admin API takes only tokens whose role is service_role (or supabase_admin). */
export function requireAdmin(req: ApiRequest, secret: string): Claims {
  const claims = requireClaims(req, secret);
  if (typeof claims.role !== 'string' || !ADMIN_ROLES.has(claims.role)) {
    throw forbidden('not_admin', 'User not allowed');
  }
  return claims;
}
