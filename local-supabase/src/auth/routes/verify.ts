import { json, type Reply } from '../../http/reply.ts';
import type { ApiRequest } from '../../http/request.ts';
import { readJsonObject, str } from '../body.ts';
import { redirectFor } from '../confirmations.ts';
import { maxBody, type AuthContext, type RouteHandler } from '../context.ts';
import { AuthError, badRequest, notImplemented, unprocessable } from '../errors.ts';
import type { SessionResponse } from '../sessions.ts';
import { tokenHash } from '../tokens.ts';
import { completeVerification, isEmailType, userForEmailOtp, userForTokenHash, type Verified } from '../verification.ts';
import { validateEmail } from '../validation.ts';

const OAUTH_ERRORS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

/** Go's url.Values.Encode: keys sorted, form encoding. */
function encodeSorted(values: Record<string, string>): string {
  const q = new URLSearchParams(values);
  q.sort();
  return q.toString();
}

const seeOther = (location: string): Reply => ({ status: 303, headers: { location } });

function withFragment(redirectTo: string, values: Record<string, string>): string {
  const u = new URL(redirectTo);
  u.hash = encodeSorted(values);
  return u.toString();
}

/** The session in the fragment, as auth-js's detectSessionInUrl reads it. */
function sessionRedirect(redirectTo: string, s: SessionResponse, type: string): string {
  return `${redirectTo}#${encodeSorted({
    access_token: s.access_token,
    expires_at: String(s.expires_at),
    expires_in: String(s.expires_in),
    refresh_token: s.refresh_token,
    sb: '',
    token_type: s.token_type,
    type,
  })}`;
}

function errorRedirect(redirectTo: string, e: AuthError): string {
  const values: Record<string, string> = { error_code: e.code, error_description: e.message, sb: '' };
  if (OAUTH_ERRORS[e.status]) values.error = OAUTH_ERRORS[e.status];
  return withFragment(redirectTo, values);
}

/** GET /verify?token=&type=&redirect_to=: the link in an email. Always answers with a redirect (303). */
async function verifyLink(ctx: AuthContext, req: ApiRequest): Promise<Reply> {
  const token = req.url.searchParams.get('token') ?? '';
  const type = req.url.searchParams.get('type') ?? '';
  if (!type) throw badRequest('validation_failed', 'Verify requires a verification type');
  if (!token) throw badRequest('validation_failed', 'Verify requires a token or a token hash');
  const redirectTo = redirectFor(ctx, req);
  if (token.startsWith('pkce_')) throw notImplemented('The PKCE flow for email links');
  let outcome: Verified;
  try {
    outcome = await ctx.app.db.transaction(async (tx) => {
      const found = await userForTokenHash(tx, type, token);
      if (!isEmailType(type)) throw badRequest('validation_failed', 'Unsupported verification type');
      return completeVerification(tx, ctx, req, found.type, found.user, token);
    });
  } catch (e) {
    if (e instanceof AuthError) return seeOther(errorRedirect(redirectTo, e));
    throw e;
  }
  if (outcome.kind === 'message') return seeOther(withFragment(redirectTo, { message: outcome.message, sb: '' }));
  return seeOther(sessionRedirect(redirectTo, outcome.session, type));
}

/** POST /verify: a six-digit code with its email (verifyOtp), or a token hash. Answers with the session. */
async function verifyCode(ctx: AuthContext, req: ApiRequest): Promise<Reply> {
  const body = await readJsonObject(req, maxBody(ctx));
  const type = str(body, 'type');
  const token = str(body, 'token');
  const hash = str(body, 'token_hash');
  const email = str(body, 'email');
  const phone = str(body, 'phone');
  const redirect = str(body, 'redirect_to');
  if (!type) throw badRequest('validation_failed', 'Verify requires a verification type');
  if ((token === '') === (hash === '')) throw badRequest('validation_failed', 'Verify requires either a token or a token hash');
  if (phone && (type === 'sms' || type === 'phone_change')) throw notImplemented('Phone verification (there is no SMS provider)');

  let outcome: Verified;
  if (token) {
    if (!email || !isEmailType(type)) {
      throw badRequest('validation_failed', 'Only an email address or phone number should be provided on verify');
    }
    let address: string;
    try {
      address = validateEmail(email);
    } catch {
      throw unprocessable('validation_failed', 'Invalid email format');
    }
    const otpHash = tokenHash(address, token);
    outcome = await ctx.app.db.transaction(async (tx) => {
      const found = await userForEmailOtp(tx, type, address, otpHash);
      return completeVerification(tx, ctx, req, found.type, found.user, otpHash);
    });
  } else {
    if (email || phone || redirect) {
      throw badRequest('validation_failed', 'Only the token_hash and type should be provided');
    }
    outcome = await ctx.app.db.transaction(async (tx) => {
      const found = await userForTokenHash(tx, type, hash);
      if (!isEmailType(type)) throw badRequest('validation_failed', 'Unsupported verification type');
      return completeVerification(tx, ctx, req, found.type, found.user, hash);
    });
  }
  if (outcome.kind === 'message') return json(200, { msg: outcome.message, code: '200' });
  return json(200, outcome.session);
}

export const verify: RouteHandler = (ctx, req) => (req.method === 'GET' ? verifyLink(ctx, req) : verifyCode(ctx, req));
