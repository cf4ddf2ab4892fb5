import { json } from '../../http/reply.ts';
import { obj, optStr, readJsonObject, str } from '../body.ts';
import { redirectFor, sendEmailChange } from '../confirmations.ts';
import { maxBody, type RouteHandler } from '../context.ts';
import { badRequest, DUPLICATE_EMAIL, forbidden, notImplemented, unprocessable } from '../errors.ts';
import { requireUser } from '../guards.ts';
import { checkPasswordStrength } from '../passwords.ts';
import { logout } from '../sessions.ts';
import { findUserByEmail, findUserById, mergeMetadata, setPassword } from '../users.ts';
import { validateEmail } from '../validation.ts';

/** GET /user: the signed-in user. */
export const getUser: RouteHandler = async (ctx, req) => {
  const { claims, user } = await requireUser(ctx.app.db, req, ctx.app.settings.jwtSecret);
  const aud = Array.isArray(claims.aud) ? claims.aud[0] : claims.aud;
  const requested = req.headers['x-jwt-aud'] || aud;
  if (typeof aud !== 'string' || aud === '' || aud !== requested) {
    throw badRequest('validation_failed', "Token audience doesn't match request audience");
  }
  return json(200, user.json);
};

/** PUT /user: metadata merge, password change, email change (confirmed through links in the outbox). */
export const updateUser: RouteHandler = async (ctx, req) => {
  const db = ctx.app.db;
  const { user, sessionId } = await requireUser(db, req, ctx.app.settings.jwtSecret);
  const body = await readJsonObject(req, maxBody(ctx));
  const email = str(body, 'email');
  const password = optStr(body, 'password');
  optStr(body, 'current_password');
  str(body, 'nonce');
  const data = obj(body, 'data');
  const appData = obj(body, 'app_metadata');
  const phone = str(body, 'phone');
  str(body, 'channel');
  const codeChallenge = str(body, 'code_challenge');
  str(body, 'code_challenge_method');

  const newEmail = email ? validateEmail(email) : '';
  if (phone) throw notImplemented('Changing the phone number (there is no SMS provider)');
  if (password !== undefined) checkPasswordStrength(password);
  const isAdmin = user.role === 'admin' && user.aud === 'authenticated';
  if (appData && !isAdmin) throw forbidden('not_admin', 'Updating app_metadata requires admin privileges');

  const changingEmail = newEmail !== '' && newEmail !== user.email;
  if (changingEmail) {
    const other = await findUserByEmail(db, newEmail);
    if (other && other.id !== user.id) throw unprocessable('email_exists', DUPLICATE_EMAIL);
    if (codeChallenge) throw notImplemented('The PKCE flow for email change links');
  }

  let passwordHash: string | undefined;
  if (password) {
    if (await ctx.hasher.verify(password, user.encrypted_password)) {
      throw unprocessable('same_password', 'New password should be different from the old password.');
    }
    passwordHash = await ctx.hasher.hash(password);
  }

  const updated = await db.transaction(async (tx) => {
    if (passwordHash) {
      await setPassword(tx, user.id, passwordHash);
      // Whoever knew the old password is signed out everywhere but here.
      await logout(tx, user.id, sessionId, sessionId ? 'others' : 'global');
    }
    if (data) await mergeMetadata(tx, user.id, 'raw_user_meta_data', data);
    if (appData) await mergeMetadata(tx, user.id, 'raw_app_meta_data', appData);
    if (changingEmail) await sendEmailChange(tx, ctx, user, newEmail, redirectFor(ctx, req));
    return (await findUserById(tx, user.id))!;
  });
  return json(200, updated.json);
};
