import { randomUUID } from 'node:crypto';
import { isPgError } from '../../db/types.ts';
import { json } from '../../http/reply.ts';
import { obj, readJsonObject, str, type JsonObject } from '../body.ts';
import { redirectFor, sendConfirmation } from '../confirmations.ts';
import { autoconfirm, maxBody, tokenSettings, userAgent, type RouteHandler } from '../context.ts';
import { badRequest, notImplemented, unprocessable } from '../errors.ts';
import { checkPasswordStrength } from '../passwords.ts';
import { issueSession } from '../sessions.ts';
import { findUserByEmail, findUserById, insertUser, type UserRecord } from '../users.ts';
import { validateEmail } from '../validation.ts';

const EMAIL_PROVIDER = { provider: 'email', providers: ['email'] };

/**
 * What a repeated signup of a confirmed address gets when confirmations are on: a plausible user that reveals
 * nothing (GoTrue's sanitizeUser), so signup cannot be used to probe which addresses are registered.
 */
function obfuscatedUser(existing: UserRecord, data: JsonObject): JsonObject {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: existing.aud,
    role: '',
    email: existing.email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: EMAIL_PROVIDER,
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

/** POST /signup: email and password; a session with auto-confirm, otherwise a user awaiting confirmation. */
export const signup: RouteHandler = async (ctx, req) => {
  const body = await readJsonObject(req, maxBody(ctx));
  const email = str(body, 'email');
  const phone = str(body, 'phone');
  const password = str(body, 'password');
  const data = obj(body, 'data') ?? {};
  const codeChallenge = str(body, 'code_challenge');
  str(body, 'code_challenge_method');
  str(body, 'channel');

  if (!email && !phone) throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  if (password === '') throw badRequest('validation_failed', 'Signup requires a valid password');
  checkPasswordStrength(password);
  if (email && phone) {
    throw badRequest('validation_failed', 'Only an email address or phone number should be provided on signup.');
  }
  if (phone) throw badRequest('phone_provider_disabled', 'Phone signups are disabled');
  const address = validateEmail(email);
  if (codeChallenge && !autoconfirm(ctx)) throw notImplemented('The PKCE flow for email confirmation links');
  const redirectTo = redirectFor(ctx, req);
  const db = ctx.app.db;

  let existing = await findUserByEmail(db, address);
  if (!existing) {
    // Hash before the transaction: the database (one connection on PGlite) is never held while bcrypt runs.
    const passwordHash = await ctx.hasher.hash(password);
    try {
      return await db.transaction(async (tx) => {
        const id = await insertUser(
          tx,
          { email: address, passwordHash, userMetadata: data, appMetadata: EMAIL_PROVIDER, confirmed: autoconfirm(ctx) },
          data,
        );
        if (autoconfirm(ctx)) return json(200, await issueSession(tx, tokenSettings(ctx), { id }, 'password', userAgent(req)));
        await sendConfirmation(tx, ctx, { id, email: address }, redirectTo);
        return json(200, (await findUserById(tx, id))!.json);
      });
    } catch (e) {
      // Lost a race with a concurrent signup of the same address: answer as for an existing user.
      if (!isPgError(e) || e.code !== '23505') throw e;
      existing = await findUserByEmail(db, address);
      if (!existing) throw e;
    }
  }

  if (autoconfirm(ctx)) throw unprocessable('user_already_exists', 'User already registered');
  if (existing.email_confirmed) return json(200, obfuscatedUser(existing, data));
  // Still unconfirmed: send a fresh confirmation link and answer with the user, as GoTrue does.
  const user = existing;
  return db.transaction(async (tx) => {
    await sendConfirmation(tx, ctx, user, redirectTo);
    return json(200, (await findUserById(tx, user.id))!.json);
  });
};
