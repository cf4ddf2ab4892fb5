import type { Queryable } from '../../db/types.ts';
import { json } from '../../http/reply.ts';
import type { RouteHandler } from '../context.ts';
import { badRequest, unprocessable } from '../errors.ts';
import { requireUser } from '../guards.ts';
import { sendMail } from '../mailer.ts';
import { tokenHash } from '../tokens.ts';
import type { UserRecord } from '../users.ts';
import { OTP_EXPIRY_SECONDS } from '../verification.ts';

/** GET /reauthenticate (auth.reauthenticate): a six-digit nonce for a password change, to the outbox. */
export const reauthenticate: RouteHandler = async (ctx, req) => {
  const { user } = await requireUser(ctx.app.db, req, ctx.app.settings.jwtSecret);
  if (!user.email) throw unprocessable('validation_failed', 'Reauthentication requires the user to have an email or a phone number');
  if (!user.email_confirmed) throw badRequest('validation_failed', 'Please verify your email first.');
  await ctx.app.db.transaction(async (tx) => {
    const mail = await sendMail(tx, {
      apiUrl: ctx.app.url(),
      to: user.email,
      kind: 'reauthentication',
      userId: user.id,
      redirectTo: ctx.app.settings.siteUrl,
    });
    await tx.query(
      `update auth.users set reauthentication_token = $2, reauthentication_sent_at = now(), updated_at = now() where id = $1::uuid`,
      [user.id, mail.tokenHash],
    );
  });
  return json(200, {});
};

/** GoTrue's verifyReauthentication: the nonce must be the latest one sent, unexpired; it is used up. */
export async function consumeNonce(tx: Queryable, user: UserRecord, nonce: string): Promise<void> {
  const invalid = () => unprocessable('reauthentication_not_valid', 'Nonce has expired or is invalid');
  if (!user.reauthentication_token || user.reauthentication_sent_at === null) throw invalid();
  const fresh = Date.now() / 1000 <= user.reauthentication_sent_at + OTP_EXPIRY_SECONDS;
  if (!fresh || tokenHash(user.email, nonce) !== user.reauthentication_token) throw invalid();
  await tx.query(
    `update auth.users set reauthentication_token = '', reauthentication_sent_at = null, updated_at = now() where id = $1::uuid`,
    [user.id],
  );
}
