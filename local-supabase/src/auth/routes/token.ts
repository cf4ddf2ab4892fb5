import { json } from '../../http/reply.ts';
import type { ApiRequest } from '../../http/request.ts';
import { readJsonObject, str } from '../body.ts';
import { maxBody, tokenSettings, userAgent, type AuthContext, type RouteHandler } from '../context.ts';
import { AuthError, badRequest, notImplemented, OAuthError, unprocessable } from '../errors.ts';
import { weakPasswordReasons } from '../passwords.ts';
import { issueSession, refreshSession } from '../sessions.ts';
import { findUserByEmail } from '../users.ts';

const invalidCredentials = () => badRequest('invalid_credentials', 'Invalid login credentials');

/** grant_type=password: email and password to a new session. */
async function passwordGrant(ctx: AuthContext, req: ApiRequest) {
  const body = await readJsonObject(req, maxBody(ctx));
  const email = str(body, 'email');
  const phone = str(body, 'phone');
  const password = str(body, 'password');
  if (email && phone) {
    throw badRequest('validation_failed', 'Only an email address or phone number should be provided on login.');
  }
  if (phone) throw unprocessable('phone_provider_disabled', 'Phone logins are disabled');
  if (!email) throw badRequest('validation_failed', 'missing email or phone');

  const user = await findUserByEmail(ctx.app.db, email);
  if (!user || !user.encrypted_password) throw invalidCredentials();
  if (user.banned) throw badRequest('user_banned', 'User is banned');
  if (!(await ctx.hasher.verify(password, user.encrypted_password))) throw invalidCredentials();
  if (!user.email_confirmed) throw badRequest('email_not_confirmed', 'Email not confirmed');

  const session = await ctx.app.db.transaction((tx) => issueSession(tx, tokenSettings(ctx), user, 'password', userAgent(req)));
  // A password that no longer meets the policy still signs in; the client is told so.
  const weak = weakPasswordReasons(password);
  return json(200, weak ? { ...session, weak_password: weak } : session);
}

/** grant_type=refresh_token: rotate the refresh token, new access token for the same session. */
async function refreshGrant(ctx: AuthContext, req: ApiRequest) {
  const body = await readJsonObject(req, maxBody(ctx));
  const presented = str(body, 'refresh_token');
  if (!presented) throw new OAuthError('invalid_request', 'refresh_token required');
  // Some failures still commit (revoking a reused token family), so they come back as values, not throws.
  const result = await ctx.app.db.transaction((tx) => refreshSession(tx, tokenSettings(ctx), presented, userAgent(req)));
  if (result instanceof AuthError) throw result;
  return json(200, result);
}

/** POST /token?grant_type=… */
export const token: RouteHandler = async (ctx, req) => {
  const grant = req.url.searchParams.get('grant_type') ?? '';
  switch (grant) {
    case 'password':
      return passwordGrant(ctx, req);
    case 'refresh_token':
      return refreshGrant(ctx, req);
    case 'pkce':
    case 'id_token':
    case 'web3':
      throw notImplemented(`The "${grant}" grant`);
    default:
      throw badRequest('invalid_credentials', 'unsupported_grant_type');
  }
};
