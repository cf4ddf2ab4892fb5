import { json } from '../../http/reply.ts';
import { readJsonObject, str } from '../body.ts';
import { redirectFor, sendConfirmation, sendEmailChange, sendRecovery } from '../confirmations.ts';
import { maxBody, type RouteHandler } from '../context.ts';
import { badRequest, notImplemented } from '../errors.ts';
import { findUserByEmail } from '../users.ts';
import { validateEmail } from '../validation.ts';

/**
 * POST /recover (resetPasswordForEmail): a recovery link to the outbox. Always `{}`, whether or not the
 * address is registered.
 */
export const recover: RouteHandler = async (ctx, req) => {
  const body = await readJsonObject(req, maxBody(ctx));
  const email = str(body, 'email');
  const codeChallenge = str(body, 'code_challenge');
  str(body, 'code_challenge_method');
  if (!email) throw badRequest('validation_failed', 'Password recovery requires an email');
  const address = validateEmail(email);
  if (codeChallenge) throw notImplemented('The PKCE flow for password recovery links');
  const user = await findUserByEmail(ctx.app.db, address);
  if (user) {
    const redirectTo = redirectFor(ctx, req);
    await ctx.app.db.transaction((tx) => sendRecovery(tx, ctx, user, redirectTo, 'recovery'));
  }
  return json(200, {});
};

const RESEND_TYPES = new Set(['signup', 'email_change', 'sms', 'phone_change']);

/** POST /resend: a new signup confirmation or email-change link, when one is pending. */
export const resend: RouteHandler = async (ctx, req) => {
  const body = await readJsonObject(req, maxBody(ctx));
  const type = str(body, 'type');
  const email = str(body, 'email');
  const phone = str(body, 'phone');
  const codeChallenge = str(body, 'code_challenge');
  str(body, 'code_challenge_method');
  if (!RESEND_TYPES.has(type)) {
    throw badRequest('validation_failed', 'Missing one of these types: signup, email_change, sms, phone_change');
  }
  if (!email && type === 'signup') throw badRequest('validation_failed', 'Type provided requires an email address');
  if (!phone && type === 'sms') throw badRequest('validation_failed', 'Type provided requires a phone number');
  if (email && phone) throw badRequest('validation_failed', 'Only an email address or phone number should be provided.');
  if (phone) throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
  if (!email) throw badRequest('validation_failed', 'Missing email address or phone number');
  const address = validateEmail(email);
  if (codeChallenge) throw notImplemented('The PKCE flow for email links');

  const user = await findUserByEmail(ctx.app.db, address);
  if (!user) return json(200, {});
  const redirectTo = redirectFor(ctx, req);
  if (type === 'signup' && !user.email_confirmed) {
    await ctx.app.db.transaction((tx) => sendConfirmation(tx, ctx, user, redirectTo));
  } else if (type === 'email_change' && user.email_change) {
    await ctx.app.db.transaction((tx) => sendEmailChange(tx, ctx, user, user.email_change, redirectTo));
  }
  return json(200, {});
};
