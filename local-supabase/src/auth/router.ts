import type { RouteHandler } from './context.ts';
import { AuthError, notImplemented } from './errors.ts';
import { adminGenerateLink, invite } from './routes/admin-links.ts';
import { adminDeleteFactor, adminListFactors, adminUpdateFactor } from './routes/admin-factors.ts';
import { adminCreateUser, adminDeleteUser, adminGetUser, adminListUsers, adminUpdateUser } from './routes/admin.ts';
import { health, jwks, settings } from './routes/info.ts';
import { logout } from './routes/logout.ts';
import { magicLink, otp } from './routes/otp.ts';
import { outbox } from './routes/outbox.ts';
import { reauthenticate } from './routes/reauthenticate.ts';
import { recover, resend } from './routes/recover.ts';
import { signup } from './routes/signup.ts';
import { token } from './routes/token.ts';
import { challengeFactor, enrollFactor, unenrollFactor, verifyFactor } from './routes/factors.ts';
import { getUser, updateUser } from './routes/user.ts';
import { verify } from './routes/verify.ts';

type Route = [method: string, pattern: string, handler: RouteHandler];

/** The Auth endpoints local-supabase implements. `:id` matches one path segment. */
const ROUTES: Route[] = [
  ['GET', '/health', health],
  ['GET', '/settings', settings],
  ['GET', '/.well-known/jwks.json', jwks],
  ['POST', '/signup', signup],
  ['POST', '/token', token],
  ['GET', '/verify', verify],
  ['POST', '/verify', verify],
  ['POST', '/recover', recover],
  ['POST', '/otp', otp],
  ['POST', '/magiclink', magicLink],
  ['POST', '/resend', resend],
  ['GET', '/user', getUser],
  ['PUT', '/user', updateUser],
  ['POST', '/logout', logout],
  ['GET', '/reauthenticate', reauthenticate],
  ['GET', '/admin/users', adminListUsers],
  ['POST', '/admin/users', adminCreateUser],
  ['GET', '/admin/users/:id', adminGetUser],
  ['PUT', '/admin/users/:id', adminUpdateUser],
  ['DELETE', '/admin/users/:id', adminDeleteUser],
  ['POST', '/admin/generate_link', adminGenerateLink],
  ['POST', '/invite', invite],
  ['GET', '/admin/users/:id/factors', adminListFactors],
  ['PUT', '/admin/users/:id/factors/:id', adminUpdateFactor],
  ['DELETE', '/admin/users/:id/factors/:id', adminDeleteFactor],
  ['POST', '/factors', enrollFactor],
  ['POST', '/factors/:id/challenge', challengeFactor],
  ['POST', '/factors/:id/verify', verifyFactor],
  ['DELETE', '/factors/:id', unenrollFactor],
  ['GET', '/_local/outbox', outbox],
];

const NOT_IMPLEMENTED_FIRST: [prefix: string, what: string][] = [
  ['/factors/recovery-codes', 'MFA recovery codes'],
  ['/factors/recovery_codes', 'MFA recovery codes'],
];

/** Supabase Auth endpoints that exist on hosted Supabase but not here: a clear 4xx instead of a bare 404. */
const NOT_IMPLEMENTED: [prefix: string, what: string][] = [
  ['/user/identities', 'Identity linking'],
  ['/user/oauth', 'The OAuth 2.1 server'],
  ['/passkeys', 'Passkeys'],
  ['/admin/users/:id/passkeys', 'Passkeys'],
  ['/sso', 'Single sign-on (SAML)'],
  ['/admin/sso', 'Single sign-on (SAML)'],
  ['/authorize', 'Sign-in with OAuth providers'],
  ['/callback', 'Sign-in with OAuth providers'],
  ['/admin/audit', 'The audit log'],
  ['/admin/oauth', 'The OAuth 2.1 server'],
  ['/oauth', 'The OAuth 2.1 server'],
  ['/admin/custom-providers', 'Custom OAuth providers'],
  ['/.well-known/openid-configuration', 'OpenID Connect discovery'],
  ['/.well-known/oauth-authorization-server', 'OpenID Connect discovery'],
];

const segments = (path: string) => path.split('/').filter((s, i) => i > 0 || s !== '');

/** Params when `path` matches `pattern` exactly (or, with `prefix`, starts with it). */
function match(pattern: string, path: string[], prefix = false): string[] | null {
  const want = segments(pattern);
  if (prefix ? path.length < want.length : path.length !== want.length) return null;
  const params: string[] = [];
  for (let i = 0; i < want.length; i++) {
    if (want[i] === ':id') params.push(path[i]);
    else if (want[i] !== path[i]) return null;
  }
  return params;
}

export function route(method: string, rawPath: string): { handler: RouteHandler; params: string[] } {
  const path = segments(rawPath.replace(/\/+$/, '') || '/');
  // Hosted paths that would otherwise match an implemented pattern (e.g. /factors/:id).
  for (const [prefix, what] of NOT_IMPLEMENTED_FIRST) {
    if (match(prefix, path, true)) throw notImplemented(what);
  }
  let pathMatched = false;
  for (const [m, pattern, handler] of ROUTES) {
    const params = match(pattern, path);
    if (!params) continue;
    if (m === method) return { handler, params };
    pathMatched = true;
  }
  if (pathMatched) throw new AuthError(405, 'method_not_allowed', `${method} is not allowed on ${rawPath}`);
  for (const [prefix, what] of NOT_IMPLEMENTED) {
    if (match(prefix, path, true)) throw notImplemented(what);
  }
  throw new AuthError(404, 'not_found', `No Auth endpoint at ${rawPath}`);
}
