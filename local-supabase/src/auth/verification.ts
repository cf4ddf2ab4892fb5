import type { Queryable } from '../db/types.ts';
import type { ApiRequest } from '../http/request.ts';
import { autoconfirm, tokenSettings, userAgent, type AuthContext } from './context.ts';
import { badRequest, DUPLICATE_EMAIL, forbidden, unprocessable } from './errors.ts';
import { issueSession, type SessionResponse } from './sessions.ts';
import { confirmEmail, findUserByEmail, findUserById, findUserByToken, updateEmailIdentity, type UserRecord } from './users.ts';

/** The Supabase CLI's default `otp_expiry`: links and codes are valid for an hour. */
export const OTP_EXPIRY_SECONDS = 3600;

export const SINGLE_CONFIRMATION_ACCEPTED =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email';

/** The email verification types GoTrue accepts (sms and phone_change need a phone provider). */
export type VerifyType = 'signup' | 'invite' | 'recovery' | 'magiclink' | 'email_change' | 'email';
const EMAIL_TYPES = new Set<string>(['signup', 'invite', 'recovery', 'magiclink', 'email_change', 'email']);
export const isEmailType = (t: string): t is VerifyType => EMAIL_TYPES.has(t);

export type Verified =
  | { kind: 'session'; session: SessionResponse; type: string }
  | { kind: 'message'; message: string };

const expired = (sentAt: number | null, now = Date.now() / 1000) => sentAt === null || now > sentAt + OTP_EXPIRY_SECONDS;
const linkInvalid = () => forbidden('otp_expired', 'Email link is invalid or has expired');

/** The user a link's token hash belongs to (GoTrue's verifyTokenHash), and the type it resolved to. */
export async function userForTokenHash(tx: Queryable, type: string, hash: string): Promise<{ user: UserRecord; type: VerifyType }> {
  let user: UserRecord | null;
  let resolved = type as VerifyType;
  switch (type) {
    case 'email':
      user = await findUserByToken(tx, 'confirmation_token', hash);
      resolved = 'signup';
      if (!user) {
        user = await findUserByToken(tx, 'recovery_token', hash);
        resolved = 'magiclink';
      }
      break;
    case 'signup':
    case 'invite':
      user = await findUserByToken(tx, 'confirmation_token', hash);
      break;
    case 'recovery':
    case 'magiclink':
      user = await findUserByToken(tx, 'recovery_token', hash);
      break;
    case 'email_change':
      user = await findUserByToken(tx, 'email_change_token', hash);
      break;
    default:
      throw badRequest('validation_failed', 'Invalid email verification type');
  }
  if (!user) throw linkInvalid();
  if (user.banned) throw forbidden('user_banned', 'User is banned');
  const sentAt =
    resolved === 'signup' || resolved === 'invite'
      ? user.confirmation_sent_at
      : resolved === 'email_change'
        ? user.email_change_sent_at
        : user.recovery_sent_at;
  if (expired(sentAt)) throw linkInvalid();
  return { user, type: resolved };
}

/** The user an emailed six-digit code belongs to (GoTrue's verifyUserAndToken for email types). */
export async function userForEmailOtp(
  tx: Queryable,
  type: VerifyType,
  email: string,
  hash: string,
): Promise<{ user: UserRecord; type: VerifyType }> {
  const invalid = () => forbidden('otp_expired', 'Token has expired or is invalid');
  const valid = (expected: string, sentAt: number | null) => expected !== '' && expected === hash && !expired(sentAt);
  if (type === 'email_change') {
    // The new address with its code, or the current address with the other code.
    const user = await findUserByToken(tx, 'email_change_token', hash);
    if (!user || (user.email_change !== email && user.email !== email) || expired(user.email_change_sent_at)) throw invalid();
    if (user.banned) throw forbidden('user_banned', 'User is banned');
    return { user, type };
  }
  const user = await findUserByEmail(tx, email);
  if (!user) throw invalid();
  if (user.banned) throw forbidden('user_banned', 'User is banned');
  let resolved = type;
  let ok = false;
  if (type === 'email') {
    if (valid(user.confirmation_token, user.confirmation_sent_at)) {
      ok = true;
      resolved = 'signup';
    } else if (valid(user.recovery_token, user.recovery_sent_at)) {
      ok = true;
      resolved = 'magiclink';
    }
  } else if (type === 'signup' || type === 'invite') {
    ok = valid(user.confirmation_token, user.confirmation_sent_at);
  } else {
    ok = valid(user.recovery_token, user.recovery_sent_at);
  }
  if (!ok) throw invalid();
  return { user, type: resolved };
}

/**
 * Applies a verified link or code: confirms a signup, consumes a recovery token, or advances an email change,
 * then signs the user in (amr "otp"). The first of two email-change confirmations only answers a message.
 */
export async function completeVerification(
  tx: Queryable,
  ctx: AuthContext,
  req: ApiRequest,
  type: VerifyType,
  user: UserRecord,
  hash: string,
): Promise<Verified> {
  switch (type) {
    case 'signup':
    case 'invite':
      await confirmEmail(tx, user.id);
      await updateEmailIdentity(tx, user.id, { email_verified: true });
      break;
    case 'recovery':
    case 'magiclink':
    case 'email':
      await tx.query(`update auth.users set recovery_token = '', updated_at = now() where id = $1::uuid`, [user.id]);
      if (!user.email_confirmed) await confirmEmail(tx, user.id);
      break;
    case 'email_change': {
      const needsBoth = !autoconfirm(ctx) && user.email_change_confirm_status === 0 && user.email !== '';
      if (needsBoth) {
        const column = hash === user.email_change_token_current ? 'email_change_token_current' : 'email_change_token_new';
        await tx.query(
          `update auth.users set email_change_confirm_status = 1, ${column} = '', updated_at = now() where id = $1::uuid`,
          [user.id],
        );
        return { kind: 'message', message: SINGLE_CONFIRMATION_ACCEPTED };
      }
      const taken = await findUserByEmail(tx, user.email_change);
      if (taken && taken.id !== user.id) throw unprocessable('email_exists', DUPLICATE_EMAIL);
      await updateEmailIdentity(tx, user.id, { email: user.email_change, email_verified: true });
      await tx.query(
        `update auth.users set email = email_change, email_change = '', email_change_token_current = '',
           email_change_token_new = '', email_change_confirm_status = 0, updated_at = now()
         where id = $1::uuid`,
        [user.id],
      );
      if (!user.email_confirmed) await confirmEmail(tx, user.id);
      break;
    }
  }
  const fresh = (await findUserById(tx, user.id))!;
  return { kind: 'session', session: await issueSession(tx, tokenSettings(ctx), fresh, 'otp', userAgent(req)), type };
}
