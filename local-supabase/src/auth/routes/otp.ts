import { randomBytes } from 'node:crypto';
import { json } from '../../http/reply.ts';
import type { ApiRequest } from '../../http/request.ts';
import { obj, readJsonObject, str, type JsonObject } from '../body.ts';
import { redirectFor, sendConfirmation, sendRecovery } from '../confirmations.ts';
import { autoconfirm, maxBody, type AuthContext, type RouteHandler } from '../context.ts';
import { badRequest, notImplemented, unprocessable } from '../errors.ts';
import { findUserByEmail, findUserById, insertUser } from '../users.ts';
import { validateEmail } from '../validation.ts';

/**
 * GoTrue's MagicLink: a confirmed user gets a magic link (and code); an unknown address becomes a user with an
 * unguessable password first. With confirmations on, a new user's first email is the signup confirmation,
 * which signs in as well.
 */
async function sendMagicLink(ctx: AuthContext, req: ApiRequest, address: string, data: JsonObject, createUser: boolean) {
  const db = ctx.app.db;
  let user = await findUserByEmail(db, address);
  if (!user && !createUser) throw unprocessable('otp_disabled', 'Signups not allowed for otp');
  const redirectTo = redirectFor(ctx, req);
  if (!user) {
    const passwordHash = await ctx.hasher.hash(randomBytes(32).toString('base64url'));
    user = await db.transaction(async (tx) => {
      const id = await insertUser(
        tx,
        {
          email: address,
          passwordHash,
          userMetadata: data,
          appMetadata: { provider: 'email', providers: ['email'] },
          confirmed: autoconfirm(ctx),
        },
        data,
      );
      return (await findUserById(tx, id))!;
    });
  }
  const target = user;
  await db.transaction((tx) =>
    target.email_confirmed
      ? sendRecovery(tx, ctx, target, redirectTo, 'magiclink')
      : sendConfirmation(tx, ctx, target, redirectTo),
  );
  return json(200, {});
}

async function readParams(ctx: AuthContext, req: ApiRequest) {
  const body = await readJsonObject(req, maxBody(ctx));
  const email = str(body, 'email');
  const phone = str(body, 'phone');
  const data = obj(body, 'data') ?? {};
  const codeChallenge = str(body, 'code_challenge');
  str(body, 'code_challenge_method');
  str(body, 'channel');
  const createUser = body.create_user === undefined || body.create_user === null ? true : body.create_user;
  if (typeof createUser !== 'boolean') {
    throw badRequest('bad_json', 'Could not parse request body as JSON: field "create_user" must be a boolean');
  }
  return { email, phone, data, codeChallenge, createUser };
}

/** POST /otp (signInWithOtp with an email): a magic link and six-digit code in the outbox. */
export const otp: RouteHandler = async (ctx, req) => {
  const p = await readParams(ctx, req);
  if (p.email && p.phone) throw badRequest('validation_failed', 'Only an email address or phone number should be provided');
  if (p.phone) throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
  if (!p.email) throw badRequest('validation_failed', 'One of email or phone must be set');
  const address = validateEmail(p.email);
  if (p.codeChallenge) throw notImplemented('The PKCE flow for magic links');
  return sendMagicLink(ctx, req, address, p.data, p.createUser);
};

/** POST /magiclink (the older endpoint): always creates unknown users. */
export const magicLink: RouteHandler = async (ctx, req) => {
  const p = await readParams(ctx, req);
  const address = validateEmail(p.email);
  if (p.codeChallenge) throw notImplemented('The PKCE flow for magic links');
  return sendMagicLink(ctx, req, address, p.data, true);
};
