import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/types.ts';
import { json } from '../../http/reply.ts';
import { obj, readJsonObject, str, type JsonObject } from '../body.ts';
import { redirectFor } from '../confirmations.ts';
import { maxBody, type AuthContext, type RouteHandler } from '../context.ts';
import { badRequest, DUPLICATE_EMAIL, notFound, unprocessable } from '../errors.ts';
import { requireAdmin } from '../guards.ts';
import { sendMail } from '../mailer.ts';
import { checkPasswordStrength } from '../passwords.ts';
import { newOtp, tokenHash } from '../tokens.ts';
import { findUserByEmail, findUserById, insertUser } from '../users.ts';
import { validateEmail } from '../validation.ts';

const EMAIL_PROVIDER = { provider: 'email', providers: ['email'] };

/** A new, unconfirmed email user (GoTrue's signupNewUser + createNewIdentity), with or without a password. */
async function newEmailUser(tx: Queryable, email: string, passwordHash: string | null, data: JsonObject): Promise<string> {
  return insertUser(tx, { email, passwordHash, userMetadata: data, appMetadata: EMAIL_PROVIDER, confirmed: false }, data);
}

const verifyLink = (ctx: AuthContext, token: string, type: string, redirectTo: string) =>
  `${ctx.app.url()}/auth/v1/verify?token=${token}&type=${type}&redirect_to=${encodeURIComponent(redirectTo)}`;

/**
 * POST /admin/generate_link (auth.admin.generateLink): the link and code an email of that type would carry,
 * for the admin to deliver; nothing is sent (as on hosted Supabase). signup, invite and magiclink create the
 * user when the address is new (a new address's magic link is a signup link).
 */
export const adminGenerateLink: RouteHandler = async (ctx, req) => {
  requireAdmin(req, ctx.app.settings.jwtSecret);
  const body = await readJsonObject(req, maxBody(ctx));
  let type = str(body, 'type');
  const email = validateEmail(str(body, 'email'));
  const newEmailParam = str(body, 'new_email');
  let password = str(body, 'password');
  const data = obj(body, 'data') ?? {};
  const redirectTo = redirectFor(ctx, req, str(body, 'redirect_to'));
  const db = ctx.app.db;

  const user = await findUserByEmail(db, email);
  if (!user) {
    if (type === 'magiclink') {
      type = 'signup';
      password = randomBytes(48).toString('base64url');
    } else if (type === 'recovery' || type === 'email_change_current' || type === 'email_change_new') {
      throw notFound('user_not_found', 'User with this email not found');
    }
  }
  const otp = newOtp();
  const hashed = tokenHash(email, otp);
  let passwordHash: string | null = null;
  if (type === 'signup' && !user) {
    if (password === '') throw unprocessable('validation_failed', 'Signup requires a valid password');
    checkPasswordStrength(password);
    passwordHash = await ctx.hasher.hash(password);
  }

  const { userId, link } = await db.transaction(async (tx) => {
    const existing = user;
    switch (type) {
      case 'magiclink':
      case 'recovery':
        await tx.query(`update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1::uuid`, [existing!.id, hashed]);
        return { userId: existing!.id, link: verifyLink(ctx, hashed, type, redirectTo) };
      case 'invite':
      case 'signup': {
        if (existing?.email_confirmed) throw unprocessable('email_exists', DUPLICATE_EMAIL);
        const id = existing ? existing.id : await newEmailUser(tx, email, passwordHash, data);
        if (existing && type === 'signup') {
          await tx.query(
            `update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb where id = $1::uuid`,
            [id, JSON.stringify(data)],
          );
        }
        await tx.query(
          `update auth.users set confirmation_token = $2, confirmation_sent_at = now()${type === 'invite' ? ', invited_at = now()' : ''}
           where id = $1::uuid`,
          [id, hashed],
        );
        return { userId: id, link: verifyLink(ctx, hashed, type, redirectTo) };
      }
      case 'email_change_current':
      case 'email_change_new': {
        const newEmail = validateEmail(newEmailParam);
        const taken = await findUserByEmail(tx, newEmail);
        if (taken && taken.id !== existing!.id) throw unprocessable('email_exists', DUPLICATE_EMAIL);
        // The new address's link carries the hash of the new address with the code.
        const token = type === 'email_change_current' ? hashed : tokenHash(newEmail, otp);
        await tx.query(
          `update auth.users set email_change = $2, email_change_sent_at = now(), email_change_confirm_status = 0,
             email_change_token_current = $3, email_change_token_new = $4
           where id = $1::uuid`,
          [existing!.id, newEmail, type === 'email_change_current' ? token : '', type === 'email_change_new' ? token : ''],
        );
        return { userId: existing!.id, link: verifyLink(ctx, token, 'email_change', redirectTo) };
      }
      default:
        throw badRequest('validation_failed', `Invalid email action link type requested: ${type}`);
    }
  });
  const fresh = (await findUserById(db, userId))!;
  return json(200, {
    ...fresh.json,
    action_link: link,
    email_otp: otp,
    hashed_token: hashed,
    verification_type: type,
    redirect_to: redirectTo,
  });
};

/** POST /invite (auth.admin.inviteUserByEmail): a new (or unconfirmed) user and an invite link in the outbox. */
export const invite: RouteHandler = async (ctx, req) => {
  requireAdmin(req, ctx.app.settings.jwtSecret);
  const body = await readJsonObject(req, maxBody(ctx));
  const email = validateEmail(str(body, 'email'));
  const data = obj(body, 'data') ?? {};
  const redirectTo = redirectFor(ctx, req);
  const db = ctx.app.db;
  const existing = await findUserByEmail(db, email);
  if (existing?.email_confirmed) throw unprocessable('email_exists', DUPLICATE_EMAIL);
  const user = await db.transaction(async (tx) => {
    const id = existing ? existing.id : await newEmailUser(tx, email, null, data);
    const mail = await sendMail(tx, { apiUrl: ctx.app.url(), to: email, kind: 'invite', userId: id, redirectTo });
    await tx.query(
      `update auth.users set confirmation_token = $2, confirmation_sent_at = now(), invited_at = now(), updated_at = now()
       where id = $1::uuid`,
      [id, mail.tokenHash],
    );
    return (await findUserById(tx, id))!;
  });
  return json(200, user.json);
};
