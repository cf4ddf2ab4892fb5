import type { Queryable } from '../../db/types.ts';
import { json } from '../../http/reply.ts';
import { obj, optStr, readJsonObject, str } from '../body.ts';
import { redirectFor, sendEmailChange } from '../confirmations.ts';
import { maxBody, type RouteHandler } from '../context.ts';
import { badRequest, DUPLICATE_EMAIL, forbidden, notImplemented, unprocessable } from '../errors.ts';
import { requireUser } from '../guards.ts';
import { checkPasswordStrength } from '../passwords.ts';
import { securePasswordChange } from '../project-config.ts';
import { logout, sessionAal } from '../sessions.ts';
import { checkNonce, consumeNonce } from './reauthenticate.ts';
import { findUserByEmail, findUserById, mergeMetadata, setPassword } from '../users.ts';
import { validateEmail } from '../validation.ts';

async function hasVerifiedFactor(q: Queryable, userId: string): Promise<boolean> {
  const { rows } = await q.query(`select 1 from auth.mfa_factors where user_id = $1::uuid and status = 'verified' limit 1`, [userId]);
  return rows.length > 0;
}

async function recentSession(q: Queryable, sessionId: string): Promise<boolean> {
  const { rows } = await q.query<{ recent: boolean }>(
    `select created_at > now() - interval '24 hours' as recent from auth.sessions where id = $1::uuid`,
    [sessionId],
  );
  return rows[0]?.recent === true;
}

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
  const nonce = str(body, 'nonce');
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

  // A member with a verified factor changes her sign-in (address or password) only from an aal2 session, as
  // hosted Auth requires: her password alone must not be enough to take the account from her factor.
  if ((changingEmail || password !== undefined) && (await hasVerifiedFactor(db, user.id))) {
    if (!sessionId || (await sessionAal(db, sessionId)) !== 'aal2') {
      throw forbidden('insufficient_aal', 'AAL2 session is required to update email or password when MFA is enabled.');
    }
  }

  // Secure password change: a session older than 24 hours (or none) proves nothing, the emailed nonce does.
  const needsNonce = password !== undefined && securePasswordChange(ctx) && !(sessionId && (await recentSession(db, sessionId)));
  if (needsNonce && !nonce) throw badRequest('reauthentication_needed', 'Password update requires reauthentication');
  // The nonce is checked (and a wrong one counted) before any password is hashed: a guess costs the server
  // no bcrypt work, and guesses are limited per member and per address.
  if (needsNonce) await checkNonce(ctx, req, user, nonce);

  let passwordHash: string | undefined;
  if (password) {
    if (await ctx.hasher.verify(password, user.encrypted_password)) {
      throw unprocessable('same_password', 'New password should be different from the old password.');
    }
    passwordHash = await ctx.hasher.hash(password);
  }

  const updated = await db.transaction(async (tx) => {
    if (needsNonce) await consumeNonce(tx, user, nonce);
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
